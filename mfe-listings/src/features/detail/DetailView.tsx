import { useEffect } from 'react';
import type { ListingMatch } from '@opengood/routes';
import { useNavigate, type PageViewProps } from '@opengood/platform';
import { canonicalPath, type Detail } from './detailApi';
import { DetailListing } from './ListingView';
import { OrgView } from './OrgView';

export function DetailView({ params, data, url }: PageViewProps<ListingMatch, Detail>) {
  const navigate = useNavigate();
  const canonical = canonicalPath(data, params, params.lang);
  // docs/product/listings.md#ids-and-slugs: the id names the record; a wrong or missing slug is replaced by the canonical address (the
  // data is kept under the id, so nothing is loaded again).
  useEffect(() => {
    if (url.pathname !== canonical) navigate(`${canonical}${url.search}${url.hash}`, { replace: true });
  }, [navigate, canonical, url.pathname, url.search, url.hash]);

  return data.kind === 'org' ? (
    <OrgView org={data.org} lang={params.lang} />
  ) : (
    <DetailListing detail={data} lang={params.lang} />
  );
}
