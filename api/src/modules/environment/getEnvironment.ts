import type { Environment } from '@opengood/contracts';

/** Spec §3 environment fields; cookie consent, location guessing and A/B assignment are not tracked yet. */
export function getEnvironment(): Environment {
  return { showAcceptCookies: true, guessedLocation: null, isUS: false, abExperiments: [] };
}
