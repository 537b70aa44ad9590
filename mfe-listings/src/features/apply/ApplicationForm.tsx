import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  APPLICATION_ERROR_CODES,
  RESUME_ACCEPT,
  resumeFileProblem,
  type ApplicantProfile,
  type Application,
  type ApplicationInput,
  type JobDetail,
  type InternshipDetail,
  type Lang,
} from '@opengood/contracts';
import { Button, Icon, Input, Spinner, Text } from '@opengood/design-system';
import {
  Link,
  formatDate,
  isHttpError,
  restoredApplicationTaken,
  selectIsSessionKnown,
  selectIsSignedIn,
  selectRestoredApplication,
  selectUser,
  useAppDispatch,
  useAppSelector,
  usePlatform,
} from '@opengood/platform';
import {
  applicantProfileUpdated,
  applicationEditStarted,
  applicationSubmitted,
  applyPanelOpened,
  selectApplyEntry,
  type ListingRef,
} from './applySlice';
import { uploadResume } from './applyApi';
import { APPLY_FORM_ID } from './ApplySection';
import { SignUpFirst } from './SignUpFirst';
import { VerifyEmailFirst } from './VerifyEmailFirst';

/** The applicant profile (work history, résumé) is edited in full in the user dashboard (spec §2). */
const PROFILE_DASHBOARD_PATH = '/dashboard/professional-experience';

const Form = styled.form`
  margin-top: 32px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-top: 24px;
  h2 {
    font-size: ${(p) => p.theme.fontSizes[4]}px;
    margin: 0 0 8px;
  }
  fieldset {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[2]}px;
    padding: 16px;
    margin: 16px 0 0;
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

const Field = styled.div`
  margin-top: 16px;
  label,
  .label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  textarea {
    font: inherit;
    width: 100%;
    box-sizing: border-box;
    padding: 8px 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[1]}px;
    resize: vertical;
  }
  input[type='text'] {
    width: 100%;
    box-sizing: border-box;
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
`;

const Hint = styled.p`
  margin: 4px 0 0;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  color: ${(p) => p.theme.colors.muted};
`;

const FieldError = styled.p`
  margin: 4px 0 0;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
`;

const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 8px;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    font-weight: 400;
  }
`;

const FileButton = styled.label`
  display: inline-flex !important;
  align-items: center;
  gap: 6px;
  margin-top: 8px;
  padding: 8px 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[1]}px;
  color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Jobs = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
`;

const Notice = styled.p<{ $tone?: 'success' | 'danger' }>`
  margin: 12px 0 0;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: ${(p) => (p.$tone === 'danger' ? '#fdecea' : p.$tone === 'success' ? '#e8f3ef' : p.theme.colors.surface)};
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.text)};
`;

type Listing = JobDetail | InternshipDetail;

const kb = (bytes: number, lang: Lang) =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    bytes / 1024,
  );

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

  let body: React.ReactNode;
  if (!known || (signedIn && (!entry || entry.load === 'loading'))) body = <Spinner />;
  else if (signedIn && entry?.load === 'failed')
    body = <Notice $tone="danger">{t('apply.loadFailed')}</Notice>;
  else if (signedIn && entry?.application && !editing && entry.submit.status !== 'refused')
    body = (
      <Sent
        application={entry.application}
        org={listing.org.name}
        lang={lang}
        onEdit={() => {
          setEditing(true);
          dispatch(applicationEditStarted(ref));
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
    <section
      id={APPLY_FORM_ID}
      aria-labelledby="apply-form-heading"
      data-testid="application-form"
      tabIndex={-1}
    >
      <Form as="div">
        <h2 id="apply-form-heading">{t('apply.applyTitle', { org: listing.org.name })}</h2>
        {body}
      </Form>
    </section>
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
  const entry = useAppSelector((s) => selectApplyEntry(s, ref));
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
  const [willing, setWilling] = useState({
    willingToWorkOnsite: profile?.willingToWorkOnsite ?? true,
    willingToWorkRemote: profile?.willingToWorkRemote ?? true,
    willingToWorkHybrid: profile?.willingToWorkHybrid ?? true,
    willingToWorkPartTime: profile?.willingToWorkPartTime ?? true,
  });
  const [recruitable, setRecruitable] = useState(profile?.isRecruitable ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const coverRef = useRef<HTMLTextAreaElement>(null);

  const submit = entry?.submit ?? { status: 'idle' as const };
  const serverErrors = submit.status === 'refused' ? submit.errors : {};
  const closed = submit.status === 'refused' && submit.closed;
  // Applying needs a verified email: said before the user writes, and again (focused) on a refusal.
  const unverified = signedIn && user !== null && !user.emailVerified;
  const refusedUnverified = serverErrors.email === APPLICATION_ERROR_CODES.EMAIL_NOT_VERIFIED;

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
      document.getElementById(first === 'coverLetter' ? `${id}-cover` : `${id}-${first}`)?.focus();
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

  const coverError = errors.coverLetter ?? serverErrors.coverLetter;
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-intro`}>
      <Text id={`${id}-intro`} color="muted">
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
      <Field>
        <label htmlFor={`${id}-cover`}>{t('apply.coverLetter')}</label>
        <textarea
          id={`${id}-cover`}
          ref={coverRef}
          rows={8}
          value={coverLetter}
          onChange={(e) => setCoverLetter(e.target.value)}
          aria-invalid={coverError ? true : undefined}
          aria-describedby={`${id}-cover-hint${coverError ? ` ${id}-cover-error` : ''}`}
          required
        />
        <Hint id={`${id}-cover-hint`}>{t('apply.coverLetterHint')}</Hint>
        {coverError && <FieldError id={`${id}-cover-error`}>{coverError}</FieldError>}
      </Field>
      {questions.length > 0 && (
        <fieldset>
          <legend>{t('apply.questions', { org: listing.org.name })}</legend>
          {questions.map((q) => {
            const key = `q${q.id}`;
            const error = errors[key];
            return (
              <Field key={q.id}>
                <label htmlFor={`${id}-${key}`}>
                  {q.prompt}
                  {q.required && (
                    <Text as="span" color="muted" fontWeight={400}>{` (${t('apply.required')})`}</Text>
                  )}
                </label>
                <textarea
                  id={`${id}-${key}`}
                  rows={3}
                  value={answers[String(q.id)] ?? ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [String(q.id)]: e.target.value }))}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${key}-error` : undefined}
                  required={q.required}
                />
                {error && <FieldError id={`${id}-${key}-error`}>{error}</FieldError>}
              </Field>
            );
          })}
          {serverErrors.answers && <FieldError role="alert">{t('apply.answerRequired')}</FieldError>}
        </fieldset>
      )}
      {closed && (
        <Notice $tone="danger" role="alert">
          {t('apply.closed')}
        </Notice>
      )}
      {submit.status === 'failed' && (
        <Notice $tone="danger" role="alert">
          {t('apply.failed')}
        </Notice>
      )}
      {serverErrors.request === 'RATE_LIMITED' && (
        <Notice $tone="danger" role="alert">
          {t('apply.rateLimited')}
        </Notice>
      )}
      <Button
        type="submit"
        mt={4}
        disabled={submit.status === 'sending' || closed}
        data-testid="apply-submit"
      >
        {submit.status === 'sending'
          ? t('apply.sending')
          : application
            ? t('apply.update')
            : t('apply.submit')}
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
  willing: Record<
    'willingToWorkOnsite' | 'willingToWorkRemote' | 'willingToWorkHybrid' | 'willingToWorkPartTime',
    boolean
  >;
  onWilling: (v: ProfileFieldsWilling) => void;
  recruitable: boolean;
  onRecruitable: (v: boolean) => void;
}) {
  const { t } = useTranslation('listings');
  const id = useId();
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
      <ResumeField lang={lang} profile={profile} listingRef={listingRef} />
      <fieldset>
        <legend>{t('apply.workHistory')}</legend>
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
      </fieldset>
      <Field>
        <label htmlFor={`${id}-skills`}>{t('apply.skills')}</label>
        <Input
          id={`${id}-skills`}
          type="text"
          value={skills}
          onChange={(e) => onSkills(e.target.value)}
          aria-describedby={`${id}-skills-hint`}
        />
        <Hint id={`${id}-skills-hint`}>{t('apply.skillsHint')}</Hint>
      </Field>
      <fieldset>
        <legend>{t('apply.willing')}</legend>
        <Checks>
          {flags.map(([flag, label]) => (
            <label key={flag}>
              <input
                type="checkbox"
                checked={willing[flag]}
                onChange={(e) => onWilling({ ...willing, [flag]: e.target.checked })}
              />
              {label}
            </label>
          ))}
        </Checks>
      </fieldset>
      <Field>
        <span className="label">{t('apply.location')}</span>
        <Text>
          {profile.userLocation
            ? profile.userLocation.isRemote
              ? t('remote')
              : profile.userLocation.text
            : t('apply.locationNone')}
        </Text>
      </Field>
      <Field>
        <Checks>
          <label>
            <input type="checkbox" checked={recruitable} onChange={(e) => onRecruitable(e.target.checked)} />
            {t('apply.recruitable')}
          </label>
        </Checks>
      </Field>
    </>
  );
}

type ProfileFieldsWilling = Record<
  'willingToWorkOnsite' | 'willingToWorkRemote' | 'willingToWorkHybrid' | 'willingToWorkPartTime',
  boolean
>;

/** Upload or replace the résumé: checked here for type and size, then by the server by its content. */
function ResumeField({
  lang,
  profile,
  listingRef,
}: {
  lang: Lang;
  profile: ApplicantProfile;
  listingRef: ListingRef;
}) {
  const { t } = useTranslation('listings');
  const dispatch = useAppDispatch();
  const { http } = usePlatform();
  const id = useId();
  const [state, setState] = useState<{ status: 'idle' | 'uploading' } | { status: 'error'; message: string }>(
    {
      status: 'idle',
    },
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = resumeFileProblem(file);
    if (problem) {
      setState({ status: 'error', message: t(`apply.resumeError.${problem}`) });
      return;
    }
    setState({ status: 'uploading' });
    try {
      const updated = await uploadResume(http, file);
      dispatch(applicantProfileUpdated({ ref: listingRef, profile: updated }));
      setState({ status: 'idle' });
    } catch (error) {
      // The server's reason, by the field: a code it shares with this page, else its own words.
      const code = isHttpError(error) ? error.errors.file : undefined;
      const known = code === 'FILE_TOO_LARGE' || code === 'FILE_TYPE_NOT_ALLOWED' || code === 'FILE_REQUIRED';
      setState({
        status: 'error',
        message: known
          ? t(`apply.resumeError.${code}`)
          : typeof code === 'string'
            ? code
            : t('apply.resumeError.failed'),
      });
    }
  };

  return (
    <fieldset>
      <legend>{t('apply.resume')}</legend>
      <Text data-testid="resume-current">
        {profile.resume
          ? t('apply.resumeCurrent', { name: profile.resume.name, size: kb(profile.resume.size, lang) })
          : t('apply.resumeNone')}
      </Text>
      <FileButton>
        <Icon name="file" size={18} />
        {state.status === 'uploading'
          ? t('apply.resumeUploading')
          : profile.resume
            ? t('apply.resumeReplace')
            : t('apply.resumeUpload')}
        <input
          id={`${id}-file`}
          type="file"
          accept={RESUME_ACCEPT}
          disabled={state.status === 'uploading'}
          aria-describedby={`${id}-hint${state.status === 'error' ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="resume-input"
        />
      </FileButton>
      <Hint id={`${id}-hint`}>{t('apply.resumeHint')}</Hint>
      {state.status === 'error' && (
        <FieldError id={`${id}-error`} role="alert">
          {state.message}
        </FieldError>
      )}
    </fieldset>
  );
}
