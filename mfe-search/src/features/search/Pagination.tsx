import { useTranslation } from 'react-i18next';
import { type Lang, type SearchType } from '@opengood/contracts';
import { searchPath, type ParsedSearchParams } from '@opengood/routes';
import { Flex, Text } from '@opengood/design-system';
import { Link } from '@opengood/platform';

/** Paging keeps every other search parameter of the URL (query, filters, location type, radius, sort). */
export function Pagination(props: {
  lang: Lang;
  type: SearchType;
  params: ParsedSearchParams;
  nbPages: number;
}) {
  const { t } = useTranslation('search');
  const { lang, type, params, nbPages } = props;
  const { pageIndex } = params;
  if (nbPages <= 1) return null;
  const href = (index: number) => searchPath(lang, type, { ...params, pageIndex: index });
  return (
    <Flex as="nav" aria-label={t('pagination')} alignItems="center" justifyContent="space-between" my={4}>
      {pageIndex > 0 ? (
        <Link href={href(pageIndex - 1)} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <Text>{t('pageOf', { page: pageIndex + 1, pages: nbPages })}</Text>
      {pageIndex + 1 < nbPages ? (
        <Link href={href(pageIndex + 1)} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </Flex>
  );
}
