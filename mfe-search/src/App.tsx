import { useLocation } from 'react-router-dom';
import { isHomePath, searchTypeForPath } from '@opengood/routes';
import { AppProviders, type AppRootProps } from '@opengood/platform';
import { SearchPage } from './features/search/SearchPage';
import { HomePage } from './features/home/HomePage';
import { ContentPage } from './features/content/ContentPage';

function DiscoveryRoutes() {
  const { pathname } = useLocation();
  if (isHomePath(pathname)) return <HomePage />;
  const type = searchTypeForPath(pathname);
  if (type) return <SearchPage key={type} type={type} />;
  return <ContentPage />;
}

/** The pure root of the discovery area (no router inside, so a server can wrap it in a static router). */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <DiscoveryRoutes />
    </AppProviders>
  );
}
