import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  LISTING_STATES,
  LISTING_TYPES,
  publishProblems,
  type ListingState,
  type OrgListing,
} from '@opengood/contracts';
import { ConfirmDialog, Field, Heading, Select, Text } from '@opengood/design-system';
import {
  Link,
  selectIsStaff,
  useAppSelector,
  useLang,
  useNavigate,
  type PageViewProps,
} from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { OrgDashboardOverview } from '../dashboard/orgDashboardApi';
import { useRunMutation } from '../shared/mutations';
import { closeListing, publishListingFree, publishListing } from './postingMutations';
import { isHiring } from './draftForm';
import { applicantsPath, chooseTypePath, editPath, previewPath, repostPath } from './postingRoutes';

// /admin/{orgId}/listings (docs/product/organisations.md#posting-a-listing): every listing of the
// organisation, whatever its state, in a dense table (a card list on a phone), filtered by type and state,
// with what each state allows: edit, preview, publish, close, repost; staff publish a listing waiting for
// payment free of charge.

export interface ListingsData {
  overview: OrgDashboardOverview;
  listings: OrgListing[];
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  align-items: flex-end;
  > div {
    min-width: 180px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
    font-size: 13px;
  }
  td.num {
    text-align: right;
  }
  td.actions {
    min-width: 190px;
  }
  td.nowrap {
    white-space: nowrap;
  }
`;

/** The type under the title (a column of its own would crowd the actions out). */
const TypeLine = styled.span`
  display: block;
  font-weight: 400;
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
`;

/** The table scrolls sideways on its own when a narrow window still shows it (never the page). */
const TableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
  @media (max-width: 900px) {
    display: none;
  }
`;

const Cards = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    margin: 8px 0;
    font-size: 14px;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  @media (max-width: 900px) {
    display: block;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 14px;
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0;
    border: none;
    background: none;
    color: ${(p) => p.theme.colors.primaryDark};
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 2px;
    cursor: pointer;
    white-space: nowrap;
  }
  a:hover,
  button:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const BADGE: Record<ListingState, { glyph: string; fg: string; bg: string; border: string }> = {
  DRAFT: { glyph: '✎', fg: '#3d4451', bg: '#fff', border: 'dashed' },
  AWAITING_PAYMENT: { glyph: '◷', fg: '#6b4000', bg: '#fff4db', border: 'solid' },
  PUBLISHED: { glyph: '●', fg: '#0d5b2a', bg: '#e3f5e9', border: 'solid' },
  CLOSED: { glyph: '■', fg: '#3d4451', bg: '#eceef1', border: 'solid' },
  EXPIRED: { glyph: '✕', fg: '#8a1c12', bg: '#fdecea', border: 'solid' },
};

const Badge = styled.span<{ $state: ListingState }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => BADGE[p.$state].fg};
  background: ${(p) => BADGE[p.$state].bg};
  border: 1px ${(p) => BADGE[p.$state].border} currentColor;
`;

/** A state in words, with a shape of its own beside it (never told by colour alone). */
export function StateBadge({ state }: { state: ListingState }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <Badge $state={state} data-testid="listing-state" data-state={state}>
      <span aria-hidden="true">{BADGE[state].glyph}</span>
      {t(`posting.states.${state}`)}
    </Badge>
  );
}

type Ask = { kind: 'close' | 'publish' | 'publishFree'; listing: OrgListing };

function RowActions({
  orgId,
  listing,
  onAsk,
}: {
  orgId: string;
  listing: OrgListing;
  onAsk: (ask: Ask) => void;
}) {
  const { t } = useTranslation('orgDashboard');
  const isStaff = useAppSelector(selectIsStaff);
  const navigate = useNavigate();
  const { status, listingType: type, id } = listing;
  return (
    <Actions role="group" aria-label={t('posting.list.actionsFor', { title: listing.title })}>
      {(status === 'DRAFT' || status === 'PUBLISHED') && (
        <Link href={editPath(orgId, type, id)}>{t('posting.list.edit')}</Link>
      )}
      <Link href={previewPath(orgId, type, id)} data-testid="preview-link">
        {t('posting.list.preview')}
      </Link>
      {status === 'DRAFT' && (
        <button
          type="button"
          onClick={() =>
            // What is missing is shown (and filled) on the edit page; a complete draft is confirmed here.
            Object.keys(publishProblems(listing)).length > 0
              ? navigate(`${editPath(orgId, type, id)}?publish=1`)
              : onAsk({ kind: 'publish', listing })
          }
        >
          {t('posting.list.publish')}
        </button>
      )}
      {(status === 'PUBLISHED' || status === 'EXPIRED') && (
        <button type="button" onClick={() => onAsk({ kind: 'close', listing })}>
          {t('posting.list.close')}
        </button>
      )}
      {status !== 'DRAFT' && <Link href={repostPath(orgId, type, id)}>{t('posting.list.repost')}</Link>}
      {isStaff && status === 'AWAITING_PAYMENT' && (
        <button type="button" onClick={() => onAsk({ kind: 'publishFree', listing })}>
          {t('posting.list.publishFree')}
        </button>
      )}
    </Actions>
  );
}

export function ListingsTable({ orgId, listings }: { orgId: string; listings: OrgListing[] }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const run = useRunMutation();
  const [type, setType] = useState('');
  const [state, setState] = useState('');
  const [ask, setAsk] = useState<Ask | null>(null);
  const [said, setSaid] = useState('');
  const shown = useMemo(
    () => listings.filter((l) => (!type || l.listingType === type) && (!state || l.status === state)),
    [listings, type, state],
  );
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'short' });
  const moment = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const number = new Intl.NumberFormat(lang);
  const act = async () => {
    if (!ask) return;
    const ref = { orgId, listingId: String(ask.listing.id) };
    try {
      if (ask.kind === 'close') await run(closeListing, ref);
      else if (ask.kind === 'publish') await run(publishListing, ref);
      else await run(publishListingFree, ref);
      setSaid(ask.kind === 'close' ? t('posting.list.closed') : t('posting.publish.done'));
    } catch {
      setSaid(t('posting.errors.unknown'));
    }
    setAsk(null);
  };
  const cells = (listing: OrgListing) => ({
    applications: (
      <Link
        href={applicantsPath(orgId, listing.listingType, listing.id)}
        aria-label={t('posting.list.applicationsOf', {
          count: listing.applicationCount,
          title: listing.title,
        })}
      >
        {number.format(listing.applicationCount)}
      </Link>
    ),
    deadline: listing.deadline ? day.format(new Date(listing.deadline)) : t('posting.list.noDeadline'),
    saved: moment.format(new Date(listing.updatedAt)),
  });
  const dialog =
    ask?.kind === 'close'
      ? {
          title: t('posting.list.closeTitle', { title: ask.listing.title }),
          body: t('posting.list.closeBody'),
          confirm: t('posting.list.closeConfirm'),
          destructive: true,
        }
      : ask?.kind === 'publishFree'
        ? {
            title: t('posting.list.publishFreeTitle', { title: ask.listing.title }),
            body: t('posting.list.publishFreeBody'),
            confirm: t('posting.list.publishFree'),
            destructive: false,
          }
        : {
            title: t('posting.publish.confirmTitle', { title: ask?.listing.title ?? '' }),
            body:
              ask && isHiring(ask.listing.listingType)
                ? t('posting.publish.paidBody')
                : t('posting.publish.freeBody'),
            confirm: t('posting.publish.confirm'),
            destructive: false,
          };
  return (
    <div data-testid="listings-table">
      <Filters>
        <Field label={t('posting.list.filterType')} id="listings-filter-type">
          <Select
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={[
              { value: '', label: t('posting.list.all') },
              ...LISTING_TYPES.map((code) => ({ value: code, label: t(`posting.types.${code}.name`) })),
            ]}
          />
        </Field>
        <Field label={t('posting.list.filterState')} id="listings-filter-state">
          <Select
            value={state}
            onChange={(e) => setState(e.target.value)}
            options={[
              { value: '', label: t('posting.list.all') },
              ...LISTING_STATES.map((code) => ({ value: code, label: t(`posting.states.${code}`) })),
            ]}
          />
        </Field>
      </Filters>
      <p aria-live="polite" data-testid="listings-said" style={{ minHeight: '1.5em', margin: '0 0 8px' }}>
        {said}
      </p>
      {shown.length === 0 ? (
        <Text>{listings.length === 0 ? t('posting.list.empty') : t('posting.list.emptyFiltered')}</Text>
      ) : (
        <>
          <TableScroll tabIndex={0} role="region" aria-label={t('posting.list.title')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('posting.list.columns.title')}</th>
                  <th scope="col">{t('posting.list.columns.state')}</th>
                  <th scope="col">{t('posting.list.columns.applications')}</th>
                  <th scope="col">{t('posting.list.columns.deadline')}</th>
                  <th scope="col">{t('posting.list.columns.saved')}</th>
                  <th scope="col">{t('posting.list.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((listing) => {
                  const c = cells(listing);
                  return (
                    <tr key={listing.id} data-testid="listing-row" data-listing-id={listing.id}>
                      <th scope="row" style={{ color: 'inherit', fontSize: 15 }}>
                        {listing.title}
                        <TypeLine>{t(`posting.types.${listing.listingType}.name`)}</TypeLine>
                      </th>
                      <td>
                        <StateBadge state={listing.status} />
                      </td>
                      <td className="num">{c.applications}</td>
                      <td className="nowrap">{c.deadline}</td>
                      <td>{c.saved}</td>
                      <td className="actions">
                        <RowActions orgId={orgId} listing={listing} onAsk={setAsk} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
          <Cards>
            {shown.map((listing) => {
              const c = cells(listing);
              return (
                <li key={listing.id} data-testid="listing-card">
                  <Heading as="h3" fontSize={2} style={{ margin: 0 }}>
                    {listing.title}
                  </Heading>
                  <dl>
                    <dt>{t('posting.list.columns.type')}</dt>
                    <dd>{t(`posting.types.${listing.listingType}.name`)}</dd>
                    <dt>{t('posting.list.columns.state')}</dt>
                    <dd>
                      <StateBadge state={listing.status} />
                    </dd>
                    <dt>{t('posting.list.columns.applications')}</dt>
                    <dd>{c.applications}</dd>
                    <dt>{t('posting.list.columns.deadline')}</dt>
                    <dd>{c.deadline}</dd>
                    <dt>{t('posting.list.columns.saved')}</dt>
                    <dd>{c.saved}</dd>
                  </dl>
                  <RowActions orgId={orgId} listing={listing} onAsk={setAsk} />
                </li>
              );
            })}
          </Cards>
        </>
      )}
      <ConfirmDialog
        open={ask !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        cancelLabel={t('posting.publish.cancel')}
        destructive={dialog.destructive}
        onConfirm={act}
        onCancel={() => setAsk(null)}
        data-testid="listing-action-dialog"
      >
        {dialog.body}
      </ConfirmDialog>
    </div>
  );
}

export function ListingsPage({ params, data }: PageViewProps<{ orgId: string }, ListingsData>) {
  const { t } = useTranslation('orgDashboard');
  return (
    <OrgDashboardLayout orgId={params.orgId} org={data.overview.org} section="listings">
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
        {t('posting.list.title')}
      </Heading>
      <Text style={{ maxWidth: '72ch' }}>{t('posting.list.intro')}</Text>
      <p>
        <Link href={chooseTypePath(params.orgId)}>{t('posting.list.post')}</Link>
      </p>
      <ListingsTable orgId={params.orgId} listings={data.listings} />
    </OrgDashboardLayout>
  );
}
