import type { ClientInfo, SessionGrant } from '../identity';
import { OIDC_PROVIDER_ID } from './authOptions';
import type { BetterAuth } from './betterAuth';

export interface Redirect {
  location: string;
  grant: SessionGrant;
}

/**
 * Sign-in with the OpenID Connect provider (better-auth's generic OAuth plugin: state and PKCE kept
 * hashed in the verifications table, ID token checked against the provider's JWKS). A user the provider
 * brings for the first time is created, signed in, and flagged justSignedUpWithProvider.
 */
export class OidcSignIn {
  constructor(
    private readonly auth: BetterAuth,
    private readonly publicUrl: string,
  ) {}

  /** Where failures land: the shell's log-in page, with `?error=<code>` appended by better-auth. */
  get errorUrl(): string {
    return `${this.publicUrl}/login`;
  }

  /** The provider's authorization address for a browser that comes back to `returnTo` (a path). */
  async start(returnTo: string, client: ClientInfo): Promise<Redirect> {
    const callbackURL = this.publicUrl + returnTo;
    const { headers, response } = await this.auth.api.signInSocial({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: this.errorUrl,
        disableRedirect: true,
      },
      headers: client.headers,
      returnHeaders: true,
    });
    if (!response.url) throw new Error('better-auth gave no authorization URL for the OIDC provider');
    return { location: response.url, grant: { setCookies: headers.getSetCookie() } };
  }

  /** The provider sent the browser back with `query` (code and state, or an error). */
  async callback(query: Record<string, string>, client: ClientInfo): Promise<Redirect> {
    const response = await this.auth.api.callbackOAuth({
      method: 'GET',
      params: { id: OIDC_PROVIDER_ID },
      query,
      headers: client.headers,
      asResponse: true,
    });
    const location = response.headers.get('location') ?? `${this.errorUrl}?error=oidc_failed`;
    return { location, grant: { setCookies: response.headers.getSetCookie() } };
  }
}
