import { Suspense, lazy, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type CanDeleteAnswer, type Lang, type User } from '@opengood/contracts';
import { routes, routeUrl } from '@opengood/contracts/routes';
import {
  Button,
  Checkbox,
  Field,
  FieldError,
  Flex,
  Select,
  Spinner,
  Text,
  TextInput,
} from '@opengood/design-system';
import { selectUser, useAppSelector, useMutation, type PageViewProps } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { Panel, Status } from '../layout/DashboardFrame';
import { confirmPassword, deleteAccount, leaveAfterDeletion, saveLanguage } from './accountMutations';

// The forms checked with a contract schema come in a chunk of their own (zod, react-hook-form).
const NamesForm = lazy(() => import('./AccountForms').then((m) => ({ default: m.NamesForm })));
const EmailForm = lazy(() => import('./AccountForms').then((m) => ({ default: m.EmailForm })));
const PasswordForm = lazy(() => import('./AccountForms').then((m) => ({ default: m.PasswordForm })));

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Español', pt: 'Português' };

/** The translated message of an api refusal code (the accounts' codes), else the server's words. */
function useErrorText() {
  const { t, i18n } = useTranslation('userDashboard');
  return (code: string | undefined): string | null => {
    if (!code) return null;
    const known = knownCode(i18n, 'account.errors', code);
    return known ? t(`account.errors.${known}`) : t('account.errors.generic', { message: code });
  };
}

function FormPanel({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{heading}</h2>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </Panel>
  );
}

function LanguageForm({ user }: { user: User }) {
  const { t } = useTranslation('userDashboard');
  const save = useMutation(saveLanguage);
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('account.language.heading')}</h2>
      <Field label={t('account.language.label')} hint={t('account.language.hint')}>
        <Select
          value={user.lang}
          onChange={(e) => void save.mutate(e.target.value as Lang)}
          options={LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          style={{ maxWidth: 320 }}
        />
      </Field>
      <Status>
        {save.status === 'pending'
          ? t('common.saving')
          : save.status === 'succeeded'
            ? t('account.language.saved')
            : ''}
      </Status>
    </Panel>
  );
}

function DataPanel() {
  const { t } = useTranslation('userDashboard');
  return (
    <Panel aria-labelledby="my-data-h">
      <h2 id="my-data-h">{t('account.data.heading')}</h2>
      <Text color="muted">{t('account.data.text')}</Text>
      <a href={routeUrl(routes.exportMe)} download data-testid="download-my-data">
        {t('account.data.download')}
      </a>
    </Panel>
  );
}

/**
 * Deleting the account, after a confirmation: the current password proves the owner is here (left empty,
 * the api accepts a log-in made in the last few minutes: an account that signs in through its
 * organisation's provider). A refusal of either step is said by the password field.
 */
function DeletePanel({ canDelete, user }: { canDelete: CanDeleteAnswer; user: User }) {
  const { t, i18n } = useTranslation('userDashboard');
  const confirm = useMutation(confirmPassword);
  const remove = useMutation(deleteAccount);
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const pending = confirm.status === 'pending' || remove.status === 'pending';
  const refusal = remove.errors.user ?? remove.errors.request ?? confirm.errors.request;
  const passwordError = errorText(confirm.errors.password ?? remove.errors.currentPassword);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!understood || pending) return;
    confirm.reset();
    remove.reset();
    if (password && !(await confirm.mutate({ email: user.email, password }))) return;
    if (await remove.mutate()) leaveAfterDeletion.go();
  };
  return (
    <Panel aria-labelledby="delete-h" data-testid="delete-account">
      <h2 id="delete-h">{t('account.delete.heading')}</h2>
      {!canDelete.canDelete ? (
        <Text data-testid="cannot-delete">
          {t(
            `account.delete.reasons.${knownCode(i18n, 'account.delete.reasons', canDelete.reason) ?? 'UNKNOWN'}`,
          )}
        </Text>
      ) : !confirming ? (
        <>
          <Text color="muted">{t('account.delete.text')}</Text>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('account.delete.start')}
          </Button>
        </>
      ) : (
        <form
          role="group"
          aria-labelledby="delete-confirm-text"
          onSubmit={(e) => void submit(e)}
          noValidate
          data-testid="delete-form"
        >
          <Text id="delete-confirm-text">{t('account.delete.confirmText')}</Text>
          <Field
            label={t('account.currentPassword')}
            error={passwordError}
            hint={t('account.delete.passwordHint')}
          >
            <TextInput
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Checkbox label={t('account.delete.understand')} checked={understood} onChange={setUnderstood} />
          <Flex style={{ gap: 8 }} flexWrap="wrap">
            <Button
              type="submit"
              disabled={!understood || pending}
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
      {refusal && <FieldError live>{errorText(refusal)}</FieldError>}
      <Status>
        {pending ? t('common.saving') : remove.status === 'succeeded' ? t('account.delete.done') : ''}
      </Status>
    </Panel>
  );
}

/** /dashboard/account-settings: names, email, password, language, my data, deleting the account. */
export function AccountSettingsPage({
  data,
}: PageViewProps<{ section: 'account-settings' }, CanDeleteAnswer>) {
  const { t } = useTranslation('userDashboard');
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div data-testid="account-settings">
      <FormPanel heading={t('account.names.heading')}>
        <NamesForm user={user} />
      </FormPanel>
      <FormPanel heading={t('account.email.heading')}>
        <EmailForm user={user} />
      </FormPanel>
      <FormPanel heading={t('account.password.heading')}>
        <PasswordForm />
      </FormPanel>
      <LanguageForm user={user} />
      <DataPanel />
      <DeletePanel canDelete={data} user={user} />
    </div>
  );
}
