import { useTranslation } from 'react-i18next';
import { Icon } from '@opengood/design-system';
import { homePath } from '@opengood/routes';
import { Link } from '../navigation/Link';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useLang } from '../app/useLang';
import { usePlatform } from '../app/PlatformContext';
import { Options, PageMessage } from './PageMessage';

/** docs/product/http-and-errors.md#error-page: the generic error page, for a failure that is not "not found" (a render error, a failed load). */
export function ErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('platform');
  const lang = useLang();
  const { supportUrl } = usePlatform();
  useDocumentTitle(t('error.title'));
  return (
    <PageMessage
      icon="alert"
      title={t('error.title')}
      message={t('error.message')}
      role="alert"
      data-testid="error-page"
    >
      <Options>
        {onRetry && (
          <li>
            <button type="button" onClick={onRetry}>
              <Icon name="refresh" />
              {t('error.retry')}
            </button>
          </li>
        )}
        <li>
          <Link href={homePath(lang)}>
            <Icon name="home" />
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <a href={supportUrl} rel="noopener noreferrer" target="_blank">
            <Icon name="help" />
            {t('notFound.support')}
          </a>
        </li>
      </Options>
    </PageMessage>
  );
}
