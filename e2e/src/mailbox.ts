import type { AddressInfo } from 'node:net';
import PostalMime, { type Address, type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

type Mail = Email;

export interface Mailbox {
  /** smtp://127.0.0.1:<port>, for the api's SMTP_URL. */
  url: string;
  /** The next mail to `to` (received already or within `timeoutMs`). */
  waitFor(to: string, timeoutMs?: number): Promise<Mail>;
  close(): Promise<void>;
}

const recipientsOf = (mail: Mail): string[] =>
  (mail.to ?? [])
    .flatMap((a: Address) => ('group' in a && a.group ? a.group : [a]))
    .map((a) => (a.address ?? '').toLowerCase());

/**
 * A real SMTP server on a free local port that keeps every message it receives, parsed: the api sends
 * its mails to it over SMTP as it would to any mail server.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: Mail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const taken = new Set<Mail>();
  const find = (to: string) =>
    received.find((m) => !taken.has(m) && recipientsOf(m).includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no mail to ${to} within ${timeoutMs} ms (${received.length} received)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of the mail's text (or HTML) whose path starts with `pathPrefix`. */
export function linkIn(mail: Mail, pathPrefix: string): URL {
  const text = `${mail.text ?? ''}\n${mail.html ?? ''}`;
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in the mail "${mail.subject ?? ''}"`);
}
