import { useTranslation } from 'react-i18next';
import { Flex, Link, Text, searchPath, type Lang, type SearchType } from '@opengood/shared-ui';

export function Pagination(props: { lang: Lang; type: SearchType; q: string; sort: 'relevance' | 'newest'; pageIndex: number; nbPages: number }) {
  const { t } = useTranslation('search');
  const { lang, type, q, sort, pageIndex, nbPages } = props;
  if (nbPages <= 1) return null;
  const href = (index: number) => searchPath(lang, type, { q, sort, pageIndex: index });
  return (
    <Flex as="nav" aria-label={t('pagination')} alignItems="center" justifyContent="space-between" my={4}>
      {pageIndex > 0 ? <Link href={href(pageIndex - 1)} rel="prev">{t('previous')}</Link> : <span />}
      <Text>{t('pageOf', { page: pageIndex + 1, pages: nbPages })}</Text>
      {pageIndex + 1 < nbPages ? <Link href={href(pageIndex + 1)} rel="next">{t('next')}</Link> : <span />}
    </Flex>
  );
}
