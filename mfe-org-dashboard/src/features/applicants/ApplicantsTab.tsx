import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  APPLICATION_RATINGS,
  APPLICATION_STAGES,
  BULK_REJECT_MAX,
  type OrgApplicationSummary,
} from '@opengood/contracts';
import { Button, ConfirmDialog, Icon, Pager, Select, Text, VisuallyHidden } from '@opengood/design-system';
import { Link, useLang, useNavigate, type PageViewProps } from '@opengood/platform';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';
import { formatDate } from '../shared/format';
import type { ListingPageData } from './applicantsApi';
import { rejectApplications } from './applicantsMutations';
import {
  applicantFiltersQuery,
  applicationPagePath,
  listingPagePath,
  type ApplicantFilters,
  type ListingPageParams,
} from './applicantRoutes';
import { usePipelineRefusalText } from './pipelineMessages';
import { StagePill } from './pipelineUi';

const StageBar = styled.nav`
  margin-bottom: 16px;
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    border-color: ${(p) => p.theme.colors.primaryDark};
    background: ${(p) => p.theme.colors.successSurface};
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 700;
  }
`;

const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 16px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input[type='date'],
  select {
    font: inherit;
    min-height: 44px;
    padding: 6px 10px;
    border: 1px solid ${(p) => p.theme.colors.controlBorder};
    border-radius: 4px;
    background: #fff;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 16px;
    min-height: 44px;
  }
  @media (max-width: 520px) {
    label,
    input[type='date'],
    select {
      width: 100%;
    }
  }
`;

const Toolbar = styled.div`
  button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 8px 0;
`;

/** Dense rows at a desk; below 720 px each application is a card of labelled lines. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-size: 13px;
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
  td.check,
  th.check {
    width: 44px;
  }
  /* The select-all box's visible word, on phones only (where the column headings are hidden). */
  th.check .all {
    display: none;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  td.name a {
    font-weight: 600;
  }
  td.name span {
    display: block;
    color: ${(p) => p.theme.colors.muted};
    font-size: 13px;
  }
  @media (max-width: 720px) {
    thead tr {
      display: flex;
      align-items: center;
      gap: 8px;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    thead th:not(.check) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    thead th.check,
    tbody td {
      border: none;
    }
    thead th.check {
      display: flex;
      align-items: center;
      gap: 8px;
      width: auto;
    }
    th.check .all {
      display: inline;
      color: ${(p) => p.theme.colors.text};
      font-size: 15px;
    }
    tbody tr {
      display: grid;
      grid-template-columns: 44px minmax(0, 1fr);
      gap: 2px 8px;
      margin: 12px 0;
      padding: 12px 8px;
      border: 1px solid ${(p) => p.theme.colors.border};
      border-radius: 8px;
    }
    tbody td {
      padding: 2px 0;
    }
    tbody td.check {
      grid-row: span 5;
    }
    tbody td:not(.check) {
      grid-column: 2;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${(p) => p.theme.colors.muted};
    }
  }
`;

/** The tab's filters with one changed (a new filter starts again at page 1). */
const withFilter = (filters: ApplicantFilters, change: Partial<ApplicantFilters>): ApplicantFilters => ({
  ...filters,
  page: 1,
  ...change,
});

/**
 * The applicants tab (docs/product/organisations.md#applicants): the stages with their counts as a filter
 * bar, filters by rating and days (all in the URL's query, so reload and back keep them), the matching
 * applications a page at a time, and a confirmed bulk reject of the ones selected.
 */
export function ApplicantsTab({ params, data }: PageViewProps<ListingPageParams, ListingPageData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const navigate = useNavigate();
  const run = useRunMutation();
  const refusalText = usePipelineRefusalText();
  const { orgId, listingType, listingId } = params;
  const { applications: answer, filters, listing } = data;
  const base = listingPagePath(orgId, listingType, listingId, 'applicants');
  const hrefOf = (f: Partial<ApplicantFilters>) => base + applicantFiltersQuery(f);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const rejectButton = useRef<HTMLButtonElement>(null);
  const total = APPLICATION_STAGES.reduce((sum, stage) => sum + answer.stageCounts[stage], 0);
  const rows = answer.applications;
  // A selection only holds rows on this page that can still be rejected.
  const selectable = rows.filter((row) => row.stage !== 'REJECTED' && row.stage !== 'HIRED');
  const chosen = selectable.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '') || undefined;
    setSelected(new Set());
    navigate(
      hrefOf(
        withFilter(filters, {
          rating: value('rating') as ApplicantFilters['rating'],
          appliedFrom: value('appliedFrom'),
          appliedTo: value('appliedTo'),
        }),
      ),
    );
  };

  const reject = async () => {
    const ids = chosen.slice(0, BULK_REJECT_MAX);
    try {
      const { data: done } = await run(rejectApplications, { orgId, listingId, applicationIds: ids });
      setNotice(
        done.rejected === 0
          ? t('applicants.list.rejectedNone')
          : t('applicants.list.rejected', { count: done.rejected }),
      );
      setSelected(new Set());
    } catch (error) {
      setNotice(refusalText(error));
    }
    setConfirming(false);
  };

  const filtered = Boolean(filters.stage || filters.rating || filters.appliedFrom || filters.appliedTo);
  return (
    <div data-testid="applicants-tab">
      <StageBar aria-label={t('applicants.list.stageFilter')}>
        <ul>
          <li>
            <Link
              href={hrefOf(withFilter(filters, { stage: undefined }))}
              aria-current={filters.stage ? undefined : 'page'}
            >
              {t('applicants.list.stageCount', { stage: t('applicants.list.allStages'), count: total })}
            </Link>
          </li>
          {APPLICATION_STAGES.map((stage) => (
            <li key={stage}>
              <Link
                href={hrefOf(withFilter(filters, { stage }))}
                aria-current={filters.stage === stage ? 'page' : undefined}
              >
                {t('applicants.list.stageCount', {
                  stage: t(`applicants.stages.${stage}`),
                  count: answer.stageCounts[stage],
                })}
              </Link>
            </li>
          ))}
        </ul>
      </StageBar>

      {/* The key resets the uncontrolled fields when the URL's filters change (back, a stage link). */}
      <FilterForm
        key={`${filters.rating}-${filters.appliedFrom}-${filters.appliedTo}`}
        onSubmit={applyFilters}
        aria-label={t('applicants.list.filtersHeading')}
        data-testid="applicant-filters"
      >
        <label>
          {t('applicants.list.rating')}
          <Select
            name="rating"
            defaultValue={filters.rating ?? ''}
            options={[
              { value: '', label: t('applicants.list.anyRating') },
              ...[...APPLICATION_RATINGS, 'UNRATED' as const].map((r) => ({
                value: r,
                label: t(`applicants.ratings.${r}`),
              })),
            ]}
          />
        </label>
        <label>
          {t('applicants.list.appliedFrom')}
          <input type="date" name="appliedFrom" defaultValue={filters.appliedFrom ?? ''} />
        </label>
        <label>
          {t('applicants.list.appliedTo')}
          <input type="date" name="appliedTo" defaultValue={filters.appliedTo ?? ''} />
        </label>
        <div className="actions">
          <Button type="submit" variant="secondary">
            {t('applicants.list.apply')}
          </Button>
          {filtered && <Link href={base}>{t('applicants.list.clear')}</Link>}
        </div>
      </FilterForm>

      <Status data-testid="applicants-status" style={{ margin: '0 0 8px' }}>
        {notice}
      </Status>

      {rows.length === 0 ? (
        <Text color="muted" data-testid="applicants-empty">
          {total === 0 ? t('applicants.list.noneYet') : t('applicants.list.none')}
        </Text>
      ) : (
        <>
          <Toolbar>
            <Text as="span" color="muted">
              {t('applicants.list.found', { count: answer.count })}
              {chosen.length > 0 && ` · ${t('applicants.list.selected', { count: chosen.length })}`}
            </Text>
            <Button
              ref={rejectButton}
              variant="secondary"
              // aria-disabled, not disabled: the focus the dialog gives back stays here once it is done.
              aria-disabled={chosen.length === 0}
              onClick={() => chosen.length > 0 && setConfirming(true)}
            >
              {t('applicants.list.rejectSelected')}
            </Button>
          </Toolbar>
          <Table data-testid="applicants-table">
            <caption>
              <VisuallyHidden>{t('applicants.list.caption', { title: listing.title })}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col" className="check">
                  <input
                    type="checkbox"
                    aria-label={t('applicants.list.selectAll')}
                    checked={allChosen}
                    disabled={selectable.length === 0}
                    onChange={(e) =>
                      setSelected(new Set(e.target.checked ? selectable.map((r) => r.id) : []))
                    }
                  />
                  <span className="all" aria-hidden="true">
                    {t('applicants.list.select')}
                  </span>
                </th>
                <th scope="col">{t('applicants.list.name')}</th>
                <th scope="col">{t('applicants.list.applied')}</th>
                <th scope="col">{t('applicants.list.stage')}</th>
                <th scope="col">{t('applicants.list.ratingColumn')}</th>
                <th scope="col">{t('applicants.list.resume')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ApplicantRow
                  key={row.id}
                  row={row}
                  orgId={orgId}
                  lang={lang}
                  checked={selected.has(row.id)}
                  selectable={selectable.includes(row)}
                  onToggle={(on) => toggle(row.id, on)}
                />
              ))}
            </tbody>
          </Table>
          <Pager
            page={filters.page}
            pageCount={answer.pageCount}
            hrefOf={(page) => hrefOf({ ...filters, page })}
            linkAs={Link}
          />
        </>
      )}

      <ConfirmDialog
        open={confirming}
        destructive
        title={t('applicants.list.rejectTitle', { count: chosen.length })}
        confirmLabel={t('applicants.list.rejectConfirm')}
        busyLabel={t('applicants.list.rejecting')}
        cancelLabel={t('common.cancel')}
        onConfirm={reject}
        onCancel={() => setConfirming(false)}
        data-testid="reject-dialog"
      >
        {t('applicants.list.rejectText')}
      </ConfirmDialog>
    </div>
  );
}

function ApplicantRow({
  row,
  orgId,
  lang,
  checked,
  selectable,
  onToggle,
}: {
  row: OrgApplicationSummary;
  orgId: string;
  lang: ReturnType<typeof useLang>;
  checked: boolean;
  selectable: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation('orgDashboard');
  const name = row.applicant.name;
  return (
    <tr data-testid="applicant-row">
      <td className="check">
        <input
          type="checkbox"
          aria-label={t('applicants.list.selectOne', { name })}
          checked={selectable && checked}
          disabled={!selectable}
          onChange={(e) => onToggle(e.target.checked)}
        />
      </td>
      <td className="name">
        <Link href={applicationPagePath(orgId, row.id)}>{name}</Link>
        {row.noteCount > 0 && <span>{t('applicants.list.notes', { count: row.noteCount })}</span>}
      </td>
      <td data-label={t('applicants.list.applied')}>
        <time dateTime={row.createdAt}>{formatDate(row.createdAt, lang)}</time>
      </td>
      <td data-label={t('applicants.list.stage')}>
        <StagePill stage={row.stage}>{t(`applicants.stages.${row.stage}`)}</StagePill>
      </td>
      <td data-label={t('applicants.list.ratingColumn')}>
        {t(`applicants.ratings.${row.rating ?? 'UNRATED'}`)}
      </td>
      <td data-label={t('applicants.list.resume')}>
        {row.hasResume ? (
          <Icon name="file" size={18} title={t('applicants.list.hasResume')} />
        ) : (
          <span>
            <span aria-hidden="true">–</span>
            <VisuallyHidden>{t('applicants.list.noResume')}</VisuallyHidden>
          </span>
        )}
      </td>
    </tr>
  );
}
