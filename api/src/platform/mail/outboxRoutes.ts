import { Router } from 'express';
import { NotFoundError } from '../../domain/errors';
import { requireStaff } from '../auth/guards';
import type { DevOutbox, OutboxMail } from './devOutbox';

// GET /data/dev/outbox: the development outbox as HTML pages, mounted only when no SMTP_URL is set and
// NODE_ENV is development or test (elsewhere the address answers the JSON 404 like any unknown one), and
// shown to staff only: the mails carry other people's reset and verification links.

export const OUTBOX_PATH = '/dev/outbox';

const e = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}td,th{padding:.3rem .8rem;text-align:left}
pre{background:#f4f4f4;padding:1rem;white-space:pre-wrap}iframe{width:100%;height:32rem;border:1px solid #ccc}</style>
</head><body>${body}</body></html>`;

function listPage(mails: readonly OutboxMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${m.sentAt.toISOString()}</td><td>${e(m.to)}</td><td>${m.lang}</td>` +
        `<td><a href="outbox/${m.id}">${e(m.subject)}</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Development outbox',
    `<h1>Development outbox</h1><p>Mails the api would have sent (no SMTP_URL set), newest first.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Lang</th><th>Subject</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}
</tbody></table>`,
  );
}

function mailPage(m: OutboxMail): string {
  const files = (m.attachments ?? [])
    .map((f) => `<li>${e(f.filename)} (${e(f.contentType)}, ${f.size} bytes)</li>`)
    .join('');
  return page(
    m.subject,
    `<p><a href="../outbox">All mails</a></p><h1>${e(m.subject)}</h1>
<p>To ${e(m.to)} · ${m.lang} · ${e(m.template)} · ${m.sentAt.toISOString()}</p>
<h2>HTML part</h2><iframe sandbox srcdoc="${e(m.html)}"></iframe>
<h2>Plain-text part</h2><pre>${e(m.text)}</pre>${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ''}`,
  );
}

export function outboxRoutes(outbox: DevOutbox): Router {
  const router = Router();
  router.use(OUTBOX_PATH, requireStaff);
  router.get(OUTBOX_PATH, (_req, res) => {
    res.type('html').send(listPage(outbox.list()));
  });
  router.get(`${OUTBOX_PATH}/:id`, (req, res) => {
    const mail = /^\d+$/.test(req.params.id) ? outbox.get(Number(req.params.id)) : undefined;
    if (!mail) throw new NotFoundError({ id: 'No mail with this id' });
    res.type('html').send(mailPage(mail));
  });
  return router;
}
