import express from 'express';
import { request } from '../../testing/contractRequest';
import { openAppOn, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS } from '../../seed/users';
import type { SessionUser } from '../auth';
import { errorHandler } from '../http/errorHandler';
import { DevOutbox } from './devOutbox';
import { outboxRoutes } from './outboxRoutes';

describe('the development outbox', () => {
  it('lists mails newest first and shows each with both parts, escaped', async () => {
    const outbox = new DevOutbox();
    outbox.add({
      to: 'a@example.org',
      lang: 'en',
      template: 'verifyEmail',
      subject: 'First',
      text: 'one',
      html: '<p>1</p>',
    });
    outbox.add({
      to: 'b@example.org',
      lang: 'es',
      template: 'resetPassword',
      subject: 'Second <x>',
      text: 'two & more',
      html: '<p>2</p>',
    });
    const app = express();
    app.use((req, _res, next) => {
      req.user = { id: 1, isStaff: true, adminOrgIds: [] } as unknown as SessionUser;
      next();
    });
    app.use('/data', outboxRoutes(outbox));
    app.use(errorHandler);
    const list = await request(app).get('/data/dev/outbox').expect(200);
    expect(list.text.indexOf('Second &lt;x&gt;')).toBeLessThan(list.text.indexOf('First'));
    const mail = await request(app).get('/data/dev/outbox/2').expect(200);
    expect(mail.text).toContain('two &amp; more');
    expect(mail.text).toContain('srcdoc="&lt;p&gt;2&lt;/p&gt;"');
    await request(app).get('/data/dev/outbox/3').expect(404);
    await request(app).get('/data/dev/outbox/x').expect(404);
  });

  it('keeps the latest 200', () => {
    const outbox = new DevOutbox(3);
    for (let i = 1; i <= 5; i++)
      outbox.add({ to: 'a@example.org', lang: 'en', template: 't', subject: `${i}`, text: '', html: '' });
    expect(outbox.list().map((m) => m.subject)).toEqual(['5', '4', '3']);
  });

  it('is served by the app outside production only, to staff only', async () => {
    let dev: SeededApp | undefined;
    let prod: SeededApp | undefined;
    try {
      dev = await openSeededApp();
      await request(dev.app).get('/data/dev/outbox').expect(401);
      await (await signIn(dev.app, NAMED_USERS.jobSeeker.email)).get('/data/dev/outbox').expect(403);
      await (await signIn(dev.app, NAMED_USERS.staff.email)).get('/data/dev/outbox').expect(200);
      prod = await openAppOn(dev.db, { production: true });
      await request(prod.app).get('/data/dev/outbox').expect(404);
    } finally {
      await prod?.close();
      await dev?.close();
    }
  });
});
