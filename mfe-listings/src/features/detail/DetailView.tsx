import type { ListingMatch } from '@opengood/routes';
import type { PageViewProps } from '@opengood/platform';
import type { Detail } from './detailApi';
import { ListingView } from './ListingView';
import { OrgView } from './OrgView';

export function DetailView({ params, data }: PageViewProps<ListingMatch, Detail>) {
  return data.kind === 'org' ? (
    <OrgView org={data.org} lang={params.lang} />
  ) : (
    <ListingView listing={data.listing} lang={params.lang} />
  );
}
