import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { orgDashboardPath } from '@opengood/routes';
import { Box, Container, Heading, Text } from '@opengood/design-system';
import { LogoImage } from '../orgs/LogoImage';
import { Link, type PageViewProps } from '@opengood/platform';
import type { DashboardOrg } from '@opengood/contracts';
import type { OrgDashboardOverview } from './orgDashboardApi';
import { NAV_SECTIONS, type DashboardLocation, type Section } from './sections';
import { OverviewView } from './OverviewView';
import { SectionView } from './SectionView';
import { FrozenBanner, StaffPanel } from './StaffPanel';
import { EditOrgSection } from '../orgs/EditOrgSection';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 220px) minmax(0, 1fr);
  gap: 32px;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
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

/** The dashboard's frame: the organisation's name, the section navigation and the section itself. */
export function OrgDashboardLayout({
  orgId,
  org,
  section,
  children,
}: {
  orgId: string;
  org: DashboardOrg;
  section: Section | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('orgDashboard');
  return (
    <Container py={5} data-testid="org-dashboard">
      <Box display="flex" alignItems="center" style={{ gap: 16 }}>
        {org.logo && (
          // Decorative beside the name it stands for.
          <LogoImage src={org.logo} alt="" $size={64} data-testid="org-dashboard-logo" />
        )}
        <div>
          <Text color="muted" fontSize={1}>
            {t('eyebrow')}
          </Text>
          <Heading>{org.name}</Heading>
        </div>
      </Box>
      <FrozenBanner org={org} />
      <Layout>
        <DashboardNav orgId={orgId} current={section} />
        <Box as="section" aria-labelledby="org-dashboard-section-heading" style={{ minWidth: 0 }}>
          {children}
        </Box>
      </Layout>
    </Container>
  );
}

/** Every /admin/{orgId}/* page: the organisation is loaded once, then the overview or a section shows. */
export function OrgDashboardView({ params, data }: PageViewProps<DashboardLocation, OrgDashboardOverview>) {
  return (
    <OrgDashboardLayout orgId={params.orgId} org={data.org} section={params.section}>
      {params.section === null ? (
        <>
          <StaffPanel orgId={params.orgId} org={data.org} />
          <OverviewView orgId={params.orgId} overview={data} />
        </>
      ) : params.section === 'edit' ? (
        <EditOrgSection orgId={params.orgId} org={data.org} />
      ) : (
        <SectionView section={params.section} />
      )}
    </OrgDashboardLayout>
  );
}
