import { MAX_AMOUNT, MIN_DONATION } from '@opengood/contracts';
import { amountProblem, suggestedAmounts, visitorCurrency } from './donationAmount';

describe('visitorCurrency', () => {
  it("is the known country's billing currency", () => {
    expect(visitorCurrency('BR', 'en')).toBe('BRL');
    expect(visitorCurrency('ES', 'es')).toBe('EUR');
    expect(visitorCurrency('MX', 'es')).toBe('MXN');
    expect(visitorCurrency('AR', 'es')).toBe('USD');
    expect(visitorCurrency('PT', 'pt')).toBe('EUR');
  });

  it("is the language's when the country is unknown", () => {
    expect(visitorCurrency(null, 'en')).toBe('USD');
    expect(visitorCurrency(undefined, 'es')).toBe('USD');
    expect(visitorCurrency(null, 'pt')).toBe('BRL');
  });
});

describe('suggestedAmounts', () => {
  it('are the suggested major amounts in minor units', () => {
    expect(suggestedAmounts('BRL', 'pt')).toEqual([5000, 10000, 25000, 50000]);
    expect(suggestedAmounts('MXN', 'es')).toEqual([20000, 50000, 100000, 250000]);
  });
});

describe('amountProblem', () => {
  it.each([
    [null, 'REQUIRED'],
    [Number.NaN, 'AMOUNT_INVALID'],
    [0, 'AMOUNT_INVALID'],
    [-500, 'AMOUNT_INVALID'],
    [12.5, 'AMOUNT_INVALID'],
    [MIN_DONATION - 1, 'AMOUNT_TOO_SMALL'],
    [MAX_AMOUNT + 1, 'AMOUNT_TOO_LARGE'],
    [MIN_DONATION, null],
    [MAX_AMOUNT, null],
    [5000, null],
  ])('%s → %s', (minor, problem) => {
    expect(amountProblem(minor)).toBe(problem);
  });
});
