import { LANGS } from '@opengood/contracts';
import { renderMail } from '../../platform/mail';

// The application mails as rendered (delivery over SMTP is tested in applicationRoutes.test.ts).

const PUBLIC = 'https://opengood.example';
const received = {
  firstName: 'Ana',
  orgId: 7,
  orgName: 'Green Futures',
  listingTitle: 'Program <Manager>',
  applicantName: 'Jane Doe',
  applicantEmail: 'jane@example.org',
  coverLetter: 'First paragraph.\n\nSecond & last.',
  answers: [{ prompt: 'Why us?', answer: 'Your mission.' }],
  resumePath: '/data/resumes/q3Vh2l0Zr8mXk1bS9pWcDg',
  resumeName: 'Jane Doe CV.pdf',
  unsubscribePath: '/unsubscribe/org/7/applications-received/2/1700000000?sig=abc',
};

describe('applicationReceived', () => {
  it('gives the admin the applicant, the cover letter as written, the answers, the résumé and the dashboard', () => {
    const mail = renderMail('applicationReceived', 'en', { ...received, kind: 'APPLICATION' }, PUBLIC);
    expect(mail.subject).toBe('New application: Program <Manager>');
    expect(mail.text).toContain('Jane Doe (jane@example.org) applied to “Program <Manager>”');
    expect(mail.text).toContain('First paragraph.\n\nSecond & last.');
    expect(mail.text).toContain('Why us?');
    expect(mail.text).toContain('Your mission.');
    expect(mail.text).toContain(`${PUBLIC}/data/resumes/q3Vh2l0Zr8mXk1bS9pWcDg`);
    expect(mail.text).toContain(`${PUBLIC}/admin/7`);
    // Escaped in HTML, with the letter's line breaks kept.
    expect(mail.html).toContain('Program &lt;Manager&gt;');
    expect(mail.html).toContain('white-space: pre-line;">Jane Doe');
    expect(mail.html).toContain('First paragraph.\n\nSecond &amp; last.');
    expect(mail.html).not.toContain('<Manager>');
    // The footer's link stops these notices for this organisation only.
    expect(mail.text).toContain(`Unsubscribe from these emails: ${PUBLIC}${received.unsubscribePath}`);
    expect(mail.html).toContain(`href="${PUBLIC}${received.unsubscribePath}"`);
  });

  it('says "interested" or "will attend" for volunteer opportunities and events, in every language', () => {
    for (const lang of LANGS) {
      const subjects = (['APPLICATION', 'INTEREST', 'ATTENDANCE'] as const).map(
        (kind) =>
          renderMail(
            'applicationReceived',
            lang,
            { ...received, kind, coverLetter: null, answers: [] },
            PUBLIC,
          ).subject,
      );
      expect(new Set(subjects).size).toBe(3);
    }
    expect(
      renderMail('applicationReceived', 'es', { ...received, kind: 'INTEREST', coverLetter: null }, PUBLIC)
        .subject,
    ).toBe('Jane Doe está interesado/a en Program <Manager>');
  });
});

describe('applicationConfirmation', () => {
  it('confirms in the applicant’s language with a link to the listing', () => {
    const data = {
      firstName: 'João',
      orgName: 'Green Futures',
      listingTitle: 'Mutirão',
      listingPath: '/pt/evento/9-mutirao',
      unsubscribePath: '/unsubscribe/application-confirmations/4/1700000000?sig=abc',
    };
    const pt = renderMail('applicationConfirmation', 'pt', { ...data, kind: 'ATTENDANCE' }, PUBLIC);
    expect(pt.subject).toBe('Você vai participar de Mutirão');
    expect(pt.text).toMatch(/^Olá/);
    expect(pt.text).toContain(`${PUBLIC}/pt/evento/9-mutirao`);
    expect(pt.text).toContain(`Cancelar o recebimento destes e-mails: ${PUBLIC}${data.unsubscribePath}`);
    const en = renderMail('applicationConfirmation', 'en', { ...data, kind: 'APPLICATION' }, PUBLIC);
    expect(en.subject).toBe('Your application to Mutirão was sent');
  });
});
