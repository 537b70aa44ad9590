import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { publishProblems, type OrgListing } from '@opengood/contracts';
import { Button, ConfirmDialog, Heading, Text } from '@opengood/design-system';
import {
  pageEntered,
  pageLoadFinished,
  useAppDispatch,
  useLang,
  useNavigate,
  type PageViewProps,
} from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';
import { knownCode } from '../../i18n';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { OrgDashboardOverview } from '../dashboard/orgDashboardApi';
import { useRunMutation } from '../shared/mutations';
import { clientErrors, emptyValues, isHiring, requestOf, valuesOf, type DraftValues } from './draftForm';
import { fieldId, ListingForm } from './ListingForm';
import { publishListing } from './postingMutations';
import { editorDataKey, editPath, listingsPath, type EditorParams } from './postingRoutes';
import { useDraftAutosave, type SaveStatus } from './useDraftAutosave';

// The create and edit pages of a listing (docs/product/organisations.md#posting-a-listing): one page for
// both, so that the draft created by the first change keeps the admin's form (and focus) when the address
// becomes the edit page's.

export interface EditorData {
  overview: OrgDashboardOverview;
  listing: OrgListing | null;
}

/** The page model's key for the editor of `params` (definePages: `<page id>:<lang>:<dataKey>`). */
export const editorEntryKey = (lang: string, params: EditorParams) =>
  `listing-editor:${lang}:${editorDataKey(params)}`;

const StatusBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 0 0 20px;
  padding: 10px 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[1]}px;
`;

const Alert = styled.div`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  background: ${(p) => p.theme.colors.dangerSurface};
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

function SaveState({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const words =
    status.kind === 'saving'
      ? t('posting.save.saving')
      : status.kind === 'saved'
        ? t('posting.save.savedAt', {
            time: new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(status.at),
          })
        : status.kind === 'needsTitle'
          ? t('posting.save.needsTitle')
          : status.kind === 'invalid'
            ? t('posting.save.invalid')
            : status.kind === 'failed'
              ? t('posting.save.failed')
              : status.kind === 'notEditable'
                ? t('posting.save.notEditable')
                : status.kind === 'stale'
                  ? ''
                  : t('posting.save.unsaved');
  return (
    <span aria-live="polite" data-testid="save-status" data-status={status.kind} style={{ fontWeight: 600 }}>
      {words}
    </span>
  );
}

/** The field names a problem list shows (the form's labels). */
const FIELD_LABEL: Record<string, string> = {
  title: 'title',
  description: 'description',
  locale: 'locale',
  placeId: 'place',
  remoteCountries: 'remoteCountries',
  jobType: 'jobType',
  professionalLevel: 'professionalLevel',
  education: 'education',
  payment: 'payment',
  functions: 'functions',
  areasOfFocus: 'areasOfFocus',
  benefits: 'benefits',
  questions: 'questions',
  salaryMinimum: 'salaryMinimum',
  salaryMaximum: 'salaryMaximum',
  salaryCurrency: 'salaryCurrency',
  salaryPeriod: 'salaryPeriod',
  applyUrl: 'applyUrl',
  applyEmail: 'applyEmail',
  deadline: 'deadline',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  timeZone: 'timeZone',
};

export function ListingEditor({
  params,
  data,
  askFirst = false,
}: {
  params: EditorParams;
  data: EditorData;
  /** Sent from the listings table's Publish: what is missing is listed at once. */
  askFirst?: boolean;
}) {
  const { t, i18n } = useTranslation('orgDashboard');
  const lang = useLang();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const run = useRunMutation();
  const { orgId, listingType } = params;
  const [values, setValues] = useState<DraftValues>(() =>
    data.listing ? valuesOf(data.listing) : emptyValues(lang),
  );
  const valuesRef = useRef(values);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [problems, setProblems] = useState<Record<string, string> | null>(null);
  const [confirming, setConfirming] = useState<OrgListing | null>(null);
  const [publishError, setPublishError] = useState('');

  const onCreated = useCallback(
    (listing: OrgListing) => {
      // The new draft's edit page is this page with its data already here: handed over to the page model
      // under the edit address's key, then the address replaced (no reload, the form stays as it is).
      const editParams = { ...params, listingId: String(listing.id) };
      const href = new URL(editPath(orgId, listingType, listing.id), window.location.href).href;
      const key = editorEntryKey(lang, editParams);
      dispatch(pageEntered({ area: ORG_DASHBOARD_AREA, key, href, lang }));
      dispatch(
        pageLoadFinished({
          area: ORG_DASHBOARD_AREA,
          key,
          outcome: { status: 'loaded', data: { overview: data.overview, listing } satisfies EditorData },
        }),
      );
      navigate(editPath(orgId, listingType, listing.id), { replace: true });
    },
    [dispatch, navigate, lang, params, orgId, listingType, data.overview],
  );
  const autosave = useDraftAutosave({ orgId, listingType, initial: data.listing, onCreated });
  const changedDraft = autosave.changed;

  const onChange = useCallback(
    <K extends keyof DraftValues>(field: K, value: DraftValues[K]) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      changedDraft(next, field);
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
      setProblems(null);
    },
    [changedDraft],
  );

  const message = useCallback(
    (code: string | undefined) => {
      if (!code) return undefined;
      const known = knownCode(i18n, 'posting.errors', code);
      return known ? t(`posting.errors.${known}`) : t('posting.errors.unknown');
    },
    [t, i18n],
  );
  const client = useMemo(() => clientErrors(requestOf(values, listingType)), [values, listingType]);
  const errors: Record<string, string | undefined> = {};
  for (const [field, code] of Object.entries(client))
    if (showAll || touched.has(field) || (field === 'placeId' && touched.has('placeName')))
      errors[field] = message(code);
  for (const [field, code] of Object.entries(problems ?? {})) errors[field] ??= message(code);
  for (const [field, code] of Object.entries(autosave.serverErrors)) errors[field] = message(code);

  const askToPublish = async () => {
    setPublishError('');
    setShowAll(true);
    const saved = await autosave.flush();
    const listing = saved ?? autosave.listing;
    const found: Record<string, string> = {
      ...clientErrors(requestOf(values, listingType)),
      ...((listing ? publishProblems(listing) : { title: 'TITLE_LENGTH' }) as Record<string, string>),
    };
    if (Object.keys(found).length > 0 || !listing) {
      setProblems(found);
      requestAnimationFrame(() => document.getElementById('posting-problems')?.focus());
      return;
    }
    setConfirming(listing);
  };

  const publish = async () => {
    if (!confirming) return;
    try {
      await run(publishListing, { orgId, listingId: String(confirming.id) });
      setConfirming(null);
      navigate(listingsPath(orgId));
    } catch (error) {
      setConfirming(null);
      const errorsOf = (error as { errors?: Record<string, unknown> }).errors ?? {};
      const found = Object.fromEntries(
        Object.entries(errorsOf).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      if (Object.keys(found).length > 0) setProblems(found);
      else setPublishError(t('posting.errors.unknown'));
    }
  };

  const asked = useRef(false);
  useEffect(() => {
    if (!askFirst || asked.current) return;
    asked.current = true;
    void askToPublish();
    // Once, when the page opens.
  });

  const listing = autosave.listing;
  const editable = autosave.status.kind !== 'stale' && autosave.status.kind !== 'notEditable';
  const isDraft = !listing || listing.status === 'DRAFT';
  const heading = listing
    ? t('posting.form.editTitle', { title: listing.title })
    : t(`posting.form.createTitle.${listingType}`);
  const problemList = Object.entries(problems ?? {});
  return (
    <div data-testid="listing-editor" data-listing-id={listing?.id ?? ''}>
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
        {heading}
      </Heading>
      <Text color="muted">{t('posting.form.draftNote')}</Text>
      <StatusBar>
        <SaveState status={autosave.status} />
        {isDraft && (
          <Button type="button" onClick={() => void askToPublish()} disabled={!editable}>
            {t('posting.publish.button')}
          </Button>
        )}
      </StatusBar>
      {autosave.status.kind === 'stale' && (
        <Alert role="alert" data-testid="stale-version">
          <p style={{ margin: '0 0 8px' }}>{t('posting.save.stale')}</p>
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            {t('posting.save.reload')}
          </Button>
        </Alert>
      )}
      {problemList.length > 0 && (
        <Alert id="posting-problems" tabIndex={-1} data-testid="publish-problems">
          <h3>{t('posting.publish.problemsHeading')}</h3>
          <ul>
            {problemList.map(([field, code]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>
                  {FIELD_LABEL[field]
                    ? t(`posting.form.${FIELD_LABEL[field]}` as 'posting.form.title')
                    : field}
                </a>
                : {message(code)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {publishError && (
        <Alert role="alert">
          <p style={{ margin: 0 }}>{publishError}</p>
        </Alert>
      )}
      <fieldset disabled={!editable} style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
        <ListingForm listingType={listingType} values={values} onChange={onChange} errors={errors} />
      </fieldset>
      <ConfirmDialog
        open={confirming !== null}
        title={t('posting.publish.confirmTitle', { title: confirming?.title ?? '' })}
        confirmLabel={t('posting.publish.confirm')}
        cancelLabel={t('posting.publish.cancel')}
        busyLabel={t('posting.publish.busy')}
        onConfirm={publish}
        onCancel={() => setConfirming(null)}
        data-testid="publish-dialog"
      >
        {isHiring(listingType) ? t('posting.publish.paidBody') : t('posting.publish.freeBody')}
      </ConfirmDialog>
    </div>
  );
}

/** …/{type}/create and …/{type}/{id}/edit, in the dashboard's frame. */
export function ListingEditorPage({ params, data, url }: PageViewProps<EditorParams, EditorData>) {
  return (
    <OrgDashboardLayout
      orgId={params.orgId}
      org={data.overview.org}
      section={params.listingId === null ? 'post-a-listing' : 'listings'}
    >
      <ListingEditor params={params} data={data} askFirst={url.searchParams.get('publish') === '1'} />
    </OrgDashboardLayout>
  );
}
