import { AppProviders, PageOutlet, type AppRootProps } from '@opengood/platform';
import { orgDashboardPages } from './pages';

/** The pure root of the organisation dashboard area. */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <PageOutlet pages={orgDashboardPages} />
    </AppProviders>
  );
}
