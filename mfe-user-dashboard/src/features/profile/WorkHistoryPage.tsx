import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicantProfile, WorkHistoryJob, WorkHistoryJobInput } from '@opengood/contracts';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Field,
  FieldError,
  Flex,
  Text,
  TextInput,
  Textarea,
} from '@opengood/design-system';
import { useLang, useMutation, type PageViewProps } from '@opengood/platform';
import { Panel, Status } from '../layout/DashboardFrame';
import { formatMonth } from '../format';
import { addWorkHistoryJob, deleteWorkHistoryJob, updateWorkHistoryJob } from './applicantProfileMutations';

const TEXT_MAX = 200;
const DESCRIPTION_MAX = 5000;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type JobErrors = Partial<
  Record<'title' | 'organization' | 'startMonth' | 'endMonth' | 'description' | 'request', string>
>;

/**
 * The same rules as the contract's workHistoryJobRequestSchema, as translated field errors (codes): the
 * contract words its refusals as English sentences, which the forms kit would show as they are, so this
 * form checks them itself (and shows the api's own refusal, should one come, as "Not saved: …").
 */
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

const FIELD_ORDER = ['title', 'organization', 'startMonth', 'endMonth', 'description'] as const;

/** Adds a job (`job` null) or edits one; done once the api took it. */
function JobForm({
  job,
  onSaved,
  onCancel,
}: {
  job: WorkHistoryJob | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('userDashboard');
  const add = useMutation(addWorkHistoryJob);
  const update = useMutation(updateWorkHistoryJob, job?.id);
  const save = job ? update : add;
  const id = useId();
  const [value, setValue] = useState<WorkHistoryJobInput>(() => (job ? { ...job } : EMPTY));
  const [errors, setErrors] = useState<JobErrors>({});
  const [tries, setTries] = useState(0);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  // A new form starts from nothing: how the last save of this job ended is not this form's.
  const { reset } = save;
  useEffect(() => {
    reset();
  }, [reset]);
  // After a refused submit, the first field said to be wrong takes the focus (its error is read with it).
  useEffect(() => {
    const wrong = FIELD_ORDER.find((field) => errors[field]);
    if (wrong) document.getElementById(`${id}-${wrong}`)?.focus();
  }, [tries, errors, id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkJob(value);
    setErrors(found);
    setTries((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    const sent: WorkHistoryJobInput = {
      ...value,
      endMonth: value.current ? null : value.endMonth,
      description: value.description ?? '',
    };
    const answer = job ? await update.mutate({ id: job.id, job: sent }) : await add.mutate(sent);
    if (answer) onSaved();
  };
  const server = save.status === 'failed' ? save.errors : {};
  const message = (field: keyof JobErrors) => {
    const code = errors[field];
    if (code)
      return t(`experience.errors.${code}` as 'experience.errors.REQUIRED', {
        max: field === 'description' ? DESCRIPTION_MAX : TEXT_MAX,
      });
    return server[field] ? t('profile.fieldRefused', { message: server[field] }) : null;
  };
  const input = (field: 'title' | 'organization', label: string) => (
    <Field id={`${id}-${field}`} label={label} error={message(field)} required>
      <TextInput
        ref={field === 'title' ? first : undefined}
        value={value[field]}
        onChange={(e) => setValue({ ...value, [field]: e.target.value })}
      />
    </Field>
  );
  const month = (field: 'startMonth' | 'endMonth', label: string) => (
    <Field id={`${id}-${field}`} label={label} error={message(field)} hint={t('experience.monthHint')}>
      <TextInput
        type="month"
        placeholder="YYYY-MM"
        value={value[field] ?? ''}
        disabled={field === 'endMonth' && Boolean(value.current)}
        onChange={(e) =>
          setValue({ ...value, [field]: e.target.value || (field === 'endMonth' ? null : '') })
        }
      />
    </Field>
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
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
      <Checkbox
        label={t('experience.fields.current')}
        checked={Boolean(value.current)}
        onChange={(checked) =>
          setValue({ ...value, current: checked, endMonth: checked ? null : value.endMonth })
        }
      />
      <Field
        id={`${id}-description`}
        label={t('experience.fields.description')}
        error={message('description')}
      >
        <Textarea
          rows={4}
          value={value.description ?? ''}
          onChange={(e) => setValue({ ...value, description: e.target.value })}
        />
      </Field>
      <Flex style={{ gap: 8 }}>
        <Button type="submit" disabled={save.status === 'pending'}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Flex>
      {server.request && <FieldError live>{t('common.failed')}</FieldError>}
    </form>
  );
}

function JobItem({
  job,
  onEdit,
  onDeleted,
}: {
  job: WorkHistoryJob;
  onEdit: () => void;
  onDeleted: (done: boolean) => void;
}) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const remove = useMutation(deleteWorkHistoryJob, job.id);
  const [confirming, setConfirming] = useState(false);
  const period = `${formatMonth(lang, job.startMonth)} – ${job.current || !job.endMonth ? t('experience.present') : formatMonth(lang, job.endMonth)}`;
  const confirm = async () => {
    setConfirming(false);
    onDeleted((await remove.mutate({ id: job.id })) !== undefined);
  };
  return (
    <li data-testid="work-history-job" aria-busy={remove.status === 'pending' || undefined}>
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
        <Button
          variant="link"
          onClick={() => setConfirming(true)}
          disabled={remove.status === 'pending'}
          aria-label={t('experience.deleteJob', { title: job.title })}
        >
          {t('experience.delete')}
        </Button>
      </Flex>
      <ConfirmDialog
        open={confirming}
        title={t('experience.confirmDelete')}
        confirmLabel={t('experience.deleteYes')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** /dashboard/professional-experience: the work history of the applicant profile, added, edited and deleted. */
export function WorkHistoryPage({
  data,
}: PageViewProps<{ section: 'professional-experience' }, ApplicantProfile>) {
  const { t } = useTranslation('userDashboard');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const open = (target: number | 'new') => {
    setOutcome(null);
    setEditing(target);
  };
  const cancel = () => setEditing(null);
  const saved = () => {
    setOutcome('saved');
    setEditing(null);
  };
  const sorted = [...data.workHistoryJobs].sort(
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
              <JobForm job={job} onSaved={saved} onCancel={cancel} />
            </li>
          ) : (
            <JobItem
              key={job.id}
              job={job}
              onEdit={() => open(job.id)}
              onDeleted={(done) => setOutcome(done ? 'saved' : 'failed')}
            />
          ),
        )}
      </Jobs>
      {editing === 'new' ? (
        <JobForm job={null} onSaved={saved} onCancel={cancel} />
      ) : (
        <Button onClick={() => open('new')}>{t('experience.add')}</Button>
      )}
      <Status data-testid="work-history-status">
        {outcome === 'saved'
          ? t('experience.saved')
          : outcome === 'failed' && editing === null
            ? t('common.failed')
            : ''}
      </Status>
    </Panel>
  );
}
