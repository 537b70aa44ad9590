import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_RATINGS,
  APPLICATION_STAGES,
  applicationNoteRequestSchema,
  type ApplicationRating,
  type ApplicationStage,
  type OrgApplication,
} from '@opengood/contracts';
import { routes, routeUrl } from '@opengood/contracts/routes';
import {
  Button,
  ConfirmDialog,
  ContractForm,
  FieldError,
  Heading,
  Icon,
  Select,
  Text,
  Textarea,
  useContractForm,
} from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';
import { formatDate, placeText } from '../shared/format';
import type { ApplicationPageData } from './applicantsApi';
import { addNote, moveStage, rateApplication } from './applicantsMutations';
import { listingPagePath } from './applicantRoutes';
import { usePipelineMessages, usePipelineRefusalText } from './pipelineMessages';
import { Block, BlockHeading, Facts, StagePill } from './pipelineUi';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  gap: 32px;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled.div`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 8px;
  margin-bottom: 24px;
`;

const Letter = styled.div`
  white-space: pre-wrap;
  max-width: 70ch;
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
`;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primaryDark};
    border-color: ${(p) => p.theme.colors.primaryDark};
    color: #fff;
  }
`;

const MoveRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  select {
    min-height: 44px;
  }
`;

const Hint = styled.p`
  margin: 4px 0 8px;
  font-size: 14px;
  color: ${(p) => p.theme.colors.muted};
`;

/** /admin/{orgId}/applications/{applicationId}: one application in full, and where the team has it. */
export function ApplicationPage({
  params,
  data,
}: PageViewProps<{ orgId: string; applicationId: string }, ApplicationPageData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const { orgId } = params;
  const { overview, application } = data;
  const { listing, applicant } = application;
  const applicants = listingPagePath(orgId, listing.type, listing.id, 'applicants');
  return (
    <OrgDashboardLayout orgId={orgId} org={overview.org} section="listings">
      <div data-testid="application-page">
        <Text fontSize={1} mb={1}>
          <Link href={applicants}>
            {t('applicants.application.backToApplicants', { title: listing.title })}
          </Link>
        </Text>
        <Text color="muted" fontSize={1}>
          {t('applicants.application.eyebrow')}
        </Text>
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4} mb={2}>
          {applicant.name}
        </Heading>
        <Text color="muted" mb={4}>
          {t('applicants.application.appliedOn', { date: formatDate(application.createdAt, lang) })}
          {application.updatedAt !== application.createdAt &&
            ` · ${t('applicants.application.updatedOn', { date: formatDate(application.updatedAt, lang) })}`}
        </Text>
        <Columns>
          <div>
            <Block aria-labelledby="application-contact">
              <BlockHeading id="application-contact">
                {t('applicants.application.contactHeading')}
              </BlockHeading>
              <Facts>
                <dt>{t('applicants.application.email')}</dt>
                <dd>
                  <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
                </dd>
                <dt>{t('applicants.application.listing')}</dt>
                <dd>
                  <Link href={listingPagePath(orgId, listing.type, listing.id)}>{listing.title}</Link>
                </dd>
                {application.profile?.userLocation && !application.profile.userLocation.isRemote && (
                  <>
                    <dt>{t('applicants.application.location')}</dt>
                    <dd>
                      {placeText(
                        {
                          text: application.profile.userLocation.text,
                          city: application.profile.userLocation.city,
                          stateCode: application.profile.userLocation.stateCode,
                          countryCode: application.profile.userLocation.countryCode,
                        },
                        lang,
                      )}
                    </dd>
                  </>
                )}
              </Facts>
            </Block>
            <Block aria-labelledby="application-letter">
              <BlockHeading id="application-letter">
                {t('applicants.application.coverLetterHeading')}
              </BlockHeading>
              {application.coverLetter ? (
                <Letter data-testid="cover-letter">{application.coverLetter}</Letter>
              ) : (
                <Text color="muted">{t('applicants.application.noCoverLetter')}</Text>
              )}
            </Block>
            <Block aria-labelledby="application-answers">
              <BlockHeading id="application-answers">
                {t('applicants.application.answersHeading')}
              </BlockHeading>
              {application.answers.length === 0 ? (
                <Text color="muted">{t('applicants.application.noAnswers')}</Text>
              ) : (
                <Facts data-testid="answers" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
                  {application.answers.map((a) => (
                    <div key={a.questionId}>
                      <dt style={{ fontWeight: 600 }}>{a.prompt}</dt>
                      <dd style={{ whiteSpace: 'pre-wrap' }}>
                        {a.answer || t('applicants.application.noAnswer')}
                      </dd>
                    </div>
                  ))}
                </Facts>
              )}
            </Block>
            <SentProfile application={application} />
          </div>
          <div>
            <Text color="muted" fontSize={1} mb={3}>
              {t('applicants.application.privateHint')}
            </Text>
            <StagePanel orgId={orgId} application={application} />
            <RatingPanel orgId={orgId} application={application} />
            <NotesPanel orgId={orgId} application={application} />
          </div>
        </Columns>
      </div>
    </OrgDashboardLayout>
  );
}

/** The applicant profile as it was sent (jobs and internships), with its résumé's download. */
function SentProfile({ application }: { application: OrgApplication }) {
  const { t } = useTranslation('orgDashboard');
  const profile = application.profile;
  const ways = profile
    ? (
        [
          ['willingToWorkOnsite', 'onsite'],
          ['willingToWorkRemote', 'remote'],
          ['willingToWorkHybrid', 'hybrid'],
          ['willingToWorkPartTime', 'partTime'],
        ] as const
      ).filter(([field]) => profile[field])
    : [];
  return (
    <>
      <Block aria-labelledby="application-resume">
        <BlockHeading id="application-resume">{t('applicants.application.resumeHeading')}</BlockHeading>
        {profile?.resume && profile.resumeId ? (
          <a href={routeUrl(routes.resume, { id: profile.resumeId })} download data-testid="resume-link">
            <Icon name="file" size={18} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            {t('applicants.application.downloadResume', { name: profile.resume.name })}
          </a>
        ) : (
          <Text color="muted">{t('applicants.application.noResume')}</Text>
        )}
      </Block>
      <Block aria-labelledby="application-profile">
        <BlockHeading id="application-profile">{t('applicants.application.profileHeading')}</BlockHeading>
        {!profile ? (
          <Text color="muted">{t('applicants.application.noProfile')}</Text>
        ) : (
          <div data-testid="sent-profile">
            <Heading as="h4" fontSize={2} mb={1}>
              {t('applicants.application.workHistory')}
            </Heading>
            {profile.workHistoryJobs.length === 0 ? (
              <Text color="muted">{t('applicants.application.noWorkHistory')}</Text>
            ) : (
              <Plain>
                {profile.workHistoryJobs.map((job) => (
                  <li key={job.id}>
                    <strong>{job.title}</strong> · {job.organization}
                    <Text as="span" color="muted" style={{ display: 'block' }}>
                      {job.startMonth} – {job.current ? t('applicants.application.present') : job.endMonth}
                    </Text>
                    {job.description && <Letter>{job.description}</Letter>}
                  </li>
                ))}
              </Plain>
            )}
            <Heading as="h4" fontSize={2} mt={3} mb={1}>
              {t('applicants.application.skills')}
            </Heading>
            {profile.skills.length === 0 ? (
              <Text color="muted">{t('applicants.application.noSkills')}</Text>
            ) : (
              <Chips>
                {profile.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </Chips>
            )}
            <Heading as="h4" fontSize={2} mt={3} mb={1}>
              {t('applicants.application.preferences')}
            </Heading>
            {ways.length === 0 ? (
              <Text color="muted">{t('applicants.application.noPreferences')}</Text>
            ) : (
              <Chips>
                {ways.map(([field, key]) => (
                  <li key={field}>{t(`applicants.application.${key}`)}</li>
                ))}
              </Chips>
            )}
          </div>
        )}
      </Block>
    </>
  );
}

/** The stage selector: a move the api's rule refuses is said by the selector; a done one in a live line. */
function StagePanel({ orgId, application }: { orgId: string; application: OrgApplication }) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const refusalText = usePipelineRefusalText();
  const [target, setTarget] = useState<ApplicationStage>(application.stage);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === application.stage || busy) return;
    // A rejection mails the applicant at once: it cannot be taken back, so it is confirmed first.
    if (target === 'REJECTED') setConfirming(true);
    else void move();
  };
  const move = async () => {
    setBusy(true);
    setError('');
    setSaid('');
    try {
      await run(moveStage, { orgId, applicationId: application.id, stage: target }, application.id);
      setSaid(t('applicants.application.moved', { stage: t(`applicants.stages.${target}`) }));
    } catch (refused) {
      setError(refusalText(refused));
    }
    setBusy(false);
    setConfirming(false);
  };
  return (
    <Panel>
      <BlockHeading id="application-stage">{t('applicants.application.stageHeading')}</BlockHeading>
      <p style={{ margin: '0 0 12px' }}>
        <StagePill stage={application.stage}>{t(`applicants.stages.${application.stage}`)}</StagePill>
      </p>
      <MoveRow onSubmit={submit} aria-labelledby="application-stage" data-testid="stage-form">
        <label>
          {t('applicants.application.stageLabel')}
          <Select
            value={target}
            aria-describedby="stage-hint stage-error"
            aria-invalid={error ? true : undefined}
            onChange={(e) => setTarget(e.target.value as ApplicationStage)}
            options={APPLICATION_STAGES.map((stage) => ({
              value: stage,
              label: t(`applicants.stages.${stage}`),
            }))}
          />
        </label>
        <Button type="submit" aria-disabled={busy || target === application.stage}>
          {busy ? t('applicants.application.moving') : t('applicants.application.move')}
        </Button>
      </MoveRow>
      <Hint id="stage-hint">{t('applicants.application.stageHint')}</Hint>
      {error && <FieldError id="stage-error">{error}</FieldError>}
      <Status data-testid="stage-status">{said}</Status>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('applicants.application.rejectTitle', { name: application.applicant.name })}
        confirmLabel={t('applicants.list.rejectConfirm')}
        busyLabel={t('applicants.list.rejecting')}
        cancelLabel={t('common.cancel')}
        onConfirm={move}
        onCancel={() => setConfirming(false)}
        data-testid="reject-one-dialog"
      >
        {t('applicants.application.rejectText')}
      </ConfirmDialog>
    </Panel>
  );
}

/** The quick rating: three toggle buttons (aria-pressed); pressing the pressed one clears it. */
function RatingPanel({ orgId, application }: { orgId: string; application: OrgApplication }) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const refusalText = usePipelineRefusalText();
  // Shown at once (the api's answer follows through the page's refresh).
  const [rating, setRating] = useState<ApplicationRating | null>(application.rating);
  const [said, setSaid] = useState('');
  const press = async (pressed: ApplicationRating) => {
    const next = rating === pressed ? null : pressed;
    const before = rating;
    setRating(next);
    try {
      await run(rateApplication, { orgId, applicationId: application.id, rating: next }, application.id);
      setSaid(
        next === null
          ? t('applicants.application.ratingCleared')
          : t('applicants.application.rated', { rating: t(`applicants.ratings.${next}`) }),
      );
    } catch (error) {
      setRating(before);
      setSaid(refusalText(error));
    }
  };
  return (
    <Panel>
      <BlockHeading id="application-rating">{t('applicants.application.ratingHeading')}</BlockHeading>
      <Hint id="rating-hint">{t('applicants.application.ratingHint')}</Hint>
      <Toggles role="group" aria-labelledby="application-rating" aria-describedby="rating-hint">
        {APPLICATION_RATINGS.map((r) => (
          <Button
            key={r}
            type="button"
            variant="secondary"
            aria-pressed={rating === r}
            onClick={() => void press(r)}
          >
            {t(`applicants.ratings.${r}`)}
          </Button>
        ))}
      </Toggles>
      <Status data-testid="rating-status">{said}</Status>
    </Panel>
  );
}

/** Notes shared with the other admins: the list (author, when) and a form that says what is wrong by its field. */
function NotesPanel({ orgId, application }: { orgId: string; application: OrgApplication }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const run = useRunMutation();
  const [said, setSaid] = useState('');
  const adding = useRef(false);
  const form = useContractForm(applicationNoteRequestSchema, {
    defaultValues: { body: '' },
    messages: usePipelineMessages(),
  });
  const { FormField } = form;
  // In UTC, said so: the server's render and the browser's agree (no hydration mismatch), whatever their zones.
  const timeOf = (iso: string) =>
    new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(new Date(iso));
  return (
    <Panel>
      <BlockHeading id="application-notes">{t('applicants.application.notesHeading')}</BlockHeading>
      {application.notes.length === 0 ? (
        <Text color="muted">{t('applicants.application.noNotes')}</Text>
      ) : (
        <Plain data-testid="notes">
          {application.notes.map((note) => (
            <li key={note.id}>
              <Letter>{note.body}</Letter>
              <Text as="span" color="muted" fontSize={1} style={{ display: 'block' }}>
                {note.author?.name ?? t('applicants.application.formerAdmin')} ·{' '}
                <time dateTime={note.createdAt}>{timeOf(note.createdAt)}</time>
              </Text>
            </li>
          ))}
        </Plain>
      )}
      <ContractForm
        form={form}
        data-testid="note-form"
        onSubmit={async ({ body }) => {
          if (adding.current) return;
          adding.current = true;
          setSaid('');
          try {
            await run(addNote, { orgId, applicationId: application.id, body }, application.id);
          } finally {
            adding.current = false;
          }
          form.reset({ body: '' });
          setSaid(t('applicants.application.noteAdded'));
        }}
      >
        <FormField
          name="body"
          label={t('applicants.application.noteLabel')}
          hint={t('applicants.application.noteHint', {
            max: new Intl.NumberFormat(lang).format(APPLICATION_NOTE_MAX_LENGTH),
          })}
          required
        >
          <Textarea rows={3} />
        </FormField>
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page's start. */}
        <Button type="submit" aria-disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t('applicants.application.adding')
            : t('applicants.application.addNote')}
        </Button>
        <Status data-testid="note-status">{said}</Status>
      </ContractForm>
    </Panel>
  );
}
