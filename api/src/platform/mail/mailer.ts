import nodemailer from 'nodemailer';
import type { Lang } from '@opengood/contracts';
import { moduleLogger } from '../log';
import { DevOutbox } from './devOutbox';
import { MailRenderError } from './refusal';
import { renderMail, type RenderedMail } from './render';
import type { TemplateData, TemplateName } from './templates';

const log = moduleLogger('mail');

/** What a module asks for: a template, its data, and the recipient with their language. */
export interface MailRequest<T extends TemplateName> {
  to: string;
  lang: Lang;
  template: T;
  data: TemplateData<T>;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058 for alert mails). */
  headers?: Record<string, string>;
  /** Files sent with the mail (a donation's receipt PDF), base64 so the outbox can keep them as JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Any one of the product's mails, its template and data matching (what the outbox stores). */
export type AnyMailRequest = { [T in TemplateName]: MailRequest<T> }[TemplateName];

/**
 * The one mailer: every mail of the product goes through `send`, in the recipient's language. Modules do
 * not call it: they add their mails to the outbox in the transaction of the change that causes them
 * (platform/outbox), which sends them here once it has committed; the saved-search alerts' job calls it
 * after its own claim (modules/savedsearches/alerts.ts).
 */
export interface Mailer {
  /**
   * Sends the mail now. A failure says whether the server certainly did not take it (isMailRefusal); a
   * template that cannot be rendered throws MailRenderError before anything is sent.
   */
  send<T extends TemplateName>(mail: MailRequest<T>): Promise<void>;
  /** The development outbox, when mails are not sent over SMTP. */
  readonly outbox: DevOutbox | undefined;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port: send for real. Without it, mails are kept in a DevOutbox. */
  smtpUrl?: string;
  from: string;
  /** Base of every link in a mail (the gateway's public address). */
  publicUrl: string;
  /** Say so in the log when a mail goes nowhere (production without SMTP_URL). */
  warnUndelivered?: boolean;
}

export function createMailer({ smtpUrl, from, publicUrl, warnUndelivered = false }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const outbox = transport ? undefined : new DevOutbox();
  return {
    outbox,
    async send({ to, lang, template, data, headers, attachments = [] }) {
      let rendered: RenderedMail;
      try {
        rendered = renderMail(template, lang, data, publicUrl);
      } catch (error) {
        throw new MailRenderError(`mail "${template}" cannot be rendered: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (transport) {
        await transport.sendMail({
          from,
          to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            content: a.contentBase64,
            encoding: 'base64',
            contentType: a.contentType,
          })),
        });
        return;
      }
      outbox!.add({
        to: to.toLowerCase(),
        lang,
        template,
        headers: headers ?? {},
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.from(a.contentBase64, 'base64').length,
        })),
        ...rendered,
      });
      if (warnUndelivered) log.warn({ template }, 'mail not delivered: SMTP_URL is not set');
    },
    async close() {
      transport?.close();
    },
  };
}
