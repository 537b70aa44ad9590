import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERY_MAX_LENGTH, type Lang, type SearchType } from '@opengood/contracts';
import { searchPath, type ParsedSearchParams } from '@opengood/routes';
import { Button, Flex, Input } from '@opengood/design-system';
import { useNavigate } from '@opengood/platform';

/**
 * Keyword search; the URL is the state, so submitting only navigates (the page model loads the results). On a search page
 * the other parameters stay (spec §4: the query is updated in place) and paging restarts at the first page.
 */
export function SearchForm(props: {
  lang: Lang;
  type: SearchType;
  initialQuery: string;
  params?: ParsedSearchParams;
}) {
  const { lang, type, initialQuery, params } = props;
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [q, setQ] = useState(initialQuery);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const url = searchPath(lang, type, { ...params, q: q.trim(), pageIndex: 0 });
    navigate(url);
  };
  return (
    <Flex as="form" role="search" onSubmit={submit} style={{ gap: 8 }} my={4}>
      <Input
        name="q"
        aria-label={t('keywords')}
        placeholder={t('keywordsPlaceholder')}
        value={q}
        maxLength={QUERY_MAX_LENGTH}
        onChange={(e) => setQ(e.target.value.slice(0, QUERY_MAX_LENGTH))}
        flex="1"
      />
      <Button type="submit">{t('submit')}</Button>
    </Flex>
  );
}
