import { Navigate, useLocation } from 'react-router-dom';
import { AppProviders, NotFoundPage, type AppRootProps } from '@opengood/platform';
import { dashboardRouteForPath } from './features/dashboard/dashboardRoutes';
import { DashboardHome } from './features/dashboard/DashboardHome';
import { SectionPage } from './features/dashboard/SectionPage';
import { UnsubscribePage } from './features/dashboard/UnsubscribePage';

function UserDashboardRoutes() {
  const { pathname, search } = useLocation();
  const route = dashboardRouteForPath(pathname);
  switch (route.kind) {
    case 'home':
      return <DashboardHome />;
    case 'section':
      return <SectionPage key={route.section} section={route.section} />;
    case 'redirect':
      return <Navigate to={route.to + search} replace />;
    case 'unsubscribe':
      return <UnsubscribePage />;
    default:
      return <NotFoundPage />;
  }
}

/** The pure root of the user dashboard area (no router inside, so a server can wrap it in a static router). */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <UserDashboardRoutes />
    </AppProviders>
  );
}
