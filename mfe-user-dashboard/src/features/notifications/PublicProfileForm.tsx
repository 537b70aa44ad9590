import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USER_SETTINGS_ERROR_CODES,
  publicProfileRequestSchema,
  type PublicProfileSettings,
} from '@opengood/contracts';
import { publicProfilePath } from '@opengood/routes';
import {
  Button,
  Checkbox,
  ContractForm,
  Flex,
  Text,
  TextInput,
  useContractForm,
  useFieldContext,
  type MessageResolver,
} from '@opengood/design-system';
import { Link } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { useRunMutation } from '../mutations';
import { savePublicProfile } from './settingsMutations';

/** The api's rule beside the contract's schema: publishing needs a username (else USERNAME_REQUIRED). */
const publicProfileFormSchema = publicProfileRequestSchema.refine(
  (profile) => !profile.published || profile.username !== null,
  { path: ['username'], error: USER_SETTINGS_ERROR_CODES.USERNAME_REQUIRED },
);

/** The username box: left empty, the profile has no username (null), not an empty one. */
function UsernameInput() {
  const binding = useFieldContext()?.binding;
  return (
    <TextInput
      autoComplete="username"
      value={(binding?.value as string | null | undefined) ?? ''}
      onChange={(e) => binding?.onChange(e.target.value.trim() === '' ? null : e.target.value)}
    />
  );
}

const FORM_FAILURES = new Set(['SERVER_ERROR', 'NOT_SENT', 'REFUSED']);

function usePublicProfileMessages(): MessageResolver {
  const { t, i18n } = useTranslation('userDashboard');
  return useCallback(
    (code, { field }) => {
      const known = knownCode(i18n, 'publicProfile.errors', code);
      if (known) return t(`publicProfile.errors.${known}`);
      // Not sent, or refused as a whole: the panel's own words for it.
      return field === undefined && FORM_FAILURES.has(code) ? t('publicProfile.errors.FAILED') : null;
    },
    [t],
  );
}

/** The username and whether the profile is published, checked with the api's own schema. */
export default function PublicProfileForm({ profile }: { profile: PublicProfileSettings }) {
  const { t } = useTranslation('userDashboard');
  const run = useRunMutation();
  const form = useContractForm(publicProfileFormSchema, {
    defaultValues: { username: profile.username, published: profile.published },
    messages: usePublicProfileMessages(),
  });
  const { FormField } = form;
  return (
    <ContractForm form={form} onSubmit={(values) => run(savePublicProfile, values)}>
      <Text color="muted">{t('publicProfile.private')}</Text>
      <FormField name="username" label={t('publicProfile.username')} hint={t('publicProfile.usernameHint')}>
        <UsernameInput />
      </FormField>
      <FormField name="published" label={t('publicProfile.publish')} inline>
        <Checkbox />
      </FormField>
      <Flex style={{ gap: 16 }} alignItems="center" flexWrap="wrap">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
        {profile.published && profile.username && (
          <Link href={publicProfilePath(profile.username)}>{t('publicProfile.view')}</Link>
        )}
      </Flex>
    </ContractForm>
  );
}
