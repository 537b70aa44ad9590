import type { Express } from 'express';
import sharp from 'sharp';
import { ORG_DESCRIPTION_MAX_LENGTH, ORG_LOGO_MAX_BYTES, ORG_LOGO_MAX_SIDE } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { gazetteer } from '../places';

// An organisation's profile content (docs/product/organisations.md#the-organisation): its logo (uploaded,
// checked by content, resized, stored with the uploaded files, taken by the organisation when the form is
// saved), its description as rich text sanitised on the server, and its place.

let seeded: SeededApp;
let db: Db;
let app: Express;
let staff: Browser;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  staff = await signIn(app, NAMED_USERS.staff.email);
});
afterAll(() => seeded?.close());

const LOGOS = '/data/organizations/logos';
const organization = (orgId: number | string) => `/data/orgdashboard/${orgId}/organization`;
const ORG = {
  name: 'Rivers Alive',
  orgType: 'NONPROFIT',
  locale: 'pt',
  description: '<p>We restore rivers.</p>',
  website: 'https://riversalive.example.org',
  areasOfFocus: ['CLIMATE_ENVIRONMENT'],
};

const image = (format: 'png' | 'jpeg' | 'webp', width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0b6e4f' } })
    .toFormat(format)
    .toBuffer();

const logoRows = () =>
  db
    .query<{ public_id: string; owner_id: number | null }>(
      "SELECT public_id, owner_id FROM files WHERE purpose = 'ORG_LOGO' ORDER BY id",
    )
    .then((r) => r.rows);

async function upload(b: Browser, bytes: Buffer, name = 'logo.png'): Promise<{ id: string; url: string }> {
  const res = await b.post(LOGOS).attach('logo', bytes, name).expect(201);
  return res.body.data.logo;
}

describe('POST /data/organizations/logos', () => {
  it('takes a PNG, JPEG or WebP, resizes it to WebP and serves it to anyone, cached for good', async () => {
    const user = await signIn(app, NAMED_USERS.jobSeeker.email);
    for (const format of ['jpeg', 'webp', 'png'] as const) {
      const logo = await upload(user, await image(format), `logo.${format}`);
      expect(logo.url).toBe(`/data/website/org-logos/${logo.id}`);
      const served = await (await browser(app)).get(logo.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: ORG_LOGO_MAX_SIDE, height: ORG_LOGO_MAX_SIDE / 2 });
    }
    // One unused upload is kept per user: the newer replaced the older.
    const userId = await firstId(db, `SELECT id FROM users WHERE email = '${NAMED_USERS.jobSeeker.email}'`);
    expect((await logoRows()).filter((r) => r.owner_id === userId)).toHaveLength(1);
  });

  it('keeps a small logo as small as it is', async () => {
    const user = await signIn(app, NAMED_USERS.jobSeeker.email);
    const logo = await upload(user, await image('png', 64, 48));
    const served = await request(app).get(logo.url).buffer(true).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('refuses, by the logo field, what is not an image by its content, a corrupt image, a file over 2 MB and no file; nothing is stored', async () => {
    const user = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const before = await logoRows();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const notImage = await user
      .post(LOGOS)
      .attach('logo', pdf, { filename: 'logo.png', contentType: 'image/png' })
      .expect(400);
    expect(notImage.body.errors).toEqual({ logo: 'LOGO_NOT_IMAGE' });
    const script = await user
      .post(LOGOS)
      .attach('logo', Buffer.from('<svg onload="alert(1)"></svg>'), {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
      })
      .expect(400);
    expect(script.body.errors).toEqual({ logo: 'LOGO_NOT_IMAGE' });
    const png = await image('png');
    const truncated = await user.post(LOGOS).attach('logo', png.subarray(0, 60), 'logo.png').expect(400);
    expect(truncated.body.errors).toEqual({ logo: 'LOGO_CORRUPT' });
    const tooBig = Buffer.concat([png, Buffer.alloc(ORG_LOGO_MAX_BYTES + 1 - png.length)]);
    const big = await user.post(LOGOS).attach('logo', tooBig, 'big.png').expect(413);
    expect(big.body.errors).toEqual({ logo: 'LOGO_TOO_LARGE' });
    const none = await user.post(LOGOS).field('other', 'x').expect(400);
    expect(none.body.errors).toEqual({ logo: 'LOGO_REQUIRED' });
    expect(await logoRows()).toEqual(before);
    await (await browser(app)).post(LOGOS).attach('logo', png, 'logo.png').expect(401);
    expect(await logoRows()).toEqual(before);
  });

  it('answers 404 for an unknown logo, and never serves a résumé by that address', async () => {
    await request(app).get('/data/website/org-logos/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    await request(app).get('/data/website/org-logos/..%2F..%2Fetc').expect(400);
  });
});

describe('an organisation’s logo', () => {
  it('is taken at creation; the public profile and the dashboard show it; it is no user’s any more', async () => {
    const creator = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const logo = await upload(creator, await image('jpeg'));
    const res = await creator
      .post('/data/organizations')
      .send({ ...ORG, logoId: logo.id })
      .expect(201);
    const org = res.body.data.org;
    expect(org).toMatchObject({ logo: logo.url, logoId: logo.id });
    expect((await logoRows()).find((r) => r.public_id === logo.id)?.owner_id).toBeNull();
    const profile = await request(app).get(`/data/website/organizations/${org.id}`).expect(200);
    expect(profile.body.data.logo).toBe(logo.url);
    // Used once, the upload is no longer the user's to give: a second organisation cannot take it.
    const again = await creator
      .post('/data/organizations')
      .send({ ...ORG, name: 'Rivers Alive Two', logoId: logo.id })
      .expect(400);
    expect(again.body.errors).toEqual({ logoId: 'LOGO_INVALID' });
  });

  it('refuses a logo someone else uploaded (or none such), and then creates nothing', async () => {
    const uploader = await signIn(app, NAMED_USERS.jobSeeker.email);
    const theirs = await upload(uploader, await image('png'));
    const other = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations')).rows[0]!.n;
    const before = await count();
    for (const logoId of [theirs.id, 'AAAAAAAAAAAAAAAAAAAAAA', 'not an id']) {
      const res = await other
        .post('/data/organizations')
        .send({ ...ORG, logoId })
        .expect(400);
      expect(res.body.errors).toEqual({ logoId: 'LOGO_INVALID' });
    }
    expect(await count()).toBe(before);
  });

  it('is changed, kept and removed by the organisation’s admins; the replaced logo is deleted', async () => {
    const admin = await signIn(app, orgAdminEmail(7));
    const first = await upload(admin, await image('png'));
    const set = await admin
      .put(organization(7))
      .send({ ...ORG, logoId: first.id })
      .expect(200);
    expect(set.body.data.org).toMatchObject({ logo: first.url, logoId: first.id });
    // Left out or sent back as it is, the logo stays.
    const kept = await admin.put(organization(7)).send(ORG).expect(200);
    expect(kept.body.data.org.logoId).toBe(first.id);
    await admin
      .put(organization(7))
      .send({ ...ORG, logoId: first.id })
      .expect(200);
    const second = await upload(admin, await image('webp'));
    const changed = await admin
      .put(organization(7))
      .send({ ...ORG, logoId: second.id })
      .expect(200);
    expect(changed.body.data.org.logo).toBe(second.url);
    await request(app).get(first.url).expect(404);
    expect((await logoRows()).some((r) => r.public_id === first.id)).toBe(false);
    const removed = await admin
      .put(organization(7))
      .send({ ...ORG, logoId: null })
      .expect(200);
    expect(removed.body.data.org).toMatchObject({ logo: null, logoId: null });
    await request(app).get(second.url).expect(404);
  });

  it('is not changed by an admin of another organisation; staff may change it', async () => {
    const other = await signIn(app, orgAdminEmail(9));
    const logo = await upload(other, await image('png'));
    const refused = await other
      .put(organization(8))
      .send({ ...ORG, logoId: logo.id })
      .expect(403);
    expect(refused.body.errors).toEqual({ orgId: 'User is not an admin' });
    expect((await logoRows()).find((r) => r.public_id === logo.id)?.owner_id).not.toBeNull();
    const staffLogo = await upload(staff, await image('png'));
    const res = await staff
      .put(organization(8))
      .send({ ...ORG, logoId: staffLogo.id })
      .expect(200);
    expect(res.body.data.org.logo).toBe(staffLogo.url);
  });

  it('goes with the organisation when it is deleted', async () => {
    const owner = await signIn(app, orgAdminEmail(11));
    const logo = await upload(owner, await image('png'));
    const org = (
      await owner
        .put(organization(11))
        .send({ ...ORG, logoId: logo.id })
        .expect(200)
    ).body.data.org;
    await owner.delete(organization(11)).send({ confirmName: org.name }).expect(200);
    await request(app).get(logo.url).expect(404);
  });
});

describe('an organisation’s description (rich text, sanitised on the server)', () => {
  it('keeps paragraphs, lists, bold, italic and links; strips scripts, handlers, javascript: links and the rest', async () => {
    const admin = await signIn(app, orgAdminEmail(12));
    const hostile = [
      '<p onclick="steal()">We <b>grow</b> <i>food</i> &amp; <strong>hope</strong>.<script>alert(1)</script></p>',
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
      '<ul><li>Gardens</li><li><em>Kitchens</em></li></ul><ol><li>One</li></ol>',
      '<p><a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(1)">again</a>',
      '<a href="https://food.example.org/" target="_blank" style="color:red">our site</a></p>',
      '<style>body{display:none}</style><h1 class="x">Title</h1><!-- hidden -->',
    ].join('');
    const res = await admin
      .put(organization(12))
      .send({ ...ORG, description: hostile })
      .expect(200);
    const expected =
      '<p>We <strong>grow</strong> <em>food</em> &amp; <strong>hope</strong>.</p>' +
      '<ul><li>Gardens</li><li><em>Kitchens</em></li></ul><ol><li>One</li></ol>' +
      '<p><a>click</a> <a>again</a>' +
      '<a href="https://food.example.org/" rel="nofollow noopener">our site</a></p>Title';
    expect(res.body.data.org.description).toBe(expected);
    const profile = await request(app).get('/data/website/organizations/12').expect(200);
    expect(profile.body.data.description).toBe(expected);
    const stored = await db.query<{ description: string }>(
      'SELECT description FROM organizations WHERE id = 12',
    );
    expect(stored.rows[0]!.description).toBe(expected);
  });

  it('limits its text, not its markup; an empty editor is no description', async () => {
    const admin = await signIn(app, orgAdminEmail(12));
    const long = `<p>${'a'.repeat(ORG_DESCRIPTION_MAX_LENGTH + 1)}</p>`;
    const refused = await admin
      .put(organization(12))
      .send({ ...ORG, description: long })
      .expect(400);
    expect(refused.body.errors).toEqual({ description: 'ORG_DESCRIPTION_TOO_LONG' });
    const marked = `<p><strong>${'b'.repeat(ORG_DESCRIPTION_MAX_LENGTH - 10)}</strong></p>`;
    await admin
      .put(organization(12))
      .send({ ...ORG, description: marked })
      .expect(200);
    const empty = await admin
      .put(organization(12))
      .send({ ...ORG, description: '<p></p>' })
      .expect(200);
    expect(empty.body.data.org.description).toBe('');
  });
});

describe('an organisation’s place', () => {
  it('is answered to its admins by the location input’s place id, and to the public formatted', async () => {
    const admin = await signIn(app, orgAdminEmail(13));
    const placeId = await firstId(
      db,
      "SELECT id FROM places WHERE country_code = 'BR' ORDER BY population DESC LIMIT 1",
    );
    const res = await admin
      .put(organization(13))
      .send({ ...ORG, placeId: String(placeId) })
      .expect(200);
    expect(res.body.data.org.placeId).toBe(String(placeId));
    const profile = await request(app).get('/data/website/organizations/13').expect(200);
    expect(profile.body.data.location).toMatchObject({ countryCode: 'BR' });
  });

  it('takes any city the location input suggests (the gazetteer’s), not only the seeded ones; not a state or a country', async () => {
    const admin = await signIn(app, orgAdminEmail(13));
    const seeded = new Set(
      (await db.query<{ id: number }>('SELECT id FROM places')).rows.map((r) => String(r.id)),
    );
    const city = gazetteer().cities.find((c) => !seeded.has(c.id))!;
    const res = await admin
      .put(organization(13))
      .send({ ...ORG, placeId: city.id })
      .expect(200);
    // Written in the organisation's language to its admins, in the page's to the public.
    expect(res.body.data.org).toMatchObject({
      placeId: city.id,
      location: { city: city.names.pt, countryCode: city.countryCode },
    });
    for (const lang of ['en', 'es', 'pt'] as const) {
      const profile = await request(app).get(`/data/website/organizations/13?lang=${lang}`).expect(200);
      expect(profile.body.data.location.city).toBe(city.names[lang]);
    }
    await request(app).get('/data/website/organizations/13?lang=fr').expect(400);
    for (const placeId of [
      city.stateCode ? `${city.countryCode}-${city.stateCode}` : 'BR-SP',
      'BR',
      'remote',
      '999999999',
    ]) {
      const refused = await admin
        .put(organization(13))
        .send({ ...ORG, placeId })
        .expect(400);
      expect(refused.body.errors).toEqual({ placeId: 'ORG_PLACE_INVALID' });
    }
  });
});
