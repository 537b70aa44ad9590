import { billingAddressRequestSchema } from './billing';

const ADDRESS = { name: 'Amigos da Terra', line1: 'Rua das Flores 12', city: 'Porto Alegre', country: 'BR' };
const codeOf = (body: unknown, field: string) =>
  billingAddressRequestSchema.safeParse(body).error?.issues.find((i) => i.path[0] === field)?.message;

describe('billingAddressRequestSchema', () => {
  it('takes a blank, null or absent billing email as none (a form’s empty optional field)', () => {
    for (const email of ['', null, undefined])
      expect(billingAddressRequestSchema.parse({ ...ADDRESS, email }).email).toBeNull();
    expect(billingAddressRequestSchema.parse({ ...ADDRESS, email: 'pay@example.org' }).email).toBe(
      'pay@example.org',
    );
  });

  it('refuses what is not an email address, and the usual required fields by code', () => {
    expect(codeOf({ ...ADDRESS, email: 'nope' }, 'email')).toBe('EMAIL_INVALID');
    expect(codeOf({ ...ADDRESS, name: ' ' }, 'name')).toBe('REQUIRED');
    expect(codeOf({ ...ADDRESS, country: 'Brasil' }, 'country')).toBe('COUNTRY_INVALID');
  });
});
