import {
  ORG_DESCRIPTION_MAX_LENGTH,
  ORG_ERROR_CODES,
  orgRequestSchema,
  orgParamsSchema,
  selectOrganizationRequestSchema,
} from './orgs';
import { richTextLength, richTextToPlain } from './richText';

const valid = {
  name: '  Green Futures ',
  orgType: 'NONPROFIT',
  locale: 'es',
  description: 'We plant trees.',
  areasOfFocus: ['CLIMATE_ENVIRONMENT'],
};

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('orgRequestSchema', () => {
  it('reads an organisation, trimmed, an empty website as none', () => {
    const parsed = orgRequestSchema.parse({ ...valid, website: '' });
    expect(parsed).toMatchObject({
      name: 'Green Futures',
      website: null,
      areasOfFocus: ['CLIMATE_ENVIRONMENT'],
    });
    expect(orgRequestSchema.parse({ ...valid, website: 'https://green.org' }).website).toBe(
      'https://green.org',
    );
  });

  it('refuses each field with its code', () => {
    const r = orgRequestSchema.safeParse({
      name: 'x',
      orgType: 'CHARITY',
      locale: 'fr',
      description: 'a'.repeat(5001),
      website: 'ftp://x.org',
      areasOfFocus: ['NOPE'],
      placeId: '../x',
      logoId: '../../etc/passwd',
    });
    expect(errorsOf(r)).toEqual({
      name: ORG_ERROR_CODES.ORG_NAME_LENGTH,
      orgType: ORG_ERROR_CODES.ORG_TYPE_INVALID,
      locale: ORG_ERROR_CODES.ORG_LOCALE_INVALID,
      description: ORG_ERROR_CODES.ORG_DESCRIPTION_TOO_LONG,
      website: ORG_ERROR_CODES.ORG_WEBSITE_INVALID,
      areasOfFocus: ORG_ERROR_CODES.ORG_AREAS_INVALID,
      placeId: ORG_ERROR_CODES.ORG_PLACE_INVALID,
      logoId: ORG_ERROR_CODES.LOGO_INVALID,
    });
  });

  it('limits the description’s text, not its markup, and takes a logo id, or null to remove it', () => {
    const text = 'a'.repeat(ORG_DESCRIPTION_MAX_LENGTH);
    expect(
      orgRequestSchema.safeParse({ ...valid, description: `<p><strong>${text}</strong></p>` }).success,
    ).toBe(true);
    expect(errorsOf(orgRequestSchema.safeParse({ ...valid, description: `<p>${text}!</p>` }))).toEqual({
      description: ORG_ERROR_CODES.ORG_DESCRIPTION_TOO_LONG,
    });
    expect(orgRequestSchema.parse({ ...valid, logoId: 'AbCdEfGhIjKlMnOpQrSt_-' }).logoId).toBe(
      'AbCdEfGhIjKlMnOpQrSt_-',
    );
    expect(orgRequestSchema.parse({ ...valid, logoId: null }).logoId).toBeNull();
    expect(orgRequestSchema.parse(valid).logoId).toBeUndefined();
  });
});

describe('richTextLength', () => {
  it('counts what a reader sees: tags left out, references decoded, a block break as one character', () => {
    expect(richTextLength('<p>a &amp; b</p><ul><li>c</li><li>d&#233;</li></ul>')).toBe('a & b\nc\ndé'.length);
    expect(richTextToPlain('<p>one<br />two</p><p>three</p>')).toBe('one\ntwo\nthree');
    expect(richTextLength('')).toBe(0);
  });

  it('takes at most five areas of focus', () => {
    const six = [
      'CLIMATE_ENVIRONMENT',
      'EDUCATION',
      'HEALTH_MEDICINE',
      'ARTS_CULTURE',
      'HUMAN_RIGHTS',
      'HOUSING_HOMELESSNESS',
    ];
    expect(errorsOf(orgRequestSchema.safeParse({ ...valid, areasOfFocus: six }))).toEqual({
      areasOfFocus: ORG_ERROR_CODES.ORG_AREAS_INVALID,
    });
  });
});

describe('organisation ids', () => {
  it('answers a malformed org id with Invalid org id', () => {
    expect(errorsOf(orgParamsSchema.safeParse({ orgId: '0' }))).toEqual({ orgId: 'Invalid org id' });
    expect(errorsOf(selectOrganizationRequestSchema.safeParse({ orgId: 'x' }))).toEqual({
      orgId: 'Invalid org id',
    });
    expect(orgParamsSchema.parse({ orgId: '12' })).toEqual({ orgId: 12 });
  });
});
