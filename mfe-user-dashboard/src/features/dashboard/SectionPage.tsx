import { useTranslation } from 'react-i18next';
import { userDashboardPath } from '@opengood/routes';
import { Container, Heading, Text } from '@opengood/design-system';
import {
  Link,
  selectIsSessionKnown,
  selectIsSignedIn,
  useAppSelector,
  type PageViewProps,
} from '@opengood/platform';
import type { DashboardSection } from './dashboardRoutes';
import { SignInPrompt } from './SignInPrompt';

export function SectionPage({
  params: { section },
}: PageViewProps<{ section: DashboardSection }, undefined>) {
  const { t } = useTranslation('userDashboard');
  const title = t(`sections.${section}.title`);
  // The shell sends anonymous visitors to log in first; the prompt is the fallback if the session ends here.
  const sessionKnown = useAppSelector(selectIsSessionKnown);
  const signedIn = useAppSelector(selectIsSignedIn);
  const signedOut = sessionKnown && !signedIn;
  return (
    <Container py={5} data-testid="user-dashboard-section" data-section={section}>
      <Text mb={2}>
        <Link href={userDashboardPath()}>{t('backToDashboard')}</Link>
      </Text>
      <Heading>{title}</Heading>
      <Text color="muted" style={{ maxWidth: '72ch' }}>
        {t(`sections.${section}.description`)}
      </Text>
      {signedOut && <SignInPrompt message={t('signIn.section', { section: title })} />}
    </Container>
  );
}
