import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicantProfile, WorkHistoryJob, WorkHistoryJobInput } from '@opengood/contracts';
import { Button, Flex, Text } from '@opengood/design-system';
import { useAppDispatch, useAppSelector, useLang, type PageViewProps } from '@opengood/platform';
import { Field, FieldError, Panel, Status, describedBy } from '../layout/DashboardFrame';
import { formatMonth } from '../format';
import {
  jobDeleteConfirmed,
  jobFormClosed,
  jobSubmitted,
  selectApplicantProfileState,
} from './applicantProfileSlice';

const TEXT_MAX = 200;
const DESCRIPTION_MAX = 5000;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type JobErrors = Partial<
  Record<'title' | 'organization' | 'startMonth' | 'endMonth' | 'description' | 'request', string>
>;

/** The same rules as the contract's workHistoryJobRequestSchema, as translated field errors (codes). */
export function checkJob(job: WorkHistoryJobInput): JobErrors {
  const errors: JobErrors = {};
  if (!job.title.trim()) errors.title = 'REQUIRED';
  else if (job.title.trim().length > TEXT_MAX) errors.title = 'TOO_LONG';
  if (!job.organization.trim()) errors.organization = 'REQUIRED';
  else if (job.organization.trim().length > TEXT_MAX) errors.organization = 'TOO_LONG';
  if (!MONTH.test(job.startMonth)) errors.startMonth = 'MONTH';
  if (!job.current) {
    if (!job.endMonth) errors.endMonth = 'END_REQUIRED';
    else if (!MONTH.test(job.endMonth)) errors.endMonth = 'MONTH';
    else if (MONTH.test(job.startMonth) && job.endMonth < job.startMonth)
      errors.endMonth = 'END_BEFORE_START';
  }
  if ((job.description ?? '').length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  return errors;
}

const Jobs = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    padding: 16px 0;
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes[3]}px;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${(p) => p.theme.breakpoints[0]}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const EMPTY: WorkHistoryJobInput = {
  title: '',
  organization: '',
  startMonth: '',
  endMonth: null,
  current: false,
  description: '',
};

function JobForm({
  job,
  onDone,
  onCancel,
}: {
  job: WorkHistoryJob | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const { job: state } = useAppSelector(selectApplicantProfileState);
  const id = useId();
  const [value, setValue] = useState<WorkHistoryJobInput>(() => (job ? { ...job } : EMPTY));
  const [errors, setErrors] = useState<JobErrors>({});
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const mine = state.target === (job?.id ?? 'new');
  useEffect(() => {
    if (mine && state.status === 'saved') onDone();
  }, [mine, state.status, onDone]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkJob(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    dispatch(
      jobSubmitted({
        id: job?.id ?? null,
        job: {
          ...value,
          endMonth: value.current ? null : value.endMonth,
          description: value.description ?? '',
        },
      }),
    );
  };
  const server = mine && state.status === 'failed' ? state.errors : {};
  const message = (field: keyof JobErrors) => {
    const code = errors[field];
    if (code)
      return t(`experience.errors.${code}` as 'experience.errors.REQUIRED', {
        max: field === 'description' ? DESCRIPTION_MAX : TEXT_MAX,
      });
    return server[field] ? t('profile.fieldRefused', { message: server[field] }) : null;
  };
  const input = (field: 'title' | 'organization', label: string) => {
    const fid = `${id}-${field}`;
    return (
      <Field id={fid} label={label} error={message(field)}>
        <input
          ref={field === 'title' ? first : undefined}
          id={fid}
          value={value[field]}
          onChange={(e) => setValue({ ...value, [field]: e.target.value })}
          required
          {...describedBy(fid, message(field))}
        />
      </Field>
    );
  };
  const month = (field: 'startMonth' | 'endMonth', label: string) => {
    const fid = `${id}-${field}`;
    return (
      <Field id={fid} label={label} error={message(field)} hint={t('experience.monthHint')}>
        <input
          id={fid}
          type="month"
          placeholder="YYYY-MM"
          value={value[field] ?? ''}
          disabled={field === 'endMonth' && value.current}
          onChange={(e) =>
            setValue({ ...value, [field]: e.target.value || (field === 'endMonth' ? null : '') })
          }
          {...describedBy(fid, message(field), 'hint')}
        />
      </Field>
    );
  };
  const descId = `${id}-description`;
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="work-history-form"
      aria-label={job ? t('experience.editJob', { title: job.title }) : t('experience.add')}
    >
      <Grid>
        {input('title', t('experience.fields.title'))}
        {input('organization', t('experience.fields.organization'))}
        {month('startMonth', t('experience.fields.startMonth'))}
        {month('endMonth', t('experience.fields.endMonth'))}
      </Grid>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        <input
          type="checkbox"
          checked={Boolean(value.current)}
          onChange={(e) =>
            setValue({
              ...value,
              current: e.target.checked,
              endMonth: e.target.checked ? null : value.endMonth,
            })
          }
        />
        {t('experience.fields.current')}
      </label>
      <Field id={descId} label={t('experience.fields.description')} error={message('description')}>
        <textarea
          id={descId}
          rows={4}
          value={value.description ?? ''}
          onChange={(e) => setValue({ ...value, description: e.target.value })}
          {...describedBy(descId, message('description'))}
        />
      </Field>
      <Flex style={{ gap: 8 }}>
        <Button type="submit" disabled={mine && state.status === 'saving'}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Flex>
      {server.request && <FieldError role="alert">{t('common.failed')}</FieldError>}
    </form>
  );
}

function JobItem({ job, onEdit }: { job: WorkHistoryJob; onEdit: () => void }) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const period = `${formatMonth(lang, job.startMonth)} – ${job.current || !job.endMonth ? t('experience.present') : formatMonth(lang, job.endMonth)}`;
  return (
    <li data-testid="work-history-job">
      <h3>{job.title}</h3>
      <Text m={0}>{job.organization}</Text>
      <Text color="muted" fontSize={1} mt={1}>
        {period}
      </Text>
      {job.description && <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>}
      <Flex style={{ gap: 16 }} alignItems="center" flexWrap="wrap">
        <Button variant="link" onClick={onEdit} aria-label={t('experience.editJob', { title: job.title })}>
          {t('experience.edit')}
        </Button>
        {confirming ? (
          <>
            <Text as="span" m={0}>
              {t('experience.confirmDelete')}
            </Text>
            <Button onClick={() => dispatch(jobDeleteConfirmed({ id: job.id }))}>
              {t('experience.deleteYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <Button
            variant="link"
            onClick={() => setConfirming(true)}
            aria-label={t('experience.deleteJob', { title: job.title })}
          >
            {t('experience.delete')}
          </Button>
        )}
      </Flex>
    </li>
  );
}

/** /dashboard/professional-experience: the work history of the applicant profile, added, edited and deleted. */
export function WorkHistoryPage({
  data,
}: PageViewProps<{ section: 'professional-experience' }, ApplicantProfile>) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectApplicantProfileState);
  const profile = state.profile ?? data;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const open = (target: number | 'new') => {
    dispatch(jobFormClosed());
    setEditing(target);
  };
  const cancel = () => {
    setEditing(null);
    dispatch(jobFormClosed());
  };
  const done = () => setEditing(null);
  const sorted = [...profile.workHistoryJobs].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.startMonth.localeCompare(a.startMonth),
  );
  return (
    <Panel data-testid="work-history">
      <h2>{t('experience.heading')}</h2>
      {sorted.length === 0 && editing === null && <Text color="muted">{t('experience.empty')}</Text>}
      <Jobs>
        {sorted.map((job) =>
          editing === job.id ? (
            <li key={job.id}>
              <JobForm job={job} onDone={done} onCancel={cancel} />
            </li>
          ) : (
            <JobItem key={job.id} job={job} onEdit={() => open(job.id)} />
          ),
        )}
      </Jobs>
      {editing === 'new' ? (
        <JobForm job={null} onDone={done} onCancel={cancel} />
      ) : (
        <Button onClick={() => open('new')}>{t('experience.add')}</Button>
      )}
      <Status data-testid="work-history-status">
        {state.job.status === 'saved'
          ? t('experience.saved')
          : state.job.status === 'failed' && editing === null
            ? t('common.failed')
            : ''}
      </Status>
    </Panel>
  );
}
