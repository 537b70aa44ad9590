import { LANGS } from '@opengood/contracts';
import { areaForPath, searchTypeForPath } from './areas';
import { equivalentPath } from './equivalent-path';
import { donatePath } from './paths';
import { matchStaffTabPath, STAFF_TABS, staffTabPath } from './staff-tab-paths';

describe('staff tab paths', () => {
  it('builds the prefixed, localised address with the keywords and the page', () => {
    expect(staffTabPath('en', 'INVOICES')).toBe('/en/invoices');
    expect(staffTabPath('es', 'PAYMENTS', { q: 'ana lima', page: 2 })).toBe('/es/pagos?q=ana+lima&page=2');
    expect(staffTabPath('pt', 'DONATIONS', { q: '', page: 1 })).toBe('/pt/doacoes');
    expect(staffTabPath('pt', 'USERS')).toBe('/pt/usuarios');
  });

  it.each(LANGS)('reads back every tab in %s, in the search area, not a search type', (lang) => {
    for (const tab of STAFF_TABS) {
      const path = staffTabPath(lang, tab, { q: 'x' }).split('?')[0]!;
      expect(matchStaffTabPath(path)).toEqual({ lang, tab });
      expect(matchStaffTabPath(`${path}/`)).toEqual({ lang, tab });
      expect(areaForPath(path)).toBe('search');
      expect(searchTypeForPath(path)).toBeNull();
    }
  });

  it.each(['/invoices', '/en/facturas', '/es/invoices', '/en/invoices/3', '/fr/users', donatePath('pt')])(
    '%s is no staff tab',
    (path) => {
      expect(matchStaffTabPath(path)).toBeNull();
    },
  );

  it('the language switch keeps the tab and its keywords', () => {
    expect(equivalentPath('/en/payments?q=visa', 'pt')).toBe('/pt/pagamentos?q=visa');
    expect(equivalentPath('/pt/doacoes', 'es')).toBe('/es/donaciones');
  });
});
