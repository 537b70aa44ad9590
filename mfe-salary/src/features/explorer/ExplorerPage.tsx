import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type Lang } from '@opengood/contracts';
import { salaryPath } from '@opengood/routes';
import { Box, Flex, Heading, Select, Spinner, Text } from '@opengood/design-system';
import { ErrorPage, Link, formatMoney, useDocumentTitle, useLang } from '@opengood/platform';
import { SalaryLayout } from '../pages/SalaryLayout';
import { DEFAULT_COUNTRY, countryFromQuery } from './salaryApi';
import {
  countrySelected,
  explorerEntered,
  selectCountryCodes,
  selectFunctionRows,
  selectRequest,
  selectSalary,
} from './salarySlice';

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

export function ExplorerPage() {
  const { t } = useTranslation('salary');
  const lang = useLang();
  const { search } = useLocation();
  const dispatch = useDispatch();
  const state = useSelector(selectSalary);
  const request = useSelector(selectRequest);
  const codes = useSelector(selectCountryCodes);
  const rows = useSelector(selectFunctionRows);
  const countryName = useCountryNames(lang);
  useDocumentTitle(t('explorer.title'));

  const queryCountry = countryFromQuery(search);
  // A country picked earlier in this visit is kept when the visitor comes back from the FAQ or the survey.
  const remembered = useRef(request?.country ?? null);
  useEffect(() => {
    dispatch(explorerEntered({ country: queryCountry ?? remembered.current ?? DEFAULT_COUNTRY[lang], lang }));
  }, [dispatch, queryCountry, lang]);

  const options = useMemo(
    () =>
      codes
        .map((code) => ({ value: code, label: countryName(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, DISPLAY_LOCALES[lang])),
    [codes, countryName, lang],
  );

  const onCountry = (e: ChangeEvent<HTMLSelectElement>) => {
    remembered.current = e.target.value;
    dispatch(countrySelected({ country: e.target.value, lang }));
  };

  const country = request?.country ?? null;
  const summary = state.summary;
  const money = (amount: number | null) =>
    amount === null || !summary?.currency ? '—' : formatMoney(amount, summary.currency, lang);

  return (
    <SalaryLayout current="explore">
      <Heading data-testid="salary-explorer">{t('explorer.heading')}</Heading>
      <Text color="muted" mb={4} style={{ maxWidth: '72ch' }}>
        {t('explorer.intro')}
      </Text>
      <Flex as="label" alignItems="center" style={{ gap: 8 }} mb={3}>
        <span>{t('explorer.country')}</span>
        <Select
          name="country"
          value={country ?? ''}
          options={options}
          onChange={onCountry}
          data-testid="country-select"
        />
      </Flex>
      {state.status === 'failed' && (
        <ErrorPage onRetry={() => country && dispatch(explorerEntered({ country, lang }))} />
      )}
      {(state.status === 'loading' || state.status === 'idle') && <Spinner />}
      {state.status === 'succeeded' &&
        summary &&
        country &&
        (summary.count === 0 || summary.median === null || !summary.currency ? (
          <Text data-testid="salary-empty">{t('explorer.noData', { country: countryName(country) })}</Text>
        ) : (
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
                        <th scope="row">{t(`functions.${row.function}`, { defaultValue: row.function })}</th>
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
        ))}
    </SalaryLayout>
  );
}
