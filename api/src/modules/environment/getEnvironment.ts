import type { Environment, PaymentProviderSettings } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { listExperiments } from '../ab';
import { hasAcceptedCookies } from './cookieConsentRepository';
import type { GeoLocator } from './geoLocator';
import type { Visitor } from '../../platform/visitors/visitor';

export interface EnvironmentInput extends Visitor {
  /** The visitor's browser carries the consent cookie. */
  cookiesAccepted: boolean;
  /** The client's address (see clientAddress). */
  address: string;
}

/** What the environment says about the whole deployment, the same for every visitor. */
export interface EnvironmentSettings {
  /** OIDC_* are configured: the log-in page offers the organisation's provider. */
  oidcSignIn: boolean;
  /** Where the browser tokenises cards (docs/product/billing.md#payment-methods); absent: no card payments. */
  paymentProvider?: PaymentProviderSettings;
}

/** docs/product/accounts.md#environment, computed for this visitor. An anonymous first visit reads nothing from the database. */
export async function getEnvironment(
  db: Db,
  locate: GeoLocator,
  settings: EnvironmentSettings,
  input: EnvironmentInput,
): Promise<Environment> {
  const [accepted, guessedLocation, abExperiments] = await Promise.all([
    input.cookiesAccepted || (input.userId !== null && hasAcceptedCookies(db, input.userId)),
    locate(input.address),
    listExperiments(db, input),
  ]);
  return {
    showAcceptCookies: !accepted,
    guessedLocation,
    isUS: guessedLocation?.countryCode === 'US',
    abExperiments,
    oidcSignIn: settings.oidcSignIn,
    ...(settings.paymentProvider ? { paymentProvider: settings.paymentProvider } : {}),
  };
}
