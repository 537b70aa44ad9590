import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LISTING_TYPES, type ListingType } from '@opengood/contracts';
import { Button, Heading, Text } from '@opengood/design-system';
import { useNavigate, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { OrgDashboardOverview } from '../dashboard/orgDashboardApi';
import { isHiring } from './draftForm';
import { createPath } from './postingRoutes';

// /admin/{orgId}/post-a-listing (docs/product/organisations.md#posting-a-listing): the admin chooses what to
// post, each type saying what it is and whether it is paid; `?listingType=` chooses it already.

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
  margin: 16px 0 24px;
`;

const Card = styled.label<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto 1fr auto;
  gap: 4px 10px;
  padding: 14px 16px;
  border: 2px solid ${(p) => (p.$chosen ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    font-size: 17px;
  }
  span {
    grid-column: 2;
  }
`;

const Price = styled.span<{ $paid: boolean }>`
  justify-self: start;
  align-self: end;
  white-space: nowrap;
  margin-top: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  border: 1px solid currentColor;
  color: ${(p) => (p.$paid ? p.theme.colors.text : p.theme.colors.primaryDark)};
`;

export type ChooseParams = { kind: 'choose'; orgId: string; listingType: ListingType | null };

export function ChooseType({ orgId, initial }: { orgId: string; initial: ListingType | null }) {
  const { t } = useTranslation('orgDashboard');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ListingType>(initial ?? 'JOB');
  return (
    <div data-testid="choose-listing-type">
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
        {t('posting.choose.title')}
      </Heading>
      <Text style={{ maxWidth: '72ch' }}>{t('posting.choose.intro')}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          navigate(createPath(orgId, chosen));
        }}
      >
        <fieldset style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 600 }}>{t('posting.choose.legend')}</legend>
          <Cards>
            {LISTING_TYPES.map((type) => (
              <Card key={type} $chosen={chosen === type}>
                <input
                  type="radio"
                  name="listingType"
                  value={type}
                  checked={chosen === type}
                  onChange={() => setChosen(type)}
                  aria-labelledby={`choose-${type}-name`}
                  aria-describedby={`choose-${type}-what choose-${type}-price`}
                />
                <strong id={`choose-${type}-name`}>{t(`posting.types.${type}.name`)}</strong>
                <span id={`choose-${type}-what`}>{t(`posting.types.${type}.what`)}</span>
                <Price id={`choose-${type}-price`} $paid={isHiring(type)}>
                  {t(`posting.types.${type}.paid`)}
                </Price>
              </Card>
            ))}
          </Cards>
        </fieldset>
        <Button type="submit">{t('posting.choose.next')}</Button>
      </form>
    </div>
  );
}

export function ChooseTypePage({ params, data }: PageViewProps<ChooseParams, OrgDashboardOverview>) {
  return (
    <OrgDashboardLayout orgId={params.orgId} org={data.org} section="post-a-listing">
      <ChooseType orgId={params.orgId} initial={params.listingType} />
    </OrgDashboardLayout>
  );
}
