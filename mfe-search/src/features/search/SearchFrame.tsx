import { useTranslation } from 'react-i18next';
import { Container, Heading } from '@opengood/design-system';
import type { PageFrameProps } from '@opengood/platform';
import type { SearchPageParams } from './searchApi';
import { SearchForm } from './SearchForm';

/** What a search page shows whatever its results' state: the heading and the form, which stay while loading. */
export function SearchFrame({ params, children }: PageFrameProps<SearchPageParams>) {
  const { t } = useTranslation('search');
  const { type, lang, parsed } = params;
  return (
    <Container py={5}>
      <Heading>{t(`title.${type}`)}</Heading>
      <SearchForm
        key={`${type}:${parsed.q}`}
        lang={lang}
        type={type}
        initialQuery={parsed.q}
        params={parsed}
      />
      {children}
    </Container>
  );
}
