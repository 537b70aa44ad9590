import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MyOrganization } from '@opengood/contracts';
import { CREATE_ORG_PATH, orgDashboardPath } from '@opengood/routes';
import { Text } from '@opengood/design-system';
import { Link, useNavigate, type PageViewProps } from '@opengood/platform';
import { POSTING_SUBS, type SelectSub } from '../shared/orgRoutes';
import { PageShell } from '../shared/PageShell';
import { useChooseOrganization } from './chooseOrganization';

const List = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  li {
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 56px;
    padding: 8px 4px;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover span:first-child {
    text-decoration: underline;
  }
`;

const Tag = styled.span`
  font-size: 12px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

type SelectParams = { kind: 'select'; sub: SelectSub };

/** The organisation /admins and /edit-org lead to: the only one, else the one the user last chose. */
export function chosenOrganization(orgs: readonly MyOrganization[]): MyOrganization | null {
  if (orgs.length === 1) return orgs[0]!;
  return orgs.find((org) => org.selected) ?? null;
}

/**
 * /select-org: the user's organisations, each leading to its dashboard (the choice is remembered). /admins,
 * /edit-org and /post-a-listing go straight to the chosen organisation's page, or ask which one first; with
 * no organisation, posting starts by creating one.
 */
export function SelectOrgPage({ params, data: orgs, url }: PageViewProps<SelectParams, MyOrganization[]>) {
  const { t } = useTranslation('orgDashboard');
  const navigate = useNavigate();
  const choose = useChooseOrganization();
  const chosen = params.sub === null ? null : chosenOrganization(orgs);
  const posting = POSTING_SUBS.includes(params.sub);
  // The type asked for (the header's Post menu, the end of sign-up-to-post) goes along to the posting page.
  const asked = url.searchParams.get('listingType');
  const query = posting && asked && /^[A-Z]{1,20}$/.test(asked) ? `?listingType=${asked}` : '';
  const target = (orgId: number) => orgDashboardPath(orgId, params.sub) + query;
  useEffect(() => {
    if (chosen && params.sub) navigate(target(chosen.id), { replace: true });
    // Posting with no organisation yet starts by creating one (docs/product/organisations.md#logged-in-only-routes).
    else if (posting && orgs.length === 0) navigate(CREATE_ORG_PATH + query, { replace: true });
  }, [chosen, params.sub, posting, orgs.length, query, navigate]);
  if (chosen || (posting && orgs.length === 0)) return null;
  return (
    <PageShell
      heading={t('selectOrg.title')}
      intro={
        orgs.length === 0
          ? undefined
          : params.sub === 'post-a-listing'
            ? t('selectOrg.postIntro')
            : t('selectOrg.intro')
      }
      data-testid="select-org"
    >
      {orgs.length === 0 ? (
        <>
          <Text>{params.sub === 'post-a-listing' ? t('selectOrg.noneToPost') : t('selectOrg.none')}</Text>
          <Text>
            <Link href={CREATE_ORG_PATH}>{t('selectOrg.create')}</Link>
          </Text>
        </>
      ) : (
        <>
          <List>
            {orgs.map((org) => (
              <li key={org.id}>
                <Link
                  href={target(org.id)}
                  onClick={() => {
                    // The link leads on at once; the choice is remembered on the way (a failure only
                    // means it is asked again next time).
                    if (!org.selected) choose(org.id).catch(() => undefined);
                  }}
                >
                  <span>{org.name}</span>
                  {org.selected && <Tag>{t('selectOrg.current')}</Tag>}
                </Link>
              </li>
            ))}
          </List>
          <Link href={CREATE_ORG_PATH}>{t('selectOrg.create')}</Link>
        </>
      )}
    </PageShell>
  );
}
