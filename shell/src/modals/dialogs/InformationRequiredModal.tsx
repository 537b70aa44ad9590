import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@opengood/design-system';
import type { User } from '@opengood/contracts';
import { userUpdated, useAppDispatch, usePlatform } from '@opengood/platform';
import { modalApi } from '../modalApi';
import { ACCOUNT_SETTINGS_PATH } from '../modalRules';
import { checkNames, NameFields, useNameMessages, type NameErrors, type Names } from './NameFields';
import { Actions, Lead, PrimaryButton, PrimaryLinkButton, Status } from './parts';

/**
 * INFORMATION_REQUIRED (spec §4): the account lacks a first name, a last name or an email. Missing names
 * are asked for here and saved (PATCH /users/me); a missing email is added in the account settings,
 * where this dialog does not show.
 */
export function InformationRequiredModal({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { http } = usePlatform();
  const messages = useNameMessages();
  const [names, setNames] = useState<Names>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  const [errors, setErrors] = useState<NameErrors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const namesMissing = !user.firstName?.trim() || !user.lastName?.trim();

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
      });
      dispatch(userUpdated(saved));
    } catch {
      setState('failed');
    }
  };

  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={t('modals.informationRequired.title')}
      data-testid="modal-INFORMATION_REQUIRED"
    >
      {namesMissing ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Lead>{t('modals.informationRequired.text')}</Lead>
          <NameFields names={names} errors={errors} onChange={setNames} />
          {state === 'failed' && (
            <Status $tone="error" role="alert">
              {t('modals.saveFailed')}
            </Status>
          )}
          <Actions>
            <PrimaryButton type="submit" disabled={state === 'saving'}>
              {state === 'saving' ? t('modals.saving') : t('modals.informationRequired.save')}
            </PrimaryButton>
          </Actions>
        </form>
      ) : (
        <>
          <Lead>{t('modals.informationRequired.emailMissing')}</Lead>
          <Actions>
            <PrimaryLinkButton href={ACCOUNT_SETTINGS_PATH}>
              {t('modals.informationRequired.accountSettings')}
            </PrimaryLinkButton>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
