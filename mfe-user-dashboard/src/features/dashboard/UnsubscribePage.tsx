import { useTranslation } from 'react-i18next';
import { Container, Heading, Text } from '@opengood/design-system';
import { SignInPrompt } from './SignInPrompt';

/** An email's unsubscribe link: preferences are changed from the signed-in notification settings. */
export function UnsubscribePage() {
  const { t } = useTranslation('userDashboard');
  return (
    <Container py={5} data-testid="unsubscribe">
      <Heading>{t('unsubscribe.heading')}</Heading>
      <Text color="muted" style={{ maxWidth: '72ch' }}>
        {t('unsubscribe.text')}
      </Text>
      <SignInPrompt message={t('unsubscribe.signIn')} />
    </Container>
  );
}
