import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListingPreview } from '@opengood/contracts';
import { listingAdminPath, orgDashboardPath, type ListingPreviewMatch } from '@opengood/routes';
import { Container, Icon } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { PublishedListing } from '../detail/ListingView';

const Banner = styled.section`
  background: #fff4e0;
  border-bottom: 3px solid ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.text};
`;

const BannerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0;
  p {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 4px 0;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primaryDark};
  }
`;

/**
 * The admins' preview of a listing (docs/architecture.md#who-owns-which-url): the public page as it will
 * look, under a banner that says it is a preview, names the listing's state and leads back to editing it
 * and to the organisation's listings. Nothing on it applies, saves or suggests (PublishedListing `preview`).
 */
export function PreviewView({ params, data }: PageViewProps<ListingPreviewMatch, ListingPreview>) {
  const { t } = useTranslation('listings');
  const lang = useLang();
  const { listing, status } = data;
  return (
    <>
      <Banner aria-labelledby="preview-banner-text" data-testid="preview-banner">
        <Container>
          <BannerRow>
            <p id="preview-banner-text">
              <Icon name="alert" size={20} />
              <span>
                <strong>{t('hiring.preview.banner')}</strong>{' '}
                <span data-testid="preview-state">
                  {t('hiring.preview.state', { state: t(`hiring.preview.states.${status}`) })}
                </span>
              </span>
            </p>
            <ul>
              <li>
                <Link href={listingAdminPath(params.orgId, listing.listingType, listing.id, 'edit')}>
                  {t('hiring.preview.edit')}
                </Link>
              </li>
              <li>
                <Link href={orgDashboardPath(params.orgId, 'listings')}>{t('hiring.preview.listings')}</Link>
              </li>
            </ul>
          </BannerRow>
        </Container>
      </Banner>
      <PublishedListing listing={listing} similar={[]} imported={false} lang={lang} preview />
    </>
  );
}
