import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { orgDashboardPath } from '@opengood/routes';
import { Box, Container, Heading, Spinner, Text } from '@opengood/design-system';
import { ErrorPage, Link, NotFoundPage, useDocumentTitle } from '@opengood/platform';
import { pageEntered, selectOrgDashboard } from './orgDashboardSlice';
import { NAV_SECTIONS, parseDashboardPath, type Section } from './sections';
import { OverviewView } from './OverviewView';
import { SectionView } from './SectionView';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 220px) 1fr;
  gap: 32px;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 6px 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

function DashboardNav({ orgId, current }: { orgId: string; current: Section | null }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <nav aria-label={t('nav.label')}>
      <NavList>
        <li>
          <Link href={orgDashboardPath(orgId)} aria-current={current === null ? 'page' : undefined}>
            {t('nav.overview')}
          </Link>
        </li>
        {NAV_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              href={orgDashboardPath(orgId, section)}
              aria-current={current === section ? 'page' : undefined}
            >
              {t(`sections.${section}.title`)}
            </Link>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/** Every /admin/{orgId}/* page: the organisation is loaded once, then the overview or a section shows. */
export function OrgDashboardPage() {
  const { t } = useTranslation('orgDashboard');
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const state = useSelector(selectOrgDashboard);
  const location = parseDashboardPath(pathname);
  const orgId = location?.orgId;
  const org = state.orgId === orgId ? state.overview?.org : undefined;
  const sectionTitle = location?.section ? t(`sections.${location.section}.title`) : null;
  useDocumentTitle(
    org ? (sectionTitle ? `${sectionTitle} – ${org.name}` : t('documentTitle', { name: org.name })) : null,
  );

  useEffect(() => {
    if (orgId) dispatch(pageEntered({ orgId }));
  }, [dispatch, orgId]);

  if (!location) return <NotFoundPage />;
  // Until the effect has asked for this org, a status left from another org's dashboard is stale.
  if (state.orgId !== location.orgId)
    return (
      <Container py={6}>
        <Spinner />
      </Container>
    );
  if (state.status === 'notFound') return <NotFoundPage />;
  if (state.status === 'failed')
    return <ErrorPage onRetry={() => dispatch(pageEntered({ orgId: location.orgId }))} />;
  if (!org || !state.overview)
    return (
      <Container py={6}>
        <Spinner />
      </Container>
    );

  return (
    <Container py={5} data-testid="org-dashboard">
      <Text color="muted" fontSize={1}>
        {t('eyebrow')}
      </Text>
      <Heading>{org.name}</Heading>
      <Layout>
        <DashboardNav orgId={location.orgId} current={location.section} />
        <Box as="section" aria-labelledby="org-dashboard-section-heading">
          {location.section === null ? (
            <OverviewView orgId={location.orgId} overview={state.overview} />
          ) : (
            <SectionView section={location.section} />
          )}
        </Box>
      </Layout>
    </Container>
  );
}
