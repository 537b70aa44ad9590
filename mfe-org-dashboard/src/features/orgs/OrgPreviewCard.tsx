import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ORG_TYPES,
  richTextToPlain,
  type LocationSelection,
  type OrgRequest,
  type OrgType,
} from '@opengood/contracts';
import { useFacetLabel } from '@opengood/feature-listings';
import { useLang } from '@opengood/platform';
import { placeText } from '../shared/format';
import { LogoImage, logoUrl } from './LogoImage';

const Card = styled.article`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 20px;
  background: #fff;
  h4 {
    margin: 4px 0 8px;
    font-size: 20px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 12px;
    overflow-wrap: anywhere;
  }
`;

const Eyebrow = styled.div`
  font-size: 13px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
    font-size: 13px;
  }
`;

const isOrgType = (value: unknown): value is OrgType => ORG_TYPES.includes(value as OrgType);

function hostOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    return new URL(website).host;
  } catch {
    return null;
  }
}

const excerpt = (text: string) => (text.length > 240 ? `${text.slice(0, 237).trimEnd()}…` : text);

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 8px;
`;

/**
 * The organisation's card as people searching see it, drawn from the form's values as they are typed: its
 * logo, the description's text (never its HTML: the public profile renders the api's sanitised HTML), its
 * place in the page's language.
 */
export function OrgPreviewCard({
  values,
  place = null,
}: {
  values: OrgRequest;
  place?: LocationSelection | null;
}) {
  const { t } = useTranslation('orgDashboard');
  const label = useFacetLabel();
  const lang = useLang();
  const host = hostOf(values.website);
  const description = richTextToPlain(values.description ?? '');
  const name = values.name?.trim() || t('edit.previewEmptyName');
  const where = place && !place.isRemote && values.placeId ? placeText(place, lang) : null;
  return (
    <section aria-labelledby="org-preview-heading" data-testid="org-preview">
      <h3 id="org-preview-heading" style={{ margin: '0 0 4px', fontSize: 16 }}>
        {t('edit.previewHeading')}
      </h3>
      <p style={{ margin: '0 0 12px', fontSize: 14, color: '#5b6475' }}>{t('edit.previewHint')}</p>
      <Card aria-label={t('edit.previewHeading')}>
        <Heading>
          {values.logoId && (
            <LogoImage
              src={logoUrl(values.logoId)}
              alt={t('orgProfile.logoAlt', { name })}
              $size={56}
              data-testid="org-preview-logo"
            />
          )}
          <div>
            {isOrgType(values.orgType) && <Eyebrow>{label('orgType', values.orgType)}</Eyebrow>}
            <h4>{name}</h4>
            {where && <Eyebrow data-testid="org-preview-place">{where}</Eyebrow>}
          </div>
        </Heading>
        <p style={{ whiteSpace: 'pre-line' }}>
          {description ? excerpt(description) : t('edit.previewEmptyDescription')}
        </p>
        {values.areasOfFocus.length > 0 && (
          <Chips>
            {values.areasOfFocus.map((area) => (
              <li key={area}>{label('areasOfFocus', area)}</li>
            ))}
          </Chips>
        )}
        {host && <p style={{ margin: '12px 0 0', color: '#5b6475' }}>{host}</p>}
      </Card>
    </section>
  );
}
