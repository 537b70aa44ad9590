import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { type Lang } from '@opengood/contracts';
import { matchListingPath } from '@opengood/routes';
import { Container, Spinner } from '@opengood/design-system';
import { ErrorPage, NotFoundPage } from '@opengood/platform';
import { detailPageEntered, selectDetail } from './detailSlice';
import type { ListingDetail, OrgDetail } from './detailApi';
import { ListingView } from './ListingView';
import { OrgView } from './OrgView';

export function DetailPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const state = useSelector(selectDetail);
  const match = matchListingPath(pathname);
  const kind = match?.type;
  const id = match?.id;

  useEffect(() => {
    if (kind && id) dispatch(detailPageEntered({ kind, id }));
  }, [dispatch, kind, id]);

  if (!match) return <NotFoundPage />;
  const lang: Lang = match.lang;
  // What the store holds may be the previous page's listing until this page's request is under way.
  const isCurrent = state.request?.kind === match.type && state.request?.id === match.id;
  if (!isCurrent)
    return (
      <Container py={6}>
        <Spinner />
      </Container>
    );
  if (state.status === 'notFound') return <NotFoundPage />;
  if (state.status === 'failed')
    return <ErrorPage onRetry={() => dispatch(detailPageEntered({ kind: match.type, id: match.id }))} />;
  if (state.status !== 'succeeded' || !state.data)
    return (
      <Container py={6}>
        <Spinner />
      </Container>
    );
  if (match.type === 'ORG') return <OrgView org={state.data as OrgDetail} lang={lang} />;
  return <ListingView listing={state.data as ListingDetail} lang={lang} />;
}
