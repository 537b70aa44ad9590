import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

// The one SMTP server the api's tests send mail to (smtp-server on a free loopback port): it keeps every
// message it accepts, readable; it can refuse a recipient (550), or take a message and drop the
// connection before answering, as a server that crashed or a network that failed mid-send would (the
// sender cannot tell whether it was taken). Point the app at it with `smtpUrl: sink.url`.

export interface SinkMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as it arrived (bytes as latin1). */
  raw: string;
  /** The whole message readable: headers unfolded with their encoded words decoded, then the body decoded. */
  text: string;
  /** The decoded text/plain part. */
  plainText: string;
  /** A header, unfolded and decoded (undefined when absent). */
  header(name: string): string | undefined;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL (smtpUrl in the test accounts). */
  readonly url: string;
  /** Every message taken, oldest first (a dropped one included: it was taken). */
  readonly mails: SinkMail[];
  mailsTo(address: string): SinkMail[];
  /**
   * Recipients (lower case) refused with a 550 while listed: the sender is told, so it knows the mail
   * was not delivered.
   */
  readonly refused: Set<string>;
  /** Recipients (lower case) whose messages are taken, then the connection dropped before the answer. */
  readonly dropped: Set<string>;
  /** Resolves once `count` messages have arrived (for workers that send in the background). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Quoted-printable bytes (=XX, soft line breaks; `_` for a space in an encoded word) as UTF-8 text. */
const fromQuotedPrintable = (text: string, underscores = false) =>
  Buffer.from(
    (underscores ? text.replace(/_/g, ' ') : text)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The header block unfolded, its RFC 2047 words (Q or B) decoded. */
function decodedHead(raw: string): string {
  const end = raw.indexOf('\r\n\r\n');
  return raw
    .slice(0, end < 0 ? raw.length : end)
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text, true),
    );
}

/** The decoded text/plain part of a message as nodemailer writes it (quoted-printable or 7bit). */
function plainTextOf(raw: string): string {
  const match =
    /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  if (!match) return '';
  const [, encoding, body] = match;
  return encoding!.toLowerCase() === 'quoted-printable' ? fromQuotedPrintable(body!) : body!;
}

function readable(to: string[], raw: string): SinkMail {
  const head = decodedHead(raw);
  const end = raw.indexOf('\r\n\r\n');
  return {
    to,
    raw,
    text: `${head}\n\n${fromQuotedPrintable(end < 0 ? '' : raw.slice(end + 4))}`,
    plainText: plainTextOf(raw),
    header: (name) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim(),
  };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const refused = new Set<string>();
  const dropped = new Set<string>();
  const waiting: { count: number; resolve: () => void }[] = [];
  const sockets = new Map<number, Socket>();
  const arrived = (mail: SinkMail) => {
    mails.push(mail);
    for (const w of waiting.filter((w) => mails.length >= w.count)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        arrived(readable(to, Buffer.concat(chunks).toString('latin1')));
        // Taken, and no answer: the sender cannot know whether the message was.
        if (to.some((address) => dropped.has(address))) sockets.get(session.remotePort)?.destroy();
        else callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    const port = socket.remotePort ?? 0;
    sockets.set(port, socket);
    socket.once('close', () => sockets.delete(port));
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    refused,
    dropped,
    waitFor(count, timeoutMs = 20_000) {
      if (mails.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const entry = { count, resolve };
        waiting.push(entry);
        setTimeout(() => {
          if (!waiting.includes(entry)) return;
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error(`the SMTP sink received ${mails.length} of ${count} mails in ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.values()) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
