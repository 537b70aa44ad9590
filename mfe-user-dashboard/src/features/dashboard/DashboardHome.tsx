import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { userDashboardPath } from '@opengood/routes';
import { Card, CardGrid, Container, Heading, Text } from '@opengood/design-system';
import {
  Link,
  selectDisplayName,
  selectIsSessionKnown,
  selectIsSignedIn,
  useAppSelector,
} from '@opengood/platform';
import { HOME_SECTIONS } from './dashboardRoutes';
import { SignInPrompt } from './SignInPrompt';

const SectionCard = styled(Card)`
  h2 {
    margin: 0 0 8px;
    font-size: ${(p) => p.theme.fontSizes[3]}px;
  }
`;

/**
 * The signed-in user's dashboard, read through the platform session. The shell sends anonymous visitors
 * of /dashboard to /login, so the sign-in prompt is a fallback, shown only once the session is known to
 * have no user (not while /users/me is still loading).
 */
export function DashboardHome() {
  const { t } = useTranslation('userDashboard');
  const signedIn = useAppSelector(selectIsSignedIn);
  const displayName = useAppSelector(selectDisplayName);
  const sessionKnown = useAppSelector(selectIsSessionKnown);
  return (
    <Container py={5} data-testid="user-dashboard-home" data-signed-in={signedIn}>
      <Heading>{t('home.heading')}</Heading>
      {displayName !== null && (
        <Text fontSize={3} mb={2} data-testid="user-dashboard-greeting">
          {t('home.greeting', { name: displayName })}
        </Text>
      )}
      <Text color="muted">{t('home.intro')}</Text>
      {sessionKnown && !signedIn && <SignInPrompt message={t('home.signedOut')} />}
      <CardGrid $min={240}>
        {HOME_SECTIONS.map((section) => (
          <SectionCard key={section}>
            <h2>
              <Link href={userDashboardPath(section)}>{t(`sections.${section}.title`)}</Link>
            </h2>
            <Text color="muted">{t(`sections.${section}.description`)}</Text>
          </SectionCard>
        ))}
      </CardGrid>
    </Container>
  );
}
