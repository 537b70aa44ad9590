import { AppProviders, PageOutlet, type AppRootProps } from '@opengood/platform';
import { userDashboardPages } from './pages';

/** The pure root of the user dashboard area. */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <PageOutlet pages={userDashboardPages} />
    </AppProviders>
  );
}
