import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  APPLICATION_ERROR_CODES,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  resumeFileProblem,
  type ApplicantProfile,
  type Application,
  type ApplicationInput,
  type JobDetail,
  type InternshipDetail,
  type Lang,
} from '@opengood/contracts';
import {
  Button,
  Checkbox,
  ErrorSummary,
  Field,
  FieldError,
  Fieldset,
  FileInput,
  Icon,
  Label,
  Spinner,
  Text,
  TextInput,
  Textarea,
  type ErrorSummaryItem,
} from '@opengood/design-system';
import {
  Link,
  formatDate,
  restoredApplicationTaken,
  selectIsSessionKnown,
  selectIsSignedIn,
  selectRestoredApplication,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useMutation,
} from '@opengood/platform';
import {
  applyPanelOpened,
  applicationSubmitted,
  keyOf,
  selectApplyEntry,
  type ListingRef,
} from './applySlice';
import { uploadResume, useApplicationState } from './applyMutations';
import { APPLY_FORM_ID } from './ApplySection';
import { SignUpFirst } from './SignUpFirst';
import { VerifyEmailFirst } from './VerifyEmailFirst';

/** The applicant profile (work history, résumé) is edited in full in the user dashboard (docs/product/user-dashboard.md#routes). */
const PROFILE_DASHBOARD_PATH = '/dashboard/professional-experience';

const Section = styled.section`
  margin-top: 32px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-top: 24px;
  h2 {
    font-size: ${(p) => p.theme.fontSizes[4]}px;
    margin: 0 0 8px;
  }
  form {
    margin-top: 16px;
  }
`;

/** The willingness boxes side by side; each Checkbox is a field of its own, without its bottom margin. */
const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 8px;
  > * {
    margin: 0;
  }
`;

const Jobs = styled.ul`
  margin: 0 0 8px;
  padding-left: 20px;
`;

/** What the form says that is not an error: the application sent, the values kept from before sign-up. */
const Notice = styled.p<{ $tone?: 'success' }>`
  margin: 12px 0 16px;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: ${(p) => (p.$tone === 'success' ? p.theme.colors.successSurface : p.theme.colors.surface)};
  color: ${(p) => p.theme.colors.text};
`;

type Listing = JobDetail | InternshipDetail;

/** Values restored after sign-up, read defensively: they were written by an older page perhaps. */
function restoredValues(values: Record<string, unknown> | undefined) {
  const coverLetter = typeof values?.coverLetter === 'string' ? values.coverLetter : '';
  const answers: Record<string, string> = {};
  if (values?.answers && typeof values.answers === 'object')
    for (const [id, answer] of Object.entries(values.answers))
      if (typeof answer === 'string') answers[id] = answer;
  return { coverLetter, answers };
}

/**
 * The application to a job or internship: the applicant profile pre-filled from the user's (résumé,
 * work history, skills, willingness, location), a cover letter and the listing's own questions. A visitor
 * writes it too and is asked to sign up on sending; what they wrote comes back after verification.
 */
export function ApplicationForm({ listing, lang }: { listing: Listing; lang: Lang }) {
  const { t } = useTranslation('listings');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const known = useAppSelector(selectIsSessionKnown);
  const ref: ListingRef = { type: listing.listingType, id: listing.id };
  const entry = useAppSelector((s) => selectApplyEntry(s, ref));
  const submit = useApplicationState(ref);
  const restored = useAppSelector((s) => selectRestoredApplication(s, listing.listingType, listing.id));
  const [editing, setEditing] = useState(false);
  // Restored values seed the form, then leave the session. They may arrive after the form is shown (the
  // restore runs once the user is known, e.g. right after logging in here), so the form starts again.
  const [restoredValues, setRestoredValues] = useState(restored?.values);

  useEffect(() => {
    if (signedIn) dispatch(applyPanelOpened({ type: listing.listingType, id: listing.id }));
  }, [dispatch, signedIn, listing.listingType, listing.id]);
  useEffect(() => {
    if (!restored) return;
    setRestoredValues(restored.values);
    setEditing(true);
    dispatch(restoredApplicationTaken({ id: listing.id, type: listing.listingType }));
  }, [dispatch, restored, listing.id, listing.listingType]);
  // A changed (or restored) application, once sent, is said to be sent like a first one.
  useEffect(() => {
    if (submit.status === 'succeeded') setEditing(false);
  }, [submit.status]);

  let body: ReactNode;
  if (!known || (signedIn && (!entry || entry.load === 'loading'))) body = <Spinner />;
  else if (signedIn && entry?.load === 'failed')
    body = <ErrorSummary errors={[{ key: 'load', message: t('apply.loadFailed') }]} headingLevel={3} />;
  else if (signedIn && entry?.application && !editing && !submit.refused)
    body = (
      <Sent
        application={entry.application}
        org={listing.org.name}
        lang={lang}
        onEdit={() => {
          setEditing(true);
          submit.reset();
        }}
      />
    );
  else
    body = (
      <FormBody
        key={`${signedIn ? 'user' : 'visitor'}${restoredValues ? ':restored' : ''}`}
        listing={listing}
        lang={lang}
        signedIn={signedIn}
        profile={entry?.profile ?? null}
        application={entry?.application ?? null}
        restored={restoredValues}
      />
    );

  return (
    <Section
      id={APPLY_FORM_ID}
      aria-labelledby="apply-form-heading"
      data-testid="application-form"
      tabIndex={-1}
    >
      <h2 id="apply-form-heading">{t('apply.applyTitle', { org: listing.org.name })}</h2>
      {body}
    </Section>
  );
}

function Sent({
  application,
  org,
  lang,
  onEdit,
}: {
  application: Application;
  org: string;
  lang: Lang;
  onEdit: () => void;
}) {
  const { t } = useTranslation('listings');
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="application-sent">
      <Notice $tone="success" role="status" ref={heading} tabIndex={-1}>
        <strong>
          <Icon name="check" size={18} /> {t('apply.sentTitle')}
        </strong>
        <br />
        {t('apply.sent', { org, date: formatDate(application.updatedAt, lang) })}
      </Notice>
      <Button variant="secondary" mt={3} onClick={onEdit}>
        {t('apply.edit')}
      </Button>
    </div>
  );
}

function FormBody({
  listing,
  lang,
  signedIn,
  profile,
  application,
  restored,
}: {
  listing: Listing;
  lang: Lang;
  signedIn: boolean;
  profile: ApplicantProfile | null;
  application: Application | null;
  restored: Record<string, unknown> | undefined;
}) {
  const { t } = useTranslation('listings');
  const dispatch = useAppDispatch();
  const ref: ListingRef = { type: listing.listingType, id: listing.id };
  const submit = useApplicationState(ref);
  const user = useAppSelector(selectUser);
  const id = useId();
  const questions = listing.questions ?? [];
  const fromRestore = restoredValues(restored);
  // What the user wrote before signing up is newer than an application they may have sent earlier.
  const [coverLetter, setCoverLetter] = useState(fromRestore.coverLetter || application?.coverLetter || '');
  const [answers, setAnswers] = useState<Record<string, string>>(() => {
    const sent = Object.fromEntries(
      (application?.answers ?? []).map((a) => [String(a.questionId), a.answer]),
    );
    return { ...sent, ...fromRestore.answers };
  });
  const [skills, setSkills] = useState((profile?.skills ?? []).join(', '));
  const [willing, setWilling] = useState<Willing>({
    willingToWorkOnsite: profile?.willingToWorkOnsite ?? true,
    willingToWorkRemote: profile?.willingToWorkRemote ?? true,
    willingToWorkHybrid: profile?.willingToWorkHybrid ?? true,
    willingToWorkPartTime: profile?.willingToWorkPartTime ?? true,
  });
  const [recruitable, setRecruitable] = useState(profile?.isRecruitable ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  // Each refusal of a submission moves the focus to what the form says about it.
  const [refusalCount, setRefusalCount] = useState(0);
  const serverErrors = submit.errors;
  // Applying needs a verified email: said before the user writes, and again (focused) on a refusal.
  const unverified = signedIn && user !== null && !user.emailVerified;
  const refusedUnverified = serverErrors.email === APPLICATION_ERROR_CODES.EMAIL_NOT_VERIFIED;
  useEffect(() => {
    if (submit.status === 'failed') setRefusalCount((n) => n + 1);
  }, [submit.status]);

  const coverId = `${id}-cover`;
  const questionId = (key: string) => `${id}-${key}`;

  const validate = () => {
    const found: Record<string, string> = {};
    if (coverLetter.trim() === '') found.coverLetter = t('apply.coverLetterRequired');
    for (const q of questions)
      if (q.required && !(answers[String(q.id)] ?? '').trim()) found[`q${q.id}`] = t('apply.answerRequired');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      document.getElementById(first === 'coverLetter' ? coverId : questionId(first))?.focus();
      return;
    }
    if (!signedIn) {
      setAsking(true);
      return;
    }
    const body: ApplicationInput = {
      coverLetter: coverLetter.trim(),
      answers: questions
        .filter((q) => (answers[String(q.id)] ?? '').trim() !== '')
        .map((q) => ({ questionId: q.id, answer: answers[String(q.id)]!.trim() })),
      profile: profile
        ? {
            resumeId: profile.resumeId,
            isRecruitable: recruitable,
            skills: skills
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
            ...willing,
            userLocation: profile.userLocation,
            workHistoryJobs: profile.workHistoryJobs.map(({ id: _id, ...job }) => job),
          }
        : undefined,
    };
    dispatch(applicationSubmitted({ ref, body }));
  };

  // The api's refusals of the whole application (not of one field): closed, failed, too many.
  const formRefusals: ErrorSummaryItem[] = [];
  if (submit.closed) formRefusals.push({ key: 'closed', message: t('apply.closed') });
  if (submit.failed) formRefusals.push({ key: 'failed', message: t('apply.failed') });
  if (serverErrors.request === 'RATE_LIMITED')
    formRefusals.push({ key: 'rateLimited', message: t('apply.rateLimited') });

  const coverError = errors.coverLetter ?? serverErrors.coverLetter;
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-intro`}>
      <Text id={`${id}-intro`} color="muted" mb={3}>
        {signedIn ? t('apply.formIntro') : t('apply.anonymousIntro')}
      </Text>
      {restored && signedIn && <Notice>{t('apply.restored')}</Notice>}
      {unverified && <VerifyEmailFirst email={user.email} refused={refusedUnverified} />}
      {signedIn && profile && (
        <ProfileFields
          lang={lang}
          profile={profile}
          listingRef={ref}
          skills={skills}
          onSkills={setSkills}
          willing={willing}
          onWilling={setWilling}
          recruitable={recruitable}
          onRecruitable={setRecruitable}
        />
      )}
      <Field
        id={coverId}
        label={t('apply.coverLetter')}
        hint={t('apply.coverLetterHint')}
        error={coverError}
        required
      >
        <Textarea rows={8} value={coverLetter} onChange={(e) => setCoverLetter(e.target.value)} />
      </Field>
      {questions.length > 0 && (
        <Fieldset legend={t('apply.questions', { org: listing.org.name })}>
          {questions.map((q) => {
            const key = `q${q.id}`;
            return (
              <Field
                key={q.id}
                id={questionId(key)}
                label={
                  <>
                    {q.prompt}
                    {q.required && (
                      <Text as="span" color="muted" fontWeight={400}>{` (${t('apply.required')})`}</Text>
                    )}
                  </>
                }
                error={errors[key]}
                required={q.required}
              >
                <Textarea
                  rows={3}
                  value={answers[String(q.id)] ?? ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [String(q.id)]: e.target.value }))}
                />
              </Field>
            );
          })}
          {serverErrors.answers && <FieldError live>{t('apply.answerRequired')}</FieldError>}
        </Fieldset>
      )}
      <ErrorSummary errors={formRefusals} focusKey={refusalCount} headingLevel={3} />
      <Button type="submit" mt={2} disabled={submit.sending || submit.closed} data-testid="apply-submit">
        {submit.sending ? t('apply.sending') : application ? t('apply.update') : t('apply.submit')}
      </Button>
      {asking && (
        <SignUpFirst
          org={listing.org.name}
          record={{
            kind: 'LISTING_APPLICATION_VALUES',
            data: {
              listingId: listing.id,
              listingType: listing.listingType,
              values: { coverLetter, answers },
            },
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </form>
  );
}

type Willing = Record<
  'willingToWorkOnsite' | 'willingToWorkRemote' | 'willingToWorkHybrid' | 'willingToWorkPartTime',
  boolean
>;

function ProfileFields({
  lang,
  profile,
  listingRef,
  skills,
  onSkills,
  willing,
  onWilling,
  recruitable,
  onRecruitable,
}: {
  lang: Lang;
  profile: ApplicantProfile;
  listingRef: ListingRef;
  skills: string;
  onSkills: (v: string) => void;
  willing: Willing;
  onWilling: (v: Willing) => void;
  recruitable: boolean;
  onRecruitable: (v: boolean) => void;
}) {
  const { t } = useTranslation('listings');
  const flags = [
    ['willingToWorkOnsite', t('apply.willingOnsite')],
    ['willingToWorkRemote', t('apply.willingRemote')],
    ['willingToWorkHybrid', t('apply.willingHybrid')],
    ['willingToWorkPartTime', t('apply.willingPartTime')],
  ] as const;
  const month = (m: string) =>
    new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  return (
    <>
      <ResumeField profile={profile} listingRef={listingRef} />
      <Fieldset legend={t('apply.workHistory')}>
        {profile.workHistoryJobs.length === 0 ? (
          <Text color="muted">{t('apply.workHistoryNone')}</Text>
        ) : (
          <Jobs>
            {profile.workHistoryJobs.map((job) => (
              <li key={job.id}>
                <strong>{job.title}</strong>, {job.organization} · {month(job.startMonth)} –{' '}
                {job.current || !job.endMonth ? t('apply.present') : month(job.endMonth)}
              </li>
            ))}
          </Jobs>
        )}
        <Text mt={2} fontSize={1}>
          <Link href={PROFILE_DASHBOARD_PATH}>{t('apply.editInDashboard')}</Link>
        </Text>
      </Fieldset>
      <Field label={t('apply.skills')} hint={t('apply.skillsHint')}>
        <TextInput value={skills} onChange={(e) => onSkills(e.target.value)} />
      </Field>
      <Fieldset legend={t('apply.willing')}>
        <Checks>
          {flags.map(([flag, label]) => (
            <Checkbox
              key={flag}
              label={label}
              checked={willing[flag]}
              onChange={(checked) => onWilling({ ...willing, [flag]: checked })}
            />
          ))}
        </Checks>
      </Fieldset>
      <div>
        <Label as="span">{t('apply.location')}</Label>
        <Text mb={4}>
          {profile.userLocation
            ? profile.userLocation.isRemote
              ? t('remote')
              : profile.userLocation.text
            : t('apply.locationNone')}
        </Text>
      </div>
      <Checkbox label={t('apply.recruitable')} checked={recruitable} onChange={onRecruitable} />
    </>
  );
}

/** The codes of a refused résumé this page words itself (the api's `errors.file`, the picker's own checks). */
const RESUME_ERRORS = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_REQUIRED'] as const;
type ResumeError = (typeof RESUME_ERRORS)[number];
const isResumeError = (code: unknown): code is ResumeError => RESUME_ERRORS.includes(code as ResumeError);

/**
 * Upload or replace the résumé: checked here for type and size (the picker, then the contracts' rule),
 * then by the server by its content. Sent as soon as it is chosen (the uploadResume mutation).
 */
function ResumeField({ profile, listingRef }: { profile: ApplicantProfile; listingRef: ListingRef }) {
  const { t } = useTranslation('listings');
  const upload = useMutation(uploadResume, keyOf(listingRef));
  const errorId = useId();
  // A file refused before sending (kept here: nothing was sent).
  const [refused, setRefused] = useState<ResumeError | null>(null);
  const { reset } = upload;
  useEffect(() => reset, [reset]);

  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = resumeFileProblem(file);
    setRefused(problem);
    if (problem) return;
    void upload.mutate({ ref: listingRef, file });
  };

  // The server's reason, by the field: a code it shares with this page, else its own words.
  const code = upload.status === 'failed' ? upload.errors.file : undefined;
  const message = refused
    ? t(`apply.resumeError.${refused}`)
    : upload.status !== 'failed'
      ? null
      : isResumeError(code)
        ? t(`apply.resumeError.${code}`)
        : (code ?? t('apply.resumeError.failed'));

  return (
    <Fieldset legend={t('apply.resume')}>
      <Field
        label={profile.resume ? t('apply.resumeReplace') : t('apply.resumeUpload')}
        hint={t('apply.resumeHint')}
      >
        <FileInput
          accept={RESUME_ACCEPT}
          maxBytes={RESUME_MAX_BYTES}
          showLimits={false}
          value={null}
          current={profile.resume}
          busy={upload.status === 'pending'}
          busyLabel={t('apply.resumeUploading')}
          onChange={onFile}
          onReject={(rejected) => setRefused(isResumeError(rejected) ? rejected : 'FILE_TYPE_NOT_ALLOWED')}
          invalid={message !== null}
          aria-describedby={message ? errorId : undefined}
          data-testid="resume-input"
        />
      </Field>
      {message && (
        <FieldError id={errorId} live>
          {message}
        </FieldError>
      )}
    </Fieldset>
  );
}
