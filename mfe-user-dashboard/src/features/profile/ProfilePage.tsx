import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicantProfile, GeneralSettings, LocationSelection } from '@opengood/contracts';
import { LocationInput } from '@opengood/feature-location';
import { Button, Flex, Text } from '@opengood/design-system';
import { useAppDispatch, useAppSelector, useLang, type PageViewProps } from '@opengood/platform';
import { URLS } from '../../api';
import { knownCode, stringsEn } from '../../i18n';
import { Field, FieldError, Panel, Status, describedBy } from '../layout/DashboardFrame';
import { formatBytes, formatDate } from '../format';
import { PublicProfilePanel } from '../notifications/PublicProfilePanel';
import {
  holdFile,
  profileSubmitted,
  resumeChosen,
  resumeRemoveRequested,
  selectApplicantProfileState,
} from './applicantProfileSlice';

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
    gap: 6px;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    padding: 4px 6px 4px 12px;
  }
  button {
    font: inherit;
    border: none;
    background: none;
    cursor: pointer;
    border-radius: 999px;
    width: 24px;
    height: 24px;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 6px 0;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    margin-bottom: 4px;
    padding: 0;
  }
`;

/** The résumé: what is stored, download, replace or remove; the server's refusal shown by the field. */
function ResumePanel({ profile }: { profile: ApplicantProfile }) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const { resume: state } = useAppSelector(selectApplicantProfileState);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const fileId = `${id}-resume`;
  const code = state.errors.file ?? state.errors.request;
  const known = knownCode(stringsEn.profile.resume.errors, code);
  // The server's own message by the field when it is not one of the known codes.
  const error = code
    ? known
      ? t(`profile.resume.errors.${known}`)
      : (state.errors.file ?? t('common.failed'))
    : null;
  const onFile = (file: File | undefined) => {
    if (!file) return;
    dispatch(resumeChosen({ token: holdFile(file), name: file.name }));
    if (input.current) input.current.value = '';
  };
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('profile.resume.heading')}</h2>
      {profile.resume ? (
        <Text data-testid="resume-current">
          <a href={URLS.resumeFile(profile.resume.id)} download={profile.resume.name}>
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
        id={fileId}
        label={profile.resume ? t('profile.resume.replace') : t('profile.resume.upload')}
        error={error}
        hint={t('profile.resume.hint')}
      >
        <input
          ref={input}
          id={fileId}
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(e) => onFile(e.target.files?.[0])}
          disabled={state.status === 'saving'}
          {...describedBy(fileId, error, 'hint')}
        />
      </Field>
      {profile.resume && (
        <Button
          variant="secondary"
          onClick={() => dispatch(resumeRemoveRequested())}
          disabled={state.status === 'saving'}
        >
          {t('profile.resume.remove')}
        </Button>
      )}
      <Status>
        {state.status === 'saving'
          ? t('common.saving')
          : state.status === 'saved'
            ? t('profile.resume.saved')
            : ''}
      </Status>
    </Panel>
  );
}

/** The applicant profile's own fields (spec §3), saved together. */
function ProfileForm({ profile }: { profile: ApplicantProfile }) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const { form } = useAppSelector(selectApplicantProfileState);
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
    dispatch(profileSubmitted({ isRecruitable, skills, ...willing, userLocation: location }));
  };

  const serverError = (field: string) =>
    form.errors[field] ? t('profile.fieldRefused', { message: form.errors[field] }) : null;
  const skillId = `${id}-skill`;
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('profile.details')}</h2>
      <form onSubmit={submit} noValidate data-testid="applicant-profile-form">
        <Fieldset>
          <legend>{t('profile.recruitable.legend')}</legend>
          <Text color="muted" fontSize={1} mb={1}>
            {t('profile.recruitable.hint')}
          </Text>
          <Choice>
            <input
              type="radio"
              name={`${id}-recruitable`}
              checked={isRecruitable === true}
              onChange={() => setRecruitable(true)}
            />
            {t('profile.recruitable.yes')}
          </Choice>
          <Choice>
            <input
              type="radio"
              name={`${id}-recruitable`}
              checked={isRecruitable === false}
              onChange={() => setRecruitable(false)}
            />
            {t('profile.recruitable.no')}
          </Choice>
        </Fieldset>

        <Field
          id={skillId}
          label={t('profile.skills.label')}
          hint={t('profile.skills.hint')}
          error={skillError ?? serverError('skills')}
        >
          <Flex style={{ gap: 8 }} flexWrap="wrap">
            <input
              id={skillId}
              value={skill}
              onChange={(e) => setSkill(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addSkill();
                }
              }}
              style={{ flex: '1 1 200px' }}
              {...describedBy(skillId, skillError ?? serverError('skills'), 'hint')}
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
                  <button
                    type="button"
                    aria-label={t('profile.skills.remove', { skill: s })}
                    onClick={() => setSkills(skills.filter((x) => x !== s))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </Chips>
          )}
        </Field>

        <Fieldset>
          <legend>{t('profile.willing.legend')}</legend>
          {WILLINGNESS.map((key) => (
            <Choice key={key}>
              <input
                type="checkbox"
                checked={willing[key]}
                onChange={(e) => setWilling({ ...willing, [key]: e.target.checked })}
              />
              {t(`profile.willing.${key}`)}
            </Choice>
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
          {serverError('userLocation') && <FieldError role="alert">{serverError('userLocation')}</FieldError>}
        </div>

        <Button type="submit" disabled={form.status === 'saving'}>
          {t('profile.save')}
        </Button>
        <Status data-testid="profile-status">
          {form.status === 'saving'
            ? t('common.saving')
            : form.status === 'saved'
              ? t('profile.saved')
              : form.status === 'failed'
                ? t('common.failed')
                : ''}
        </Status>
      </form>
    </Panel>
  );
}

/** /dashboard/profile: the applicant profile (résumé, recruitable, skills, willingness, location) and the public profile. */
export function ProfilePage({ data }: PageViewProps<{ section: 'profile' }, ProfileData>) {
  const state = useAppSelector(selectApplicantProfileState);
  const profile = state.profile ?? data.profile;
  return (
    <div data-testid="profile-page">
      <ResumePanel profile={profile} />
      <ProfileForm profile={profile} />
      <PublicProfilePanel loaded={data.settings} />
    </div>
  );
}
