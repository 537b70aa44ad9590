import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@opengood/design-system';
import { LANGS, type Lang, type User } from '@opengood/contracts';
import { userUpdated, useAppDispatch, usePlatform } from '@opengood/platform';
import { modalApi } from '../modalApi';
import { checkNames, NameFields, useNameMessages, type NameErrors, type Names } from './NameFields';
import { Actions, Field, Lead, PrimaryButton, Status } from './parts';

/**
 * FINISH_OAUTH_SIGNUP (spec §4): right after an account was made by signing in with the organisation's
 * provider, the user checks the name the provider gave and picks the language of their emails.
 */
export function FinishOauthSignupModal({ user, onFinished }: { user: User; onFinished: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { http } = usePlatform();
  const messages = useNameMessages();
  const langId = useId();
  const [names, setNames] = useState<Names>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  const [lang, setLang] = useState<Lang>(user.lang);
  const [errors, setErrors] = useState<NameErrors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = checkNames(names, messages);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      (e.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setState('saving');
    try {
      const saved = await modalApi(http).updateMe({
        firstName: names.firstName.trim(),
        lastName: names.lastName.trim(),
        lang,
      });
      dispatch(userUpdated(saved));
      onFinished();
    } catch {
      setState('failed');
    }
  };

  return (
    <Dialog
      open
      onClose={onFinished}
      title={t('modals.finishOauthSignup.title')}
      data-testid="modal-FINISH_OAUTH_SIGNUP"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Lead>{t('modals.finishOauthSignup.text')}</Lead>
        <NameFields names={names} errors={errors} onChange={setNames} />
        <Field>
          <label htmlFor={langId}>{t('modals.finishOauthSignup.language')}</label>
          <select id={langId} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
            {LANGS.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </Field>
        {state === 'failed' && (
          <Status $tone="error" role="alert">
            {t('modals.saveFailed')}
          </Status>
        )}
        <Actions>
          <PrimaryButton type="submit" disabled={state === 'saving'}>
            {state === 'saving' ? t('modals.saving') : t('modals.finishOauthSignup.finish')}
          </PrimaryButton>
        </Actions>
      </form>
    </Dialog>
  );
}
