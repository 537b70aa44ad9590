import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@opengood/design-system';
import { POPULAR_SEARCHES } from '@opengood/contracts';
import { FALLBACK_SEARCH_PATH, homePath, searchPath } from '@opengood/routes';
import { Link } from '../navigation/Link';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useLang } from '../app/useLang';
import { usePlatform } from '../app/PlatformContext';
import { Options, PageMessage } from './PageMessage';

const Popular = styled.section`
  margin-top: 40px;
  h2 {
    margin: 0 0 12px;
    font-size: ${(p) => p.theme.fontSizes[2]}px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: ${(p) => p.theme.radii[4]}px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: #e7f4ee;
    color: ${(p) => p.theme.colors.primaryDark};
  }
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    ul {
      justify-content: flex-start;
    }
  }
`;

export interface NotFoundPageProps {
  /** A custom search destination; the label then reads "Search the site" (docs/product/http-and-errors.md#not-found-page). */
  searchUrl?: string;
}

/** docs/product/http-and-errors.md#not-found-page: what every area shows for an unknown address or a record that is gone. */
export function NotFoundPage({ searchUrl }: NotFoundPageProps) {
  const { t } = useTranslation('platform');
  const lang = useLang();
  const { supportUrl } = usePlatform();
  useDocumentTitle(t('notFound.title'));
  // docs/product/http-and-errors.md#not-found-page: only the Portuguese page lists popular searches.
  const popular = lang === 'pt' ? (POPULAR_SEARCHES.pt.JOB ?? []) : [];
  const search = searchUrl ?? (lang === 'en' ? FALLBACK_SEARCH_PATH : searchPath(lang, 'JOB'));
  return (
    <PageMessage
      icon="search"
      eyebrow={t('notFound.title')}
      title={t('notFound.heading')}
      message={t('notFound.message')}
      data-testid="not-found"
    >
      <nav aria-label={t('notFound.optionsLabel')}>
        <Options>
          <li>
            <Link href={search}>
              <Icon name="search" />
              {searchUrl ? t('notFound.searchSite') : t('notFound.searchJobs')}
            </Link>
          </li>
          <li>
            <Link href={homePath(lang)}>
              <Icon name="home" />
              {t('notFound.home')}
            </Link>
          </li>
          <li>
            <a href={supportUrl} rel="noopener noreferrer" target="_blank">
              <Icon name="help" />
              {t('notFound.support')}
            </a>
          </li>
        </Options>
      </nav>
      {popular.length > 0 && (
        <Popular aria-labelledby="not-found-popular">
          <h2 id="not-found-popular">{t('notFound.popularSearches')}</h2>
          <ul>
            {popular.map((q) => (
              <li key={q}>
                <Link href={searchPath(lang, 'JOB', { q })}>{q}</Link>
              </li>
            ))}
          </ul>
        </Popular>
      )}
    </PageMessage>
  );
}
