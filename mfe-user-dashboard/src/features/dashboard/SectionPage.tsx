import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { userDashboardPath } from '@opengood/routes';
import { Container, Heading, Text } from '@opengood/design-system';
import { Link, useDocumentTitle } from '@opengood/platform';
import type { DashboardSection } from './dashboardRoutes';
import { pageEntered } from './userDashboardSlice';
import { SignInPrompt } from './SignInPrompt';

export function SectionPage({ section }: { section: DashboardSection }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useDispatch();
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  useEffect(() => {
    dispatch(pageEntered({ section }));
  }, [dispatch, section]);
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
