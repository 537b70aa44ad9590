import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// An outbox row waits, sometimes for hours (a mail server refusing), with what it will send: the
// recipient, an application's cover letter, a single-use link's token. The tokens are stored hashed
// everywhere else (verifications), so the payload is sealed: AES-256-GCM under a key derived from
// AUTH_SECRET, so a copy of the database (a backup, a leaked dump) holds no live link and no letter. A row
// sealed under another AUTH_SECRET cannot be opened: the outbox gives it up (FAILED) and says so.

const VERSION = 'v1';

export interface Sealer {
  seal(plain: string): string;
  /** Throws when the text was not sealed under this key, or was changed. */
  open(sealed: string): string;
}

export function payloadSealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'opengood', 'outbox payload', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
        throw new Error('not a sealed outbox payload');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
