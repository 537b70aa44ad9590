import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { LANGS } from '@opengood/contracts';
import { browser } from '../../testing/contractRequest';
import { openSeededApp, type SeededApp } from '../../testing/seededApp';
import { createMailer } from './mailer';
import { renderMail } from './render';
import { MAIL_TEMPLATES, type TemplateName } from './templates';

const PUBLIC = 'https://opengood.example';

/** Data for templates that are not account mails (those take a name and a token). */
const SAMPLE_DATA: Partial<Record<TemplateName, object>> = {
  applicationReceived: {
    firstName: 'Ana',
    kind: 'APPLICATION',
    orgId: 7,
    orgName: 'Green Futures',
    listingTitle: 'Program Manager',
    applicantName: 'Jane Doe',
    applicantEmail: 'jane@example.org',
    coverLetter: 'tok_123',
    answers: [{ prompt: 'Why us?', answer: 'Your mission.' }],
    resumePath: '/data/resumes/3',
    resumeName: 'cv.pdf',
  },
  applicationConfirmation: {
    firstName: 'Ana',
    kind: 'INTEREST',
    orgName: 'Green Futures',
    listingTitle: 'tok_123',
    listingPath: '/en/volunteer-opportunity/3-tree-planting',
  },
  savedSearchAlert: {
    firstName: 'Ana',
    savedSearchId: 4,
    searchName: 'tok_123',
    listings: [{ title: 'Night nurse', path: '/en/job/9-night-nurse', detail: 'Care Org · Toronto, ON, Canada' }],
    unsubscribePath: '/unsubscribe/saved-search-4/2/1700000000?sig=abc',
  },
};

describe('mail templates', () => {
  it('renders every template in every language, with a text and an HTML part and the same link', () => {
    for (const template of Object.keys(MAIL_TEMPLATES) as TemplateName[]) {
      const subjects = new Set<string>();
      for (const lang of LANGS) {
        const data = SAMPLE_DATA[template] ?? { firstName: 'Ana', token: 'tok_123' };
        const mail = renderMail(template, lang, data as never, PUBLIC);
        subjects.add(mail.subject);
        expect(mail.text).toContain(`${PUBLIC}/`);
        expect(mail.text).toContain('tok_123');
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.text).not.toMatch(/\{\{|<\w/);
      }
      expect(subjects.size).toBe(LANGS.length);
    }
    expect(renderMail('verifyEmail', 'en', { firstName: null, token: 't' }, PUBLIC).text).toMatch(
      /^Hello,\n/,
    );
  });

  it('lists an alert’s listings and its unsubscribe link in both parts', () => {
    const mail = renderMail('savedSearchAlert', 'pt', SAMPLE_DATA.savedSearchAlert as never, PUBLIC);
    expect(mail.subject).toBe('Novos anúncios para “tok_123”');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Night nurse');
      expect(part).toContain(`${PUBLIC}/en/job/9-night-nurse`);
      expect(part).toContain('Care Org · Toronto, ON, Canada');
      expect(part).toContain(`${PUBLIC}/saved-searches/4`);
      expect(part).toContain('Cancelar o recebimento destes e-mails');
    }
    expect(mail.text).toContain(`${PUBLIC}/unsubscribe/saved-search-4/2/1700000000?sig=abc`);
    expect(mail.html).toContain(`${PUBLIC}/unsubscribe/saved-search-4/2/1700000000?sig=abc`.replace(/&/g, '&amp;'));
  });

  it('escapes names in the HTML part and leaves them as written in the text part', () => {
    const mail = renderMail('resetPassword', 'en', { firstName: '<b>Tom & "Jerry"</b>', token: 't' }, PUBLIC);
    expect(mail.html).toContain('Hello &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Tom');
    expect(mail.text).toContain('Hello <b>Tom & "Jerry"</b>,');
  });
});

describe('the mailer over SMTP', () => {
  let server: SMTPServer;
  let port: number;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a multipart mail with a plain-text part', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'OpenGood <no-reply@opengood.test>',
      publicUrl: PUBLIC,
    });
    expect(mailer.outbox).toBeUndefined();
    await mailer.send({
      to: 'ana@example.org',
      lang: 'pt',
      template: 'resetPassword',
      data: { firstName: 'Ana', token: 'abc' },
    });
    await mailer.close();
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['ana@example.org']);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
  });

  it('mails a new account its verification link in the account’s language (the app over SMTP)', async () => {
    let seeded: SeededApp | undefined;
    try {
      seeded = await openSeededApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
      const b = await browser(seeded.app);
      await b
        .post('/data/website/signup')
        .send({
          email: 'carmen@example.org',
          password: 'a long walk in the park',
          firstName: 'Carmen',
          lastName: 'Ruiz',
          lang: 'es',
        })
        .expect(201);
      const mail = received.find((m) => m.to.includes('carmen@example.org'))!;
      expect(mail).toBeDefined();
      const text = plainTextPart(mail.raw);
      expect(text).toContain('Hola, Carmen:');
      expect(text).toContain('Confirmar mi correo electrónico');
      expect(text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
      // Without the development outbox, its page does not exist.
      await b.get('/data/dev/outbox').expect(404);
    } finally {
      await seeded?.close();
    }
  });
});

/** The decoded text/plain part of a raw MIME message (quoted-printable, as nodemailer writes it). */
function plainTextPart(raw: string): string {
  const match =
    /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  if (!match) throw new Error('no text/plain part');
  const [, encoding, body] = match;
  if (encoding!.toLowerCase() !== 'quoted-printable') return body!;
  const bytes = body!
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
