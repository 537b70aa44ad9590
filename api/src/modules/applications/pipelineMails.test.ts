import { LANGS } from '@opengood/contracts';
import { renderMail } from '../../platform/mail';

// The rejection mail of the applicant pipeline as rendered (its delivery is tested in pipelineRoutes.test.ts).

const PUBLIC = 'https://opengood.example';
const data = { firstName: 'Lucía', orgName: 'Green Futures', listingTitle: 'Program <Manager>' };

describe('applicationRejected', () => {
  it('tells the applicant courteously, in their language, with a link to their applications', () => {
    const es = renderMail('applicationRejected', 'es', { ...data, kind: 'APPLICATION' }, PUBLIC);
    expect(es.subject).toBe('Tu candidatura a Program <Manager>');
    expect(es.text).toContain('Lucía');
    expect(es.text).toContain('Gracias por postularte a «Program <Manager>» en Green Futures');
    expect(es.text).toContain(`${PUBLIC}/dashboard/application-history`);
    expect(es.html).toContain('Program &lt;Manager&gt;');
    expect(es.html).not.toContain('<Manager>');
    const pt = renderMail('applicationRejected', 'pt', { ...data, kind: 'APPLICATION' }, PUBLIC);
    expect(pt.subject).toBe('Sua candidatura para Program <Manager>');
    const en = renderMail('applicationRejected', 'en', { ...data, kind: 'APPLICATION' }, PUBLIC);
    expect(en.text).toContain('has decided not to move forward with your application this time');
  });

  it('has its own words for a volunteer offer and an event place, in every language', () => {
    for (const lang of LANGS) {
      const mails = (['APPLICATION', 'INTEREST', 'ATTENDANCE'] as const).map((kind) =>
        renderMail('applicationRejected', lang, { ...data, kind }, PUBLIC),
      );
      expect(new Set(mails.map((m) => m.subject)).size).toBe(3);
      expect(new Set(mails.map((m) => m.text)).size).toBe(3);
    }
  });
});
