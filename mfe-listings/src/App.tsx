import { AppProviders, PageOutlet, type AppRootProps } from '@opengood/platform';
import { listingPages } from './pages';

/** The pure root of the listing pages area. */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <PageOutlet pages={listingPages} />
    </AppProviders>
  );
}
