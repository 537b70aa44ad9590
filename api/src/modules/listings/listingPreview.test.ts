import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import type { Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { orgAdminEmail } from '../../seed/users';

// The admins' preview (MINIMAL handler, listingPreview.ts): a draft shows as its page will look, with its
// state; every answer is checked against listingPreviewSchema by the contract check.

let seeded: SeededApp;
let db: Db;
let app: Express;
let admin: Browser;
const ORG = 3;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  admin = await signIn(app, orgAdminEmail(ORG));
});
afterAll(() => seeded?.close());

const listings = `/data/orgdashboard/${ORG}/listings`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

it('shows a draft as its published page, with its state; another organisation’s listing is not found', async () => {
  const draft = await admin
    .post(listings)
    .send({
      listingType: 'JOB',
      title: 'Coordenadora de programas',
      description: '<p>Coordene nossos programas.</p>',
      locale: 'pt',
      locationType: 'REMOTE',
      applyMethod: 'SITE',
      deadline: inDays(30),
    })
    .expect(201);
  const id = draft.body.data.id as number;
  const res = await admin.get(`${listings}/${id}/preview`).expect(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.body.data).toMatchObject({
    status: 'DRAFT',
    listing: {
      type: 'JOB',
      listingType: 'JOB',
      id,
      title: 'Coordenadora de programas',
      locationType: 'REMOTE',
    },
  });

  const { rows } = await db.query<{ id: number }>('SELECT id FROM listings WHERE org_id <> $1 LIMIT 1', [
    ORG,
  ]);
  await admin.get(`${listings}/${rows[0]!.id}/preview`).expect(404);
});
