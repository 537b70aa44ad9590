import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  resumeFileProblem,
  type ApplicantProfile,
  type GeneralSettings,
  type LocationSelection,
} from '@opengood/contracts';
import { routes, routeUrl } from '@opengood/contracts/routes';
import { LocationInput } from '@opengood/feature-location';
import {
  Button,
  Checkbox,
  Field,
  FieldError,
  Fieldset,
  FileInput,
  Flex,
  IconButton,
  RadioGroup,
  Text,
  TextInput,
} from '@opengood/design-system';
import { useLang, useMutation, type PageViewProps } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { Panel, Status } from '../layout/DashboardFrame';
import { formatBytes, formatDate } from '../format';
import { PublicProfilePanel } from '../notifications/PublicProfilePanel';
import { removeResume, saveApplicantProfile, uploadResume } from './applicantProfileMutations';

export interface ProfileData {
  profile: ApplicantProfile;
  settings: GeneralSettings;
}

const SKILLS_MAX = 50;
const SKILL_MAX_LENGTH = 80;
const WILLINGNESS = [
  'willingToWorkOnsite',
  'willingToWorkRemote',
  'willingToWorkHybrid',
  'willingToWorkPartTime',
] as const;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    padding: 0 2px 0 12px;
  }
`;

/** The résumé: what is stored, download, replace or remove; a refusal (here or the api's) shown by the field. */
function ResumePanel({ profile }: { profile: ApplicantProfile }) {
  const { t, i18n } = useTranslation('userDashboard');
  const lang = useLang();
  const upload = useMutation(uploadResume);
  const remove = useMutation(removeResume);
  const [refused, setRefused] = useState<string | null>(null);
  const id = useId();
  // The last of the two writes to run is the one the field speaks for.
  const [last, setLast] = useState<'upload' | 'remove'>('upload');
  const state = last === 'upload' ? upload : remove;
  const saving = upload.status === 'pending' || remove.status === 'pending';
  const code = refused ?? state.errors.file ?? state.errors.request;
  const known = knownCode(i18n, 'profile.resume.errors', code);
  // The server's own message by the field when it is not one of the known codes.
  const error = code
    ? known
      ? t(`profile.resume.errors.${known}`)
      : (state.errors.file ?? t('common.failed'))
    : null;
  const onFile = (file: File | null) => {
    if (!file) return;
    setLast('upload');
    // Too large or not a PDF/DOCX: said at once, nothing sent (the api checks the content again).
    const problem = resumeFileProblem(file);
    setRefused(problem);
    if (problem) return;
    void upload.mutate(file);
  };
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('profile.resume.heading')}</h2>
      {profile.resume ? (
        <Text data-testid="resume-current">
          <a href={routeUrl(routes.resume, { id: profile.resume.id })} download={profile.resume.name}>
            {profile.resume.name}
          </a>{' '}
          <Text as="span" color="muted">
            {t('profile.resume.meta', {
              size: formatBytes(lang, profile.resume.size),
              date: formatDate(lang, profile.resume.uploadedAt),
            })}
          </Text>
        </Text>
      ) : (
        <Text color="muted">{t('profile.resume.none')}</Text>
      )}
      <Field
        label={profile.resume ? t('profile.resume.replace') : t('profile.resume.upload')}
        error={error}
        hint={t('profile.resume.hint')}
      >
        <FileInput
          value={null}
          accept={RESUME_ACCEPT}
          maxBytes={RESUME_MAX_BYTES}
          showLimits={false}
          busy={saving}
          busyLabel={t('common.saving')}
          onChange={onFile}
          onReject={(rejected) => {
            setLast('upload');
            setRefused(rejected);
          }}
        />
      </Field>
      {profile.resume && (
        <Button
          variant="secondary"
          onClick={() => {
            setLast('remove');
            setRefused(null);
            void remove.mutate();
          }}
          disabled={saving}
        >
          {t('profile.resume.remove')}
        </Button>
      )}
      <Status>
        {saving ? t('common.saving') : state.status === 'succeeded' ? t('profile.resume.saved') : ''}
      </Status>
    </Panel>
  );
}

/** The applicant profile's own fields (docs/product/user-dashboard.md "Applicant profile"), saved together. */
function ProfileForm({ profile }: { profile: ApplicantProfile }) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const save = useMutation(saveApplicantProfile);
  const id = useId();
  const [isRecruitable, setRecruitable] = useState(profile.isRecruitable);
  const [skills, setSkills] = useState(profile.skills);
  const [skill, setSkill] = useState('');
  const [skillError, setSkillError] = useState<string | null>(null);
  const [willing, setWilling] = useState(
    () =>
      Object.fromEntries(WILLINGNESS.map((k) => [k, profile[k]])) as Record<
        (typeof WILLINGNESS)[number],
        boolean
      >,
  );
  const [location, setLocation] = useState<LocationSelection | null>(profile.userLocation);

  const addSkill = () => {
    const value = skill.trim();
    if (!value) return;
    if (value.length > SKILL_MAX_LENGTH)
      return setSkillError(t('profile.skills.tooLong', { max: SKILL_MAX_LENGTH }));
    if (skills.length >= SKILLS_MAX) return setSkillError(t('profile.skills.tooMany', { max: SKILLS_MAX }));
    setSkillError(null);
    if (!skills.some((s) => s.toLocaleLowerCase() === value.toLocaleLowerCase()))
      setSkills([...skills, value]);
    setSkill('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.mutate({ isRecruitable, skills, ...willing, userLocation: location });
  };

  const serverError = (field: string) =>
    save.errors[field] ? t('profile.fieldRefused', { message: save.errors[field] }) : null;
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('profile.details')}</h2>
      <form onSubmit={submit} noValidate data-testid="applicant-profile-form">
        <RadioGroup
          legend={t('profile.recruitable.legend')}
          hint={t('profile.recruitable.hint')}
          options={[
            { value: 'yes', label: t('profile.recruitable.yes') },
            { value: 'no', label: t('profile.recruitable.no') },
          ]}
          value={isRecruitable === null ? null : isRecruitable ? 'yes' : 'no'}
          onChange={(value) => setRecruitable(value === 'yes')}
        />

        <Field
          label={t('profile.skills.label')}
          hint={t('profile.skills.hint')}
          error={skillError ?? serverError('skills')}
        >
          <Flex style={{ gap: 8 }} flexWrap="wrap" alignItems="center">
            <TextInput
              value={skill}
              onChange={(e) => setSkill(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addSkill();
                }
              }}
              style={{ flex: '1 1 200px', width: 'auto' }}
            />
            <Button variant="secondary" onClick={addSkill}>
              {t('profile.skills.add')}
            </Button>
          </Flex>
          {skills.length > 0 && (
            <Chips aria-label={t('profile.skills.list')}>
              {skills.map((s) => (
                <li key={s}>
                  {s}
                  <IconButton
                    icon="close"
                    size="sm"
                    label={t('profile.skills.remove', { skill: s })}
                    onClick={() => setSkills(skills.filter((x) => x !== s))}
                  />
                </li>
              ))}
            </Chips>
          )}
        </Field>

        <Fieldset legend={t('profile.willing.legend')}>
          {WILLINGNESS.map((key) => (
            <Checkbox
              key={key}
              label={t(`profile.willing.${key}`)}
              checked={willing[key]}
              onChange={(checked) => setWilling({ ...willing, [key]: checked })}
            />
          ))}
        </Fieldset>

        <div style={{ marginBottom: 16, maxWidth: 480 }}>
          <LocationInput
            id={`${id}-location`}
            label={t('profile.location')}
            lang={lang}
            value={location}
            onChange={(selection) => setLocation(selection)}
            data-testid="profile-location"
          />
          {serverError('userLocation') && <FieldError live>{serverError('userLocation')}</FieldError>}
        </div>

        <Button type="submit" disabled={save.status === 'pending'}>
          {t('profile.save')}
        </Button>
        <Status data-testid="profile-status">
          {save.status === 'pending'
            ? t('common.saving')
            : save.status === 'succeeded'
              ? t('profile.saved')
              : save.status === 'failed'
                ? t('common.failed')
                : ''}
        </Status>
      </form>
    </Panel>
  );
}

/** /dashboard/profile: the applicant profile (résumé, recruitable, skills, willingness, location) and the public profile. */
export function ProfilePage({ data }: PageViewProps<{ section: 'profile' }, ProfileData>) {
  return (
    <div data-testid="profile-page">
      <ResumePanel profile={data.profile} />
      <ProfileForm profile={data.profile} />
      <PublicProfilePanel settings={data.settings} />
    </div>
  );
}
