import { isRecordId } from '@opengood/routes';
import { definePages } from '@opengood/platform';
import { fetchOrgDashboard } from './features/dashboard/orgDashboardApi';
import { OrgDashboardView } from './features/dashboard/OrgDashboardView';
import { parseDashboardPath } from './features/dashboard/sections';

export const ORG_DASHBOARD_AREA = 'mfe-org-dashboard';

/** /admin/{orgId}[/section…]: one organisation loaded once for all its sections. */
export const orgDashboardPages = definePages({ area: ORG_DASHBOARD_AREA, ns: 'orgDashboard' }, (page) => [
  page({
    id: 'dashboard',
    match: (url) => {
      const location = parseDashboardPath(url.pathname);
      return location && isRecordId(location.orgId) ? location : null;
    },
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => fetchOrgDashboard(http, params.orgId, signal),
    View: OrgDashboardView,
    meta: ({ data, params, t }) => {
      if (!data) return {};
      const name = data.org.name;
      return {
        title: params.section
          ? `${t(`sections.${params.section}.title`)} – ${name}`
          : t('documentTitle', { name }),
      };
    },
  }),
]);
