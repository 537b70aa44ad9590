import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed unsubscribe links (docs/product/user-dashboard.md#unsubscribe-links /unsubscribe/{preferenceName}/{userId}/{timestamp} and
// /unsubscribe/org/{orgId}/{preferenceName}/{userId}/{timestamp}), one mechanism for every mail a person
// may turn off: the modules that send such mails sign them here, and the unsubscribe module checks them. The signature is an HMAC-SHA256 of the parts under a key derived from AUTH_SECRET, so the
// link is its own credential: it works without a session, for that user, that preference (and that
// organisation) only, and cannot be forged or altered. Links do not expire (a mail read months later must
// still unsubscribe); the timestamp says when it was issued.

export interface UnsubscribeLink {
  preferenceName: string;
  userId: number;
  /** Seconds since 1970 when the link was issued. */
  timestamp: number;
  /** The org variant: the organisation the preference is scoped to. */
  orgId?: number;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('opengood unsubscribe links').digest();

// The personal payload is unchanged from the first links sent (they must keep working); the org variant
// adds a distinct prefix, so neither can be replayed as the other.
const payload = ({ preferenceName, userId, timestamp, orgId }: UnsubscribeLink) =>
  `${orgId === undefined ? '' : `org\n${orgId}\n`}${preferenceName}\n${userId}\n${timestamp}`;

/** base64url of the HMAC (43 characters). */
export function signUnsubscribeLink(secret: string, link: UnsubscribeLink): string {
  return createHmac('sha256', keyOf(secret)).update(payload(link)).digest('base64url');
}

export function verifyUnsubscribeLink(secret: string, link: UnsubscribeLink, sig: string): boolean {
  const expected = Buffer.from(signUnsubscribeLink(secret, link));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const segments = ({ preferenceName, userId, timestamp, orgId }: UnsubscribeLink) =>
  `${orgId === undefined ? '' : `org/${orgId}/`}${encodeURIComponent(preferenceName)}/${userId}/${timestamp}`;

/** The page a person opens from the mail: it says what the link unsubscribes and has the button. */
export function unsubscribePagePath(secret: string, link: UnsubscribeLink): string {
  return `/unsubscribe/${segments(link)}?sig=${signUnsubscribeLink(secret, link)}`;
}

/** The api address a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
export function oneClickUnsubscribeUrl(publicUrl: string, secret: string, link: UnsubscribeLink): string {
  return `${publicUrl}/data/unsubscribe/${segments(link)}?sig=${signUnsubscribeLink(secret, link)}`;
}

/** What a sender needs to sign links: AUTH_SECRET, the public address, the optional unsubscribe mailbox. */
export interface UnsubscribeSigner {
  secret: string;
  publicUrl: string;
  /** A mailbox that unsubscribes on receipt, offered as the List-Unsubscribe mailto; omitted when unset. */
  unsubscribeMailto?: string;
}

/**
 * A mail's unsubscribe parts: the footer's page path and the RFC 8058 headers (a one-click POST to the
 * https address unsubscribes, no session or page needed).
 */
export function unsubscribeParts(
  signer: UnsubscribeSigner,
  link: UnsubscribeLink,
): { unsubscribePath: string; headers: Record<string, string> } {
  const oneClick = oneClickUnsubscribeUrl(signer.publicUrl, signer.secret, link);
  const subject = `unsubscribe ${link.orgId === undefined ? '' : `org ${link.orgId} `}${link.preferenceName} ${link.userId}`;
  const mailto = signer.unsubscribeMailto
    ? `, <mailto:${signer.unsubscribeMailto}?subject=${encodeURIComponent(subject)}>`
    : '';
  return {
    unsubscribePath: unsubscribePagePath(signer.secret, link),
    headers: {
      'List-Unsubscribe': `<${oneClick}>${mailto}`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
