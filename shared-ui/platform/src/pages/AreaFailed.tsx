import { useTranslation } from 'react-i18next';
import { Button, Container, Heading, Text } from '@opengood/design-system';

/** What an area shows when its remote could not be loaded or crashed; the rest of the page keeps working. */
export function AreaFailed({ area, onRetry }: { area: string; onRetry: () => void }) {
  const { t } = useTranslation('platform');
  return (
    <Container py={7} role="alert" data-testid="area-failed" data-area={area}>
      <Heading as="h2">{t('areaFailed.heading')}</Heading>
      <Text mb={4}>{t('areaFailed.message')}</Text>
      <Button onClick={onRetry}>{t('areaFailed.retry')}</Button>
    </Container>
  );
}
