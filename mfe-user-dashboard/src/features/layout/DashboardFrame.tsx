import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { userDashboardPath } from '@opengood/routes';
import { Container, Field, Heading, Select, Text } from '@opengood/design-system';
import {
  Link,
  selectIsSessionKnown,
  selectIsSignedIn,
  useAppSelector,
  useNavigate,
  type PageFrameProps,
} from '@opengood/platform';
import { NAV_SECTIONS, sectionPath, type DashboardSection } from '../dashboard/dashboardRoutes';
import { SignInPrompt } from '../dashboard/SignInPrompt';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: ${(p) => p.theme.breakpoints[1]}) {
    grid-template-columns: 220px minmax(0, 1fr);
    gap: 40px;
  }
`;

const SideNav = styled.nav`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoints[1]}) {
    display: block;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    position: sticky;
    top: 80px;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radii[1]}px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    border-left: 3px solid transparent;
  }
  a:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.surface};
    border-left-color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
`;

const PhoneNav = styled.div`
  margin-bottom: 8px;
  @media (min-width: ${(p) => p.theme.breakpoints[1]}) {
    display: none;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

/** The dashboard's navigation: a side list on wider screens, a select that moves to the section on phones. */
export function DashboardNav({ current }: { current: DashboardSection }) {
  const { t } = useTranslation('userDashboard');
  const navigate = useNavigate();
  return (
    <>
      <SideNav aria-label={t('nav.label')} data-testid="dashboard-nav">
        <ul>
          <li>
            <Link href={userDashboardPath()}>{t('backToDashboard')}</Link>
          </li>
          {NAV_SECTIONS.map((section) => (
            <li key={section}>
              <Link href={sectionPath(section)} aria-current={section === current ? 'page' : undefined}>
                {t(`sections.${section}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </SideNav>
      <PhoneNav>
        <Field id="dashboard-section-select" label={t('nav.phoneLabel')}>
          <Select
            value={current}
            onChange={(e) => navigate(sectionPath(e.target.value as DashboardSection))}
            options={NAV_SECTIONS.map((section) => ({
              value: section,
              label: t(`sections.${section}.title`),
            }))}
          />
        </Field>
      </PhoneNav>
    </>
  );
}

/**
 * Around every section page (its loading, error and loaded states): the navigation, the section's heading
 * and, once the session is known to have no user, the sign-in prompt instead of the section.
 */
export function DashboardFrame({ params, children }: PageFrameProps<{ section: DashboardSection }>) {
  const { t } = useTranslation('userDashboard');
  const sessionKnown = useAppSelector(selectIsSessionKnown);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { section } = params;
  const title = t(`sections.${section}.title`);
  return (
    <Container py={5} data-testid="user-dashboard-section" data-section={section}>
      <Layout>
        <DashboardNav current={section} />
        <Main>
          <Heading mb={2}>{title}</Heading>
          <Text color="muted" mb={4} style={{ maxWidth: '72ch' }}>
            {t(`sections.${section}.description`)}
          </Text>
          {sessionKnown && !signedIn ? (
            <SignInPrompt message={t('signIn.section', { section: title })} />
          ) : (
            children
          )}
        </Main>
      </Layout>
    </Container>
  );
}

/** A titled block of a section page. */
export const Panel = styled.section`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 20px;
  margin-bottom: 24px;
  background: #fff;
  h2 {
    margin: 0 0 12px;
    font-size: ${(p) => p.theme.fontSizes[4]}px;
  }
`;

/** A polite status line (saved, removed, …) read out by screen readers. */
export const Status = styled.p.attrs({ role: 'status', 'aria-live': 'polite' })`
  min-height: 1.5em;
  margin: 8px 0;
  color: ${(p) => p.theme.colors.muted};
`;
