import { useTranslation } from 'react-i18next';
import { ContractForm, Dialog, useContractForm } from '@opengood/design-system';
import { updateMeRequestSchema, type User } from '@opengood/contracts';
import { useMutation } from '@opengood/platform';
import { saveMyDetails } from '../modalMutations';
import { LanguageSelect } from './LanguageSelect';
import { NameFields, useNameMessages } from './NameFields';
import { Actions, Lead, PrimaryButton, Status } from './parts';

/**
 * FINISH_OAUTH_SIGNUP (docs/product/chrome.md#modal-sequence): right after an account was made by signing in with the organisation's
 * provider, the user checks the name the provider gave and picks the language of their emails (checked
 * with the contract's schema, saved by saveMyDetails).
 */
export function FinishOauthSignupModal({ user, onFinished }: { user: User; onFinished: () => void }) {
  const { t } = useTranslation('shell');
  const save = useMutation(saveMyDetails, 'finish-oauth-signup');
  const form = useContractForm(updateMeRequestSchema, {
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', lang: user.lang },
    messages: useNameMessages(),
  });
  const { FormField } = form;

  return (
    <Dialog
      open
      onClose={onFinished}
      title={t('modals.finishOauthSignup.title')}
      data-testid="modal-FINISH_OAUTH_SIGNUP"
    >
      <ContractForm
        form={form}
        onSubmit={async ({ firstName, lastName, lang }) => {
          if (await save.mutate({ firstName, lastName, lang })) onFinished();
        }}
      >
        <Lead>{t('modals.finishOauthSignup.text')}</Lead>
        <NameFields FormField={FormField} />
        <FormField name="lang" label={t('modals.finishOauthSignup.language')}>
          <LanguageSelect />
        </FormField>
        {save.status === 'failed' && (
          <Status $tone="error" role="alert">
            {t('modals.saveFailed')}
          </Status>
        )}
        <Actions>
          <PrimaryButton type="submit" disabled={save.status === 'pending'}>
            {save.status === 'pending' ? t('modals.saving') : t('modals.finishOauthSignup.finish')}
          </PrimaryButton>
        </Actions>
      </ContractForm>
    </Dialog>
  );
}
