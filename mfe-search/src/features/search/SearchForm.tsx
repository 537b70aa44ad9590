import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Button, Flex, Input, QUERY_MAX_LENGTH, searchPath, type Lang, type SearchType } from '@opengood/shared-ui';

/** Keyword search; the URL is the state, so submitting only navigates (the saga fetches). */
export function SearchForm({ lang, type, initialQuery }: { lang: Lang; type: SearchType; initialQuery: string }) {
  const { t } = useTranslation('search');
  const [q, setQ] = useState(initialQuery);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigateToUrl(searchPath(lang, type, { q: q.trim() }));
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
