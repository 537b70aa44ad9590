import { useTranslation } from 'react-i18next';
import { Icon } from '@opengood/design-system';
import { Options, PageMessage } from './PageMessage';

/** What an area shows when its remote could not be loaded; the rest of the page keeps working. */
export function AreaFailed({ area, onRetry }: { area: string; onRetry: () => void }) {
  const { t } = useTranslation('platform');
  return (
    <PageMessage
      icon="alert"
      title={t('areaFailed.heading')}
      message={t('areaFailed.message')}
      role="alert"
      data-testid="area-failed"
      data-area={area}
    >
      <Options style={{ maxWidth: 240, margin: '0 auto' }}>
        <li>
          <button type="button" onClick={onRetry}>
            <Icon name="refresh" />
            {t('areaFailed.retry')}
          </button>
        </li>
      </Options>
    </PageMessage>
  );
}
