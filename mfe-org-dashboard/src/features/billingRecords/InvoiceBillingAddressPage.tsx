import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillingAddress, BillingAddressRequest } from '@opengood/contracts';
import { Button, Heading, Text } from '@opengood/design-system';
import { isHttpError, Link, useNavigate, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { useRunMutation } from '../shared/mutations';
import { addBillingAddress, setInvoiceBillingAddress } from '../billingAddress/billingAddressMutations';
import { knownCode } from '../../i18n';
import { BillingAddressForm } from '../billingAddress/BillingAddressForm';
import type { InvoiceAddressData } from './billingRecordsApi';
import { invoicePath } from './billingRecordsRoutes';
import { AddressLines } from './InvoiceDocument';
import { useInvoiceTitle } from './InvoicePage';
import { Note, SubHeading } from './recordsUi';

// /admin/{orgId}/invoices/{invoiceId}/billing-address (docs/product/billing.md#invoices): who an OPEN
// invoice is made out to: one of the organisation's saved addresses, or a new one. A paid invoice keeps
// the copy it was paid with (the api answers 409 INVOICE_PAID), which is said in plain words.

const Saved = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  li {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 8px;
  }
  li[data-current='true'] {
    border: 2px solid ${(p) => p.theme.colors.primary};
  }
`;

const Alert = styled.p.attrs({ role: 'alert' })`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

type Params = { orgId: string; invoiceId: string };

export function InvoiceBillingAddressPage({ params, data }: PageViewProps<Params, InvoiceAddressData>) {
  const { t, i18n } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const navigate = useNavigate();
  const invoiceTitle = useInvoiceTitle();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const { invoice, addresses, overview } = data;
  const { orgId, invoiceId } = params;
  const current = invoice.billingAddress?.id ?? null;

  /** The first known code of a refusal in words (a button has no field to show it beside). */
  const refusalText = (error: unknown) => {
    const codes = isHttpError(error) ? Object.values(error.errors).map(String) : [];
    for (const code of codes) {
      const known = knownCode(i18n, 'billingRecords.errors', code);
      if (known) return t(`billingRecords.errors.${known}`);
    }
    return t('billingRecords.errors.generic');
  };

  const use = async (address: BillingAddress) => {
    setPending(true);
    setRefusal('');
    try {
      await run(setInvoiceBillingAddress, { orgId, invoiceId, billingAddressId: address.id });
      navigate(invoicePath(orgId, invoiceId));
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setPending(false);
    }
  };

  /** Saves the new address, then makes it the invoice's; a refusal of either goes back to the form. */
  const add = async (values: BillingAddressRequest) => {
    setPending(true);
    try {
      const saved = await run(addBillingAddress, { orgId, address: values });
      await run(setInvoiceBillingAddress, {
        orgId,
        invoiceId,
        billingAddressId: saved.billingAddress.id,
      });
      navigate(invoicePath(orgId, invoiceId));
    } finally {
      setPending(false);
    }
  };

  const heading = t('billingRecords.billingAddress.heading', { invoice: invoiceTitle(invoice) });
  return (
    <OrgDashboardLayout orgId={orgId} org={overview.org} section="invoices">
      <div data-testid="invoice-billing-address">
        <p style={{ margin: '0 0 8px' }}>
          <Link href={invoicePath(orgId, invoiceId)}>{t('billingRecords.billingAddress.back')}</Link>
        </p>
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {heading}
        </Heading>
        {invoice.status !== 'OPEN' ? (
          <Note data-testid="billing-address-locked">
            {invoice.status === 'PAID' || invoice.status === 'REFUNDED'
              ? t('billingRecords.billingAddress.paid')
              : t('billingRecords.billingAddress.notOpen')}
          </Note>
        ) : (
          <>
            <Text style={{ maxWidth: '72ch' }}>{t('billingRecords.billingAddress.intro')}</Text>
            <Alert data-testid="billing-address-refusal">{refusal}</Alert>
            {addresses.length > 0 && (
              <section aria-labelledby="saved-addresses">
                <SubHeading id="saved-addresses">{t('billingRecords.billingAddress.savedLegend')}</SubHeading>
                <Saved>
                  {addresses.map((address) => (
                    <li key={address.id} data-current={address.id === current} data-testid="saved-address">
                      <AddressLines address={address} />
                      {address.id === current ? (
                        <strong>{t('billingRecords.billingAddress.current')}</strong>
                      ) : (
                        <Button
                          type="button"
                          variant="secondary"
                          disabled={pending}
                          aria-label={`${t('billingRecords.billingAddress.use')}: ${address.name}, ${address.line1}`}
                          onClick={() => void use(address)}
                        >
                          {t('billingRecords.billingAddress.use')}
                        </Button>
                      )}
                    </li>
                  ))}
                </Saved>
              </section>
            )}
            <section aria-labelledby="new-address">
              <SubHeading id="new-address">{t('billingRecords.billingAddress.addHeading')}</SubHeading>
              <BillingAddressForm
                defaultCountry={overview.org.location?.countryCode ?? null}
                pending={pending}
                onSubmit={add}
              />
            </section>
          </>
        )}
      </div>
    </OrgDashboardLayout>
  );
}
