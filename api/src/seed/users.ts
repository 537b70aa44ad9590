import { hash } from '@node-rs/argon2';
import type { Lang } from '@opengood/contracts';
import type { Db } from '../platform/db/db';
import { Random } from './prng';

// Development users, so the product can be tried signed in: a few job seekers in each language (all
// verified), one admin per seeded organisation, and one staff member. They all share DEV_PASSWORD,
// hashed once (argon2id with a fixed salt, so every run stores the same rows): development seed only.

export const DEV_PASSWORD = 'opengood-demo-2026';

export interface SeedUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  lang: Lang;
  is_staff: boolean;
  created_at: string;
}

/** The named users the README lists (and e2e tests sign in as). */
export const NAMED_USERS = {
  /** Job seeker, English. */
  jobSeeker: { email: 'jane.doe@example.org', first_name: 'Jane', last_name: 'Doe', lang: 'en' },
  /** Job seeker, Spanish: her dashboard renders in Spanish. */
  spanishSeeker: {
    email: 'lucia.fernandez@example.org',
    first_name: 'Lucía',
    last_name: 'Fernández',
    lang: 'es',
  },
  /** Job seeker, Portuguese. */
  portugueseSeeker: { email: 'joao.silva@example.org', first_name: 'João', last_name: 'Silva', lang: 'pt' },
  staff: { email: 'staff@example.org', first_name: 'Sam', last_name: 'Staff', lang: 'en' },
} as const;

/** The admin of organisation `orgId` (every seeded organisation has exactly one). */
export const orgAdminEmail = (orgId: number) => `admin${orgId}@example.org`;

const NAMES: Record<Lang, { first: string[]; last: string[] }> = {
  en: {
    first: ['Emily', 'James', 'Olivia', 'Michael', 'Grace', 'Daniel', 'Hannah', 'Samuel', 'Chloe', 'Nathan'],
    last: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Clarke', 'Walker', 'Hughes', 'Turner', 'Reed'],
  },
  es: {
    first: ['Carmen', 'Javier', 'Sofía', 'Diego', 'Valentina', 'Mateo', 'Isabel', 'Andrés', 'Paula', 'Raúl'],
    last: [
      'García',
      'Martínez',
      'López',
      'Sánchez',
      'Romero',
      'Torres',
      'Navarro',
      'Ruiz',
      'Vargas',
      'Castro',
    ],
  },
  pt: {
    first: [
      'Ana',
      'Pedro',
      'Beatriz',
      'Lucas',
      'Mariana',
      'Rafael',
      'Camila',
      'Gabriel',
      'Larissa',
      'Thiago',
    ],
    last: [
      'Santos',
      'Oliveira',
      'Souza',
      'Pereira',
      'Costa',
      'Rodrigues',
      'Almeida',
      'Lima',
      'Carvalho',
      'Ribeiro',
    ],
  },
};
const LANG_ORDER: Lang[] = ['en', 'es', 'pt'];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The seed's users: the named ones, `seekers` more job seekers (languages in turn), then one admin per
 * organisation in the organisation's language. Ids from 1, in that order.
 */
export function generateUsers(
  orgs: readonly { id: number; locale: Lang }[],
  seekers: number,
  referenceDate: number,
  seed = 7,
): { users: SeedUser[]; orgAdmins: { org_id: number; user_id: number }[] } {
  const random = new Random(seed);
  const users: SeedUser[] = [];
  const add = (u: Omit<SeedUser, 'id' | 'created_at' | 'is_staff'>, isStaff = false) => {
    const id = users.length + 1;
    const daysAgo = random.int(30, 900);
    users.push({
      ...u,
      id,
      is_staff: isStaff,
      created_at: new Date(referenceDate - daysAgo * 86_400_000).toISOString(),
    });
    return id;
  };
  for (const [key, u] of Object.entries(NAMED_USERS)) add(u, key === 'staff');
  const person = (lang: Lang) => ({
    first_name: random.pick(NAMES[lang].first),
    last_name: random.pick(NAMES[lang].last),
  });
  for (let i = 0; i < seekers; i++) {
    const lang = LANG_ORDER[i % LANG_ORDER.length]!;
    const p = person(lang);
    add({ ...p, lang, email: `${ascii(p.first_name)}.${ascii(p.last_name)}.${i + 1}@example.org` });
  }
  const orgAdmins = orgs.map((org) => ({
    org_id: org.id,
    user_id: add({ ...person(org.locale), lang: org.locale, email: orgAdminEmail(org.id) }),
  }));
  return { users, orgAdmins };
}

/** argon2id of DEV_PASSWORD with a fixed salt: the same stored hash on every run. */
export function devPasswordHash(): Promise<string> {
  return hash(DEV_PASSWORD, { salt: new TextEncoder().encode('opengood-dev-seed') });
}

/** Adds the development users when the users table is empty; returns how many it added. */
export async function seedUsers(
  tx: Db,
  { seekers, referenceDate }: { seekers: number; referenceDate: number },
): Promise<number> {
  const { rows: existing } = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any');
  if (existing[0]?.any) return 0;
  const { rows: orgs } = await tx.query<{ id: number; locale: Lang }>(
    'SELECT id, locale FROM organizations ORDER BY id',
  );
  const { users, orgAdmins } = generateUsers(orgs, seekers, referenceDate);
  const passwordHash = await devPasswordHash();
  await tx.query(
    `INSERT INTO users (id, name, email, email_verified, first_name, last_name, lang, is_staff, created_at, updated_at)
     SELECT id, first_name || ' ' || last_name, email, true, first_name, last_name, lang, is_staff, created_at, created_at
       FROM jsonb_to_recordset($1::jsonb)
         AS r(id integer, email text, first_name text, last_name text, lang text, is_staff boolean, created_at timestamptz)`,
    [JSON.stringify(users)],
  );
  // better-auth's credential account: the password hash, keyed by the user's id.
  await tx.query(
    `INSERT INTO accounts (user_id, account_id, provider_id, password, created_at, updated_at)
     SELECT id, id::text, 'credential', $1, created_at, created_at FROM users`,
    [passwordHash],
  );
  await tx.query(
    // Each seeded organisation's admin is its owner (docs/product/organisations.md#owners).
    `INSERT INTO org_admins (org_id, user_id, role)
     SELECT org_id, user_id, 'OWNER' FROM jsonb_to_recordset($1::jsonb) AS r(org_id integer, user_id integer)`,
    [JSON.stringify(orgAdmins)],
  );
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('users', 'id'), GREATEST((SELECT max(id) FROM users), 1))`,
  );
  return users.length;
}
