import { useTranslation } from 'react-i18next';
import { userDashboardPath } from '@opengood/routes';
import { Container, Heading, Text } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import type { DashboardSection } from './dashboardRoutes';
import { SignInPrompt } from './SignInPrompt';

export function SectionPage({
  params: { section },
}: PageViewProps<{ section: DashboardSection }, undefined>) {
  const { t } = useTranslation('userDashboard');
  const title = t(`sections.${section}.title`);
  return (
    <Container py={5} data-testid="user-dashboard-section" data-section={section}>
      <Text mb={2}>
        <Link href={userDashboardPath()}>{t('backToDashboard')}</Link>
      </Text>
      <Heading>{title}</Heading>
      <Text color="muted" style={{ maxWidth: '72ch' }}>
        {t(`sections.${section}.description`)}
      </Text>
      <SignInPrompt message={t('signIn.section', { section: title })} />
    </Container>
  );
}
