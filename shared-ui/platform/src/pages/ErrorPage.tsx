import { useTranslation } from 'react-i18next';
import { Button, Container, Heading, Text } from '@opengood/design-system';

export function ErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('platform');
  return (
    <Container py={7} role="alert" data-testid="error-page">
      <Heading>{t('error.title')}</Heading>
      <Text mb={4}>{t('error.message')}</Text>
      {onRetry && <Button onClick={onRetry}>{t('error.retry')}</Button>}
    </Container>
  );
}
