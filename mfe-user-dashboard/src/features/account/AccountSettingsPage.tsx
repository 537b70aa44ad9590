import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type CanDeleteAnswer, type Lang, type User } from '@opengood/contracts';
import { Button, Flex, Text } from '@opengood/design-system';
import { selectUser, useAppDispatch, useAppSelector, type PageViewProps } from '@opengood/platform';
import { URLS } from '../../api';
import { knownCode, stringsEn } from '../../i18n';
import { Field, FieldError, Panel, Status, describedBy } from '../layout/DashboardFrame';
import {
  accountDeletionConfirmed,
  emailChangeSubmitted,
  languageChosen,
  namesSubmitted,
  passwordChangeSubmitted,
  selectAccountState,
  type AccountForm,
} from './accountSlice';

const NAME_MAX = 100;
const PASSWORD_MIN = 10;
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Español', pt: 'Português' };

/** The translated message of an api refusal code (the accounts' codes), else the server's words. */
function useErrorText() {
  const { t } = useTranslation('userDashboard');
  return (code: string | undefined): string | null => {
    if (!code) return null;
    const known = knownCode(stringsEn.account.errors, code);
    return known ? t(`account.errors.${known}`) : t('account.errors.generic', { message: code });
  };
}

function useFormState(form: AccountForm) {
  return useAppSelector(selectAccountState)[form];
}

function SavedStatus({ form, text }: { form: AccountForm; text: string }) {
  const { t } = useTranslation('userDashboard');
  const state = useFormState(form);
  return <Status>{state.status === 'saving' ? t('common.saving') : state.status === 'saved' ? text : ''}</Status>;
}

function NamesForm({ user }: { user: User }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const state = useFormState('names');
  const errorText = useErrorText();
  const id = useId();
  const [firstName, setFirst] = useState(user.firstName ?? '');
  const [lastName, setLast] = useState(user.lastName ?? '');
  const [local, setLocal] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    for (const [field, value] of [['firstName', firstName], ['lastName', lastName]] as const) {
      if (!value.trim()) errors[field] = 'NAME_REQUIRED';
      else if (value.trim().length > NAME_MAX) errors[field] = 'NAME_TOO_LONG';
    }
    setLocal(errors);
    if (Object.keys(errors).length === 0) dispatch(namesSubmitted({ firstName: firstName.trim(), lastName: lastName.trim() }));
  };
  const error = (field: string) => errorText(local[field] ?? state.errors[field]);
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('account.names.heading')}</h2>
      <form onSubmit={submit} noValidate data-testid="names-form">
        <Flex flexWrap="wrap" style={{ gap: '0 16px' }}>
          <div style={{ flex: '1 1 220px' }}>
            <Field id={`${id}-first`} label={t('account.names.firstName')} error={error('firstName')}>
              <input id={`${id}-first`} autoComplete="given-name" value={firstName} onChange={(e) => setFirst(e.target.value)} {...describedBy(`${id}-first`, error('firstName'))} />
            </Field>
          </div>
          <div style={{ flex: '1 1 220px' }}>
            <Field id={`${id}-last`} label={t('account.names.lastName')} error={error('lastName')}>
              <input id={`${id}-last`} autoComplete="family-name" value={lastName} onChange={(e) => setLast(e.target.value)} {...describedBy(`${id}-last`, error('lastName'))} />
            </Field>
          </div>
        </Flex>
        <Button type="submit" disabled={state.status === 'saving'}>
          {t('common.save')}
        </Button>
        <SavedStatus form="names" text={t('account.names.saved')} />
      </form>
    </Panel>
  );
}

function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const state = useFormState('email');
  const errorText = useErrorText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setLocal('EMAIL_INVALID');
    setLocal(null);
    dispatch(emailChangeSubmitted({ email: value, password }));
  };
  const emailError = errorText(local ?? state.errors.email);
  const passwordError = errorText(state.errors.password);
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('account.email.heading')}</h2>
      <Text>
        {t('account.email.current', { email: user.email })}{' '}
        <Text as="span" color="muted">
          {user.emailVerified ? t('account.email.verified') : t('account.email.unverified')}
        </Text>
      </Text>
      <form onSubmit={submit} noValidate data-testid="email-form">
        <Field id={`${id}-email`} label={t('account.email.newEmail')} error={emailError} hint={t('account.email.hint')}>
          <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} {...describedBy(`${id}-email`, emailError, 'hint')} />
        </Field>
        <Field id={`${id}-password`} label={t('account.currentPassword')} error={passwordError}>
          <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} {...describedBy(`${id}-password`, passwordError)} />
        </Field>
        <Button type="submit" disabled={state.status === 'saving'}>
          {t('account.email.submit')}
        </Button>
        <SavedStatus form="email" text={t('account.email.sent')} />
      </form>
    </Panel>
  );
}

function PasswordForm() {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const state = useFormState('password');
  const errorText = useErrorText();
  const id = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (newPassword.length < PASSWORD_MIN) return setLocal('PASSWORD_TOO_SHORT');
    setLocal(null);
    dispatch(passwordChangeSubmitted({ currentPassword, newPassword }));
  };
  const currentError = errorText(state.errors.currentPassword);
  const newError = errorText(local ?? state.errors.newPassword);
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('account.password.heading')}</h2>
      <form onSubmit={submit} noValidate data-testid="password-form">
        <Field id={`${id}-current`} label={t('account.currentPassword')} error={currentError}>
          <input id={`${id}-current`} type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} {...describedBy(`${id}-current`, currentError)} />
        </Field>
        <Field id={`${id}-new`} label={t('account.password.newPassword')} error={newError} hint={t('account.password.hint', { min: PASSWORD_MIN })}>
          <input id={`${id}-new`} type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} {...describedBy(`${id}-new`, newError, 'hint')} />
        </Field>
        <Button type="submit" disabled={state.status === 'saving'}>
          {t('account.password.submit')}
        </Button>
        <SavedStatus form="password" text={t('account.password.saved')} />
      </form>
    </Panel>
  );
}

function LanguageForm({ user }: { user: User }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('account.language.heading')}</h2>
      <Field id={`${id}-lang`} label={t('account.language.label')} hint={t('account.language.hint')}>
        <select id={`${id}-lang`} value={user.lang} onChange={(e) => dispatch(languageChosen({ lang: e.target.value as Lang }))} aria-describedby={`${id}-lang-hint`} style={{ maxWidth: 320 }}>
          {LANGS.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
      </Field>
      <SavedStatus form="language" text={t('account.language.saved')} />
    </Panel>
  );
}

function DataPanel() {
  const { t } = useTranslation('userDashboard');
  return (
    <Panel aria-labelledby="my-data-h">
      <h2 id="my-data-h">{t('account.data.heading')}</h2>
      <Text color="muted">{t('account.data.text')}</Text>
      <a href={URLS.exportMe} download data-testid="download-my-data">
        {t('account.data.download')}
      </a>
    </Panel>
  );
}

function DeletePanel({ canDelete, user }: { canDelete: CanDeleteAnswer; user: User }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const state = useFormState('deletion');
  const errorText = useErrorText();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const refusal = state.errors.user ?? state.errors.request;
  const passwordError = errorText(state.errors.currentPassword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (understood) dispatch(accountDeletionConfirmed({ email: user.email, password }));
  };
  return (
    <Panel aria-labelledby="delete-h" data-testid="delete-account">
      <h2 id="delete-h">{t('account.delete.heading')}</h2>
      {!canDelete.canDelete ? (
        <Text data-testid="cannot-delete">
          {t(`account.delete.reasons.${knownCode(stringsEn.account.delete.reasons, canDelete.reason) ?? 'UNKNOWN'}`)}
        </Text>
      ) : !confirming ? (
        <>
          <Text color="muted">{t('account.delete.text')}</Text>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('account.delete.start')}
          </Button>
        </>
      ) : (
        <form role="group" aria-labelledby="delete-confirm-text" onSubmit={submit} noValidate data-testid="delete-form">
          <Text id="delete-confirm-text">{t('account.delete.confirmText')}</Text>
          <Field id={`${id}-password`} label={t('account.currentPassword')} error={passwordError} hint={t('account.delete.passwordHint')}>
            <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} {...describedBy(`${id}-password`, passwordError, 'hint')} />
          </Field>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            {t('account.delete.understand')}
          </label>
          <Flex style={{ gap: 8 }} flexWrap="wrap">
            <Button
              type="submit"
              disabled={!understood || state.status === 'saving'}
              style={{ background: '#b3261e', borderColor: '#b3261e' }}
            >
              {t('account.delete.confirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </Flex>
        </form>
      )}
      {refusal && <FieldError role="alert">{errorText(refusal)}</FieldError>}
      <SavedStatus form="deletion" text={t('account.delete.done')} />
    </Panel>
  );
}

/** /dashboard/account-settings: names, email, password, language, my data, deleting the account. */
export function AccountSettingsPage({ data }: PageViewProps<{ section: 'account-settings' }, CanDeleteAnswer>) {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div data-testid="account-settings">
      <NamesForm user={user} />
      <EmailForm user={user} />
      <PasswordForm />
      <LanguageForm user={user} />
      <DataPanel />
      <DeletePanel canDelete={data} user={user} />
    </div>
  );
}
