import { useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Lang } from '@opengood/contracts';
import { salaryPath } from '@opengood/routes';
import { Box, Field, Heading, Label, Select, Text } from '@opengood/design-system';
import {
  Link,
  formatMoney,
  useAppSelector,
  useLang,
  useNavigate,
  type PageFrameProps,
  type PageViewProps,
} from '@opengood/platform';
import { SalaryLayout } from '../pages/SalaryLayout';
import type { en } from '../../i18n/en';
import { explorerCountry, explorerUrlFor, type SalarySummary } from './salaryApi';
import { selectCountryCodes, selectFunctionRows } from './explorerSelectors';

/** What an explorer URL names: a country, or none (then the page language's main country). */
export interface ExplorerParams {
  queryCountry: string | null;
}

/** The country beside its label, on one line, the select as wide as its longest name. */
const CountryField = styled(Field)`
  display: flex;
  align-items: center;
  gap: 8px;
  ${Label} {
    margin: 0;
    font-weight: normal;
  }
  select {
    width: auto;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 16px 0 8px;
  div {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[1]}px;
    padding: 12px 16px;
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes[1]}px;
  }
  dd {
    margin: 4px 0 0;
    font-size: ${(p) => p.theme.fontSizes[5]}px;
    font-weight: 700;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const DISPLAY_LOCALES: Readonly<Record<Lang, string>> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };

function useCountryNames(lang: Lang) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([DISPLAY_LOCALES[lang]], { type: 'region', fallback: 'code' });
    return (code: string) => names.of(code) ?? code;
  }, [lang]);
}

/** The explorer around its figures: heading, introduction and the country select, kept while loading. */
export function ExplorerFrame({ params, url, children }: PageFrameProps<ExplorerParams>) {
  const { t } = useTranslation('salary');
  const lang = useLang();
  const navigate = useNavigate();
  const country = explorerCountry(params.queryCountry, lang);
  const codes = useAppSelector((state) => selectCountryCodes(state, country));
  const countryName = useCountryNames(lang);
  const options = useMemo(
    () =>
      codes
        .map((code) => ({ value: code, label: countryName(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, DISPLAY_LOCALES[lang])),
    [codes, countryName, lang],
  );
  // The country is part of the URL: picking one navigates, and the page model loads its figures.
  const onCountry = (e: ChangeEvent<HTMLSelectElement>) => navigate(explorerUrlFor(url, e.target.value));

  return (
    <SalaryLayout current="explore">
      <Heading data-testid="salary-explorer">{t('explorer.heading')}</Heading>
      <Text color="muted" mb={4} style={{ maxWidth: '72ch' }}>
        {t('explorer.intro')}
      </Text>
      <CountryField label={t('explorer.country')}>
        <Select
          name="country"
          value={country}
          options={options}
          onChange={onCountry}
          data-testid="country-select"
        />
      </CountryField>
      {children}
    </SalaryLayout>
  );
}

/** The figures of one country: quartiles overall and by job function. */
export function ExplorerSummary({ params, data: summary }: PageViewProps<ExplorerParams, SalarySummary>) {
  const { t, i18n } = useTranslation('salary');
  const lang = useLang();
  const country = explorerCountry(params.queryCountry, lang);
  const countryName = useCountryNames(lang);
  const rows = selectFunctionRows(summary);
  const currency = summary.currency;
  const money = (amount: number | null) =>
    amount === null || !currency ? '—' : formatMoney(amount, currency, lang);

  if (summary.count === 0 || summary.median === null || !currency)
    return <Text data-testid="salary-empty">{t('explorer.noData', { country: countryName(country) })}</Text>;
  return (
    <Box data-testid="salary-summary">
      <Heading as="h2" fontSize={4}>
        {t('explorer.overallHeading', { country: countryName(country) })}
      </Heading>
      <Stats>
        <div>
          <dt>{t('explorer.median')}</dt>
          <dd data-testid="salary-median">{money(summary.median)}</dd>
        </div>
        <div>
          <dt>{t('explorer.p25')}</dt>
          <dd>{money(summary.p25)}</dd>
        </div>
        <div>
          <dt>{t('explorer.p75')}</dt>
          <dd>{money(summary.p75)}</dd>
        </div>
      </Stats>
      <Text color="muted" fontSize={1} mb={5}>
        {t('explorer.basis', { count: summary.count, currency: summary.currency })}{' '}
        <Link href={salaryPath('faq')}>{t('explorer.howComputed')}</Link>
      </Text>
      <Heading as="h2" fontSize={4}>
        {t('explorer.byFunctionHeading')}
      </Heading>
      {rows.length === 0 ? (
        <Text color="muted">{t('explorer.noFunctions')}</Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table data-testid="salary-by-function">
            <thead>
              <tr>
                <th scope="col">{t('explorer.function')}</th>
                <th scope="col" className="num">
                  {t('explorer.count')}
                </th>
                <th scope="col" className="num">
                  {t('explorer.p25')}
                </th>
                <th scope="col" className="num">
                  {t('explorer.median')}
                </th>
                <th scope="col" className="num">
                  {t('explorer.p75')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.function}>
                  <th scope="row">
                    {knownFunction((key) => i18n.exists(key), row.function)
                      ? t(`functions.${row.function}`)
                      : row.function}
                  </th>
                  <td className="num">{row.count.toLocaleString(DISPLAY_LOCALES[lang])}</td>
                  <td className="num">{money(row.p25)}</td>
                  <td className="num">{money(row.median)}</td>
                  <td className="num">{money(row.p75)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** Job functions are open-ended codes: one without a label is shown as it is. */
function knownFunction(
  exists: (key: string) => boolean,
  code: string,
): code is Extract<keyof typeof en.functions, string> {
  return exists(`salary:functions.${code}`);
}
