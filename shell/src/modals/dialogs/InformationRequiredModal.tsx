import { useTranslation } from 'react-i18next';
import { ContractForm, Dialog, useContractForm } from '@opengood/design-system';
import { updateMeRequestSchema, type User } from '@opengood/contracts';
import { useMutation } from '@opengood/platform';
import { saveMyDetails } from '../modalMutations';
import { ACCOUNT_SETTINGS_PATH } from '../modalRules';
import { NameFields, useNameMessages } from './NameFields';
import { Actions, Lead, PrimaryButton, PrimaryLinkButton, Status } from './parts';

/**
 * INFORMATION_REQUIRED (docs/product/chrome.md#modal-sequence): the account lacks a first name, a last name or an email. Missing names
 * are asked for here, checked with the contract's schema and saved (saveMyDetails, PATCH /users/me); a
 * missing email is added in the account settings, where this dialog does not show.
 */
export function InformationRequiredModal({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const save = useMutation(saveMyDetails, 'information-required');
  const form = useContractForm(updateMeRequestSchema, {
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    messages: useNameMessages(),
  });
  const namesMissing = !user.firstName?.trim() || !user.lastName?.trim();

  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={t('modals.informationRequired.title')}
      data-testid="modal-INFORMATION_REQUIRED"
    >
      {namesMissing ? (
        <ContractForm
          form={form}
          onSubmit={async ({ firstName, lastName }) => {
            // Saved, the session's user has both names and the sequence moves on.
            await save.mutate({ firstName, lastName });
          }}
        >
          <Lead>{t('modals.informationRequired.text')}</Lead>
          <NameFields FormField={form.FormField} />
          {save.status === 'failed' && (
            <Status $tone="error" role="alert">
              {t('modals.saveFailed')}
            </Status>
          )}
          <Actions>
            <PrimaryButton type="submit" disabled={save.status === 'pending'}>
              {save.status === 'pending' ? t('modals.saving') : t('modals.informationRequired.save')}
            </PrimaryButton>
          </Actions>
        </ContractForm>
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
