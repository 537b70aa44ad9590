import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from 'i18next';
import { Container, Spinner } from '@opengood/design-system';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useCurrentUrl } from '../navigation/location';
import { useNavigate } from '../navigation/navigate';
import { useLang } from '../app/useLang';
import { useDocumentHead } from '../app/useDocumentTitle';
import { ErrorPage, NotFoundPage } from '../pages';
import type { PageTable } from './definePages';
import { pageEntered, pageRetried, selectPageEntry } from './pagesSlice';

function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

/**
 * Renders the page of the current URL from an area's page table. Its only effect announces the page
 * ("page entered"); the platform's saga decides whether anything must be fetched. Not found (no page, or
 * a 404/410 answer) shows the not-found page, any other failure the error page with a retry.
 */
export function PageOutlet<NS extends Namespace>({ pages }: { pages: PageTable<NS> }) {
  const url = useCurrentUrl();
  const lang = useLang();
  const { t } = useTranslation(pages.ns);
  const dispatch = useAppDispatch();
  const page = useMemo(() => pages.match(url), [pages, url]);
  const key = page?.dataKey(lang) ?? null;
  const entry = useAppSelector((s) => selectPageEntry(s, pages.area, key));
  const visit = useMemo(
    () => (key === null ? null : { area: pages.area, key, href: url.href, lang }),
    [pages.area, key, url.href, lang],
  );

  useEffect(() => {
    if (visit && !page?.redirectTo) dispatch(pageEntered(visit));
  }, [dispatch, visit, page]);

  const data = entry?.status === 'loaded' ? entry.data : undefined;
  // The not-found and error pages set their own title.
  const settledBadly = entry?.status === 'notFound' || entry?.status === 'failed';
  // The not-found and error pages are no page to index: no canonical, alternates or structured data.
  const meta =
    page && !settledBadly
      ? page.meta(data, t)
      : { noindex: true, status: entry?.status === 'failed' ? 500 : 404 };
  useDocumentHead(meta);

  if (!page) return <NotFoundPage />;
  if (page.redirectTo) return <Redirect to={page.redirectTo} />;
  if (key === null) return page.frame(page.view(undefined));
  if (entry?.status === 'notFound') return <NotFoundPage />;
  if (entry?.status === 'failed')
    return page.frame(<ErrorPage onRetry={() => visit && dispatch(pageRetried(visit))} />);
  if (entry?.status === 'loaded') return page.frame(page.view(entry.data));
  return page.frame(
    page.hasFrame ? (
      <Spinner />
    ) : (
      <Container py={6}>
        <Spinner />
      </Container>
    ),
  );
}
