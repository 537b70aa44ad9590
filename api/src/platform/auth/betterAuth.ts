import { authOptions, oidcProviderConfig, type AuthSettings } from './authOptions';

// better-auth is ESM-only and the api runs as CommonJS (tsx, and Jest through swc with `ignoreDynamic`),
// so it is loaded with a real dynamic import().

/** better-auth's options for these settings, its plugins included. */
export async function fullAuthOptions(settings: AuthSettings) {
  const { genericOAuth } = await import('better-auth/plugins/generic-oauth');
  const oidc = settings.oidc;
  return {
    ...authOptions(settings),
    plugins: [genericOAuth({ config: oidc ? [oidcProviderConfig(settings, oidc)] : [] })],
  };
}

/** A better-auth instance over the api's database (and Redis when given). */
export async function createBetterAuth(settings: AuthSettings) {
  // One after the other: Jest's ESM loader fails ("not in cache") when two imports share modules in flight.
  const { betterAuth } = await import('better-auth');
  return betterAuth(await fullAuthOptions(settings));
}

export type BetterAuth = Awaited<ReturnType<typeof createBetterAuth>>;
