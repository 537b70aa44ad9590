import { useTranslation } from 'react-i18next';
import { Box, Container, Flex, Heading, Text } from '@opengood/design-system';
import { POPULAR_SEARCHES } from '@opengood/contracts';
import { Link } from '../navigation/Link';
import { homePath, searchPath, FALLBACK_SEARCH_PATH } from '@opengood/routes';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useLang } from '../app/useLang';
import { usePlatform } from '../app/PlatformContext';

export interface NotFoundPageProps {
  /** A custom search destination; the label then reads "Search the site" (spec §2). */
  searchUrl?: string;
}

export function NotFoundPage({ searchUrl }: NotFoundPageProps) {
  const { t } = useTranslation('platform');
  const lang = useLang();
  const { supportUrl } = usePlatform();
  useDocumentTitle(t('notFound.title'));
  const popular = lang === 'pt' ? (POPULAR_SEARCHES.pt.JOB ?? []) : [];
  return (
    <Container py={7} data-testid="not-found">
      <Heading>{t('notFound.heading')}</Heading>
      <Text mb={5} color="muted">
        {t('notFound.message')}
      </Text>
      <Flex as="ul" flexWrap="wrap" p={0} style={{ listStyle: 'none', gap: 16 }}>
        <li>
          <Link href={searchUrl ?? (lang === 'en' ? FALLBACK_SEARCH_PATH : searchPath(lang, 'JOB'))}>
            {searchUrl ? t('notFound.searchSite') : t('notFound.searchJobs')}
          </Link>
        </li>
        <li>
          <Link href={homePath(lang)}>{t('notFound.home')}</Link>
        </li>
        <li>
          <a href={supportUrl} rel="noopener noreferrer" target="_blank">
            {t('notFound.support')}
          </a>
        </li>
      </Flex>
      {popular.length > 0 && (
        <Box mt={6}>
          <Heading as="h2" fontSize={3}>
            {t('notFound.popularSearches')}
          </Heading>
          <Flex as="ul" flexWrap="wrap" p={0} style={{ listStyle: 'none', gap: 12 }}>
            {popular.map((q) => (
              <li key={q}>
                <Link href={searchPath(lang, 'JOB', { q })}>{q}</Link>
              </li>
            ))}
          </Flex>
        </Box>
      )}
    </Container>
  );
}
