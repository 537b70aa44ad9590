import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { LANGS } from '@opengood/contracts';
import { browser } from '../../testing/contractRequest';
import { openSeededApp, type SeededApp } from '../../testing/seededApp';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { createMailer } from './mailer';
import { isMailRefusal, MailRenderError } from './refusal';
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
  orgInvite: {
    inviteId: 'tok_123',
    orgName: 'Green Futures',
    inviterName: 'Ana Admin',
    expiresOn: '9 December 2026',
  },
  adminRequested: {
    firstName: 'Ana',
    orgId: 7,
    orgName: 'Green Futures',
    requesterName: 'Jane Doe',
    requesterEmail: 'tok_123@example.org',
    unsubscribePath: '/unsubscribe/org/7/team-changes/2/1700000000?sig=abc',
  },
  teamChanged: {
    firstName: 'Ana',
    orgId: 7,
    orgName: 'Green Futures',
    change: 'INVITE_SENT',
    actorName: 'Ana Admin',
    subjectName: 'tok_123@example.org',
    inviteDays: 14,
    unsubscribePath: '/unsubscribe/org/7/team-changes/2/1700000000?sig=abc',
  },
  applicationsDigest: {
    firstName: 'Ana',
    orgId: 7,
    orgName: 'Green Futures',
    count: 2,
    applications: [
      { title: 'Jane Doe · Program Manager', path: '/admin/7/applications/31', detail: '25 Nov, 14:05 UTC' },
      { title: 'tok_123 · Night nurse', path: '/admin/7/applications/30', detail: '25 Nov, 09:12 UTC' },
    ],
    unsubscribePath: '/unsubscribe/org/7/applications-digest/2/1700000000?sig=abc',
  },
  adminRequestAnswered: {
    firstName: 'Jane',
    approved: true,
    orgId: 7,
    orgName: 'tok_123',
    profilePath: '/en/nonprofit/7-tok-123',
  },
  applicationRejected: {
    firstName: 'Ana',
    kind: 'APPLICATION',
    orgName: 'Green Futures',
    listingTitle: 'tok_123',
  },
  recommendedCandidates: {
    firstName: 'Ana',
    orgId: 7,
    listingId: 12,
    listingType: 'JOB',
    listingTitle: 'tok_123',
    count: 2,
    candidates: [
      {
        title: 'Beatriz Costa',
        path: '/admin/7/jobs/12/recommended-candidates/40',
        detail: 'Program management',
      },
    ],
    unsubscribePath: '/unsubscribe/org/7/applications-received/2/1700000000?sig=abc',
  },
  gradFairInvite: {
    firstName: 'Ana',
    orgId: 7,
    orgName: 'Green Futures',
    inviteId: 12,
    fairName: 'tok_123',
    startsOn: 'Monday, December 14, 2026 at 10:00 AM',
    city: 'New York, NY, United States',
  },
  donationReceipt: {
    firstName: 'Ana',
    donationId: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
    receiptNumber: 'tok_123',
    amount: 'R$ 50,00',
    date: '26 de novembro de 2026',
  },
  savedSearchAlert: {
    firstName: 'Ana',
    savedSearchId: 4,
    searchName: 'tok_123',
    listings: [
      { title: 'Night nurse', path: '/en/job/9-night-nurse', detail: 'Care Org · Toronto, ON, Canada' },
    ],
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
    expect(mail.html).toContain(
      `${PUBLIC}/unsubscribe/saved-search-4/2/1700000000?sig=abc`.replace(/&/g, '&amp;'),
    );
  });

  it('tells an admin of a team change by its variant, in their language, with its org unsubscribe link', () => {
    const data = SAMPLE_DATA.teamChanged as never;
    const en = renderMail('teamChanged', 'en', data, PUBLIC);
    expect(en.subject).toBe('Ana Admin invited tok_123@example.org to Green Futures');
    expect(en.text).toContain('The invitation works for 14 days.');
    expect(en.text).toContain(`${PUBLIC}/admin/7/admins`);
    expect(en.text).toContain(`${PUBLIC}/unsubscribe/org/7/team-changes/2/1700000000?sig=abc`);
    const removed = { ...(SAMPLE_DATA.teamChanged as object), change: 'ADMIN_REMOVED', subjectName: 'Jo' };
    expect(renderMail('teamChanged', 'es', removed as never, PUBLIC).subject).toBe(
      'Jo ya no administra Green Futures',
    );
    expect(renderMail('teamChanged', 'pt', removed as never, PUBLIC).subject).toBe(
      'Jo não administra mais Green Futures',
    );
  });

  it('counts the digest’s applications in each language, and says when the list was cut', () => {
    const data = SAMPLE_DATA.applicationsDigest as { count: number };
    const es = renderMail('applicationsDigest', 'es', data as never, PUBLIC);
    expect(es.subject).toBe('2 postulaciones nuevas para Green Futures');
    for (const part of [es.text, es.html]) {
      expect(part).toContain('Jane Doe · Program Manager');
      expect(part).toContain(`${PUBLIC}/admin/7/applications/31`);
      expect(part).toContain('Darse de baja de estos correos');
    }
    expect(es.text).not.toContain('las primeras');
    const one = {
      ...data,
      count: 1,
      applications: [(data as never as { applications: object[] }).applications[0]],
    };
    expect(renderMail('applicationsDigest', 'pt', one as never, PUBLIC).subject).toBe(
      '1 nova candidatura para Green Futures',
    );
    const cut = renderMail('applicationsDigest', 'en', { ...data, count: 75 } as never, PUBLIC);
    expect(cut.subject).toBe('75 new applications to Green Futures');
    expect(cut.text).toContain('The first 2 are listed here; the dashboard has them all.');
  });

  it('tells the person who asked to administer an organisation the answer: approved, or rejected', () => {
    const approved = renderMail(
      'adminRequestAnswered',
      'es',
      SAMPLE_DATA.adminRequestAnswered as never,
      PUBLIC,
    );
    expect(approved.subject).toBe('Ya eres administrador/a de tok_123');
    expect(approved.text).toContain(`Abrir el panel de tok_123:\n${PUBLIC}/admin/7\n`);
    const rejected = renderMail(
      'adminRequestAnswered',
      'pt',
      { ...(SAMPLE_DATA.adminRequestAnswered as object), approved: false } as never,
      PUBLIC,
    );
    expect(rejected.subject).toBe('Seu pedido para administrar tok_123 foi recusado');
    expect(rejected.text).toContain(`Ver o perfil de tok_123:\n${PUBLIC}/en/nonprofit/7-tok-123\n`);
    expect(rejected.text).not.toContain('/admin/7');
  });

  it('escapes names in the HTML part and leaves them as written in the text part', () => {
    const mail = renderMail('resetPassword', 'en', { firstName: '<b>Tom & "Jerry"</b>', token: 't' }, PUBLIC);
    expect(mail.html).toContain('Hello &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Tom');
    expect(mail.text).toContain('Hello <b>Tom & "Jerry"</b>,');
  });
});

describe('the mailer over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  const mailer = () =>
    createMailer({ smtpUrl: sink.url, from: 'OpenGood <no-reply@opengood.test>', publicUrl: PUBLIC });
  const reset = (to: string) =>
    ({ to, lang: 'pt', template: 'resetPassword', data: { firstName: 'Ana', token: 'abc' } }) as const;

  it('sends a multipart mail with a plain-text part', async () => {
    const sending = mailer();
    expect(sending.outbox).toBeUndefined();
    await sending.send(reset('ana@example.org'));
    await sending.close();
    const mail = sink.mails.at(-1)!;
    expect(mail.to).toEqual(['ana@example.org']);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
  });

  it('tells a refusal (nothing was sent) from a failure that may have handed the mail over', async () => {
    const failure = async (send: () => Promise<void>) => {
      try {
        await send();
      } catch (error) {
        return error;
      }
      throw new Error('the send did not fail');
    };
    // The server refuses the recipient (550): certainly not delivered.
    sink.refused.add('refused@example.org');
    const sending = mailer();
    expect(isMailRefusal(await failure(() => sending.send(reset('refused@example.org'))))).toBe(true);
    // Nobody listens there: never connected.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x@opengood.test',
      publicUrl: PUBLIC,
    });
    expect(isMailRefusal(await failure(() => nowhere.send(reset('anyone@example.org'))))).toBe(true);
    // The message went over, then the connection dropped before the server answered: it may have been taken.
    sink.dropped.add('dropped@example.org');
    const dropped = await failure(() => mailer().send(reset('dropped@example.org')));
    expect(sink.mailsTo('dropped@example.org')).toHaveLength(1);
    expect(isMailRefusal(dropped)).toBe(false);
    // A template that cannot be rendered never leaves.
    const broken = await failure(() =>
      sending.send({ ...reset('x@example.org'), template: 'nope' } as unknown as ReturnType<typeof reset>),
    );
    expect(broken).toBeInstanceOf(MailRenderError);
    await sending.close();
  });

  it('mails a new account its verification link in the account’s language (the app over SMTP)', async () => {
    let seeded: SeededApp | undefined;
    try {
      seeded = await openSeededApp({ smtpUrl: sink.url });
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
      // The outbox delivers on the job queue (the server's workers; here, a drain).
      await seeded.accounts.jobs.drain();
      const [mail] = sink.mailsTo('carmen@example.org');
      expect(mail).toBeDefined();
      expect(mail!.plainText).toContain('Hola, Carmen:');
      expect(mail!.plainText).toContain('Confirmar mi correo electrónico');
      expect(mail!.plainText).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
      // Without the development outbox, its page does not exist.
      await b.get('/data/dev/outbox').expect(404);
    } finally {
      await seeded?.close();
    }
  });
});
