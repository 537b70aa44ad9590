import { useEffect, useState } from 'react';
import { areaForPath } from '@opengood/routes';
import { selectCurrentPageEntry, useAppSelector } from '@opengood/platform';
import { AREA_APP } from '../platform/areaApps';

/**
 * Whether the page is loading: single-spa is fetching or mounting an area (between its before-app-change
 * and app-change events), or the current area's page data is on its way.
 */
export function useAreaLoading(pathname: string): boolean {
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    const start = () => setChanging(true);
    const done = () => setChanging(false);
    window.addEventListener('single-spa:before-app-change', start);
    window.addEventListener('single-spa:app-change', done);
    window.addEventListener('single-spa:routing-event', done);
    return () => {
      window.removeEventListener('single-spa:before-app-change', start);
      window.removeEventListener('single-spa:app-change', done);
      window.removeEventListener('single-spa:routing-event', done);
    };
  }, []);
  const app = AREA_APP[areaForPath(pathname.split('?')[0] ?? pathname)] ?? '';
  const pageLoading = useAppSelector((s) => selectCurrentPageEntry(s, app)?.status === 'loading');
  return changing || pageLoading;
}
