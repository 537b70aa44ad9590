import { AppProviders, type AppRootProps } from '@opengood/platform';
import { OrgDashboardPage } from './features/dashboard/OrgDashboardPage';

/** The pure root of the organisation dashboard area (no router inside, so a server can wrap it in a static router). */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <OrgDashboardPage />
    </AppProviders>
  );
}
