import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Spinner, Text } from '@opengood/design-system';
import { useNavigate, type PageViewProps } from '@opengood/platform';
import type { SavedSearchRedirect as Loaded } from './savedSearchApi';

/** /saved-searches/{id}: once the saved search is loaded, its search page replaces this address. */
export function SavedSearchRedirect({ data }: PageViewProps<{ id: number }, Loaded>) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  useEffect(() => {
    navigate(data.href, { replace: true });
  }, [navigate, data.href]);
  return (
    <Container py={6} role="status" data-testid="saved-search-redirect">
      <Spinner />
      <Text textAlign="center">{t('savedSearches.opening')}</Text>
    </Container>
  );
}
