import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ORG_NOTIFICATION_FIELD_NAMES,
  orgNotificationPreferencesSchema,
  type OrgDashboardOverview,
  type OrgNotificationPreferencesAnswer,
} from '@opengood/contracts';
import { userDashboardPath } from '@opengood/routes';
import {
  Button,
  Checkbox,
  ContractForm,
  Heading,
  Text,
  useContractForm,
  type MessageResolver,
} from '@opengood/design-system';
import { Link, selectUser, useAppSelector, useMutation, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { useOrgMessages, withMessageCodes } from '../shared/messages';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';
import { updateOrgNotificationPreferences } from './notificationPreferencesMutations';

export interface NotificationPreferencesData {
  overview: OrgDashboardOverview;
  preferences: OrgNotificationPreferencesAnswer['data'];
}

/** The kinds as one calm list: a rule between rows, the label and what the mail is under each box. */
const Kinds = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: none;
  min-width: 0;
  max-width: 72ch;
  legend {
    padding: 0;
    margin: 0 0 4px;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
  > div {
    margin: 0;
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  > div:last-of-type {
    border-bottom: none;
  }
`;

const Off = styled.span`
  display: block;
  margin-top: 4px;
  color: ${(p) => p.theme.colors.text};
`;

/** This page's codes first (PREFERENCE_INVALID, NOT_A_RECIPIENT), then the area's. */
function useMessages(): MessageResolver {
  const { t, i18n } = useTranslation('orgDashboard');
  const area = useOrgMessages();
  return useCallback(
    (code, context) =>
      i18n.exists(`orgDashboard:notificationPreferences.errors.${code}`)
        ? t(`notificationPreferences.errors.${code as 'PREFERENCE_INVALID'}`)
        : area(code, context),
    [t, i18n, area],
  );
}

/** The form: a box per kind of mail, saved together; says when they are saved and when they are not yet. */
function PreferencesForm({
  orgId,
  orgName,
  data,
}: {
  orgId: string;
  orgName: string;
  data: NotificationPreferencesData['preferences'];
}) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const { status } = useMutation(updateOrgNotificationPreferences);
  const form = useContractForm(orgNotificationPreferencesSchema, {
    defaultValues: data.preferences,
    messages: useMessages(),
  });
  const { FormField } = form;
  const dirty = form.formState.isDirty;
  const said =
    status === 'pending'
      ? t('common.saving')
      : dirty
        ? t('notificationPreferences.unsaved')
        : status === 'succeeded'
          ? t('notificationPreferences.saved')
          : '';
  return (
    <ContractForm
      form={form}
      data-testid="org-notification-preferences-form"
      onSubmit={async (preferences) => {
        try {
          const answer = await run(updateOrgNotificationPreferences, { orgId, preferences });
          form.reset(answer.data.preferences);
        } catch (error) {
          throw withMessageCodes(error);
        }
      }}
    >
      <Kinds>
        <legend>{t('notificationPreferences.legend', { org: orgName })}</legend>
        {ORG_NOTIFICATION_FIELD_NAMES.map((field) => {
          const offForAll = data.offForAllOrganizations.includes(field);
          return (
            <FormField
              key={field}
              name={field}
              inline
              label={t(`notificationPreferences.kinds.${field}.label`)}
              hint={
                <>
                  {t(`notificationPreferences.kinds.${field}.hint`)}
                  {offForAll && (
                    <Off data-testid={`off-for-all-${field}`}>
                      {t('notificationPreferences.offForAll')}{' '}
                      <Link href={userDashboardPath('notification-preferences')}>
                        {t('notificationPreferences.offForAllLink')}
                      </Link>
                    </Off>
                  )}
                </>
              }
            >
              <Checkbox />
            </FormField>
          );
        })}
      </Kinds>
      <Button type="submit" disabled={status === 'pending'}>
        {t('notificationPreferences.save')}
      </Button>
      <Status data-testid="org-notification-preferences-status">{said}</Status>
    </ContractForm>
  );
}

/**
 * /admin/{orgId}/notification-preferences: which mails the signed-in admin gets from this organisation
 * (docs/product/organisations.md#notification-preferences). Staff who do not administer it are told it
 * mails them nothing.
 */
export function NotificationPreferencesSection({
  params,
  data,
}: PageViewProps<{ orgId: string }, NotificationPreferencesData>) {
  const { t } = useTranslation('orgDashboard');
  const user = useAppSelector(selectUser);
  const org = data.overview.org;
  return (
    <OrgDashboardLayout orgId={params.orgId} org={org} section="notification-preferences">
      <div data-testid="org-notification-preferences">
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {t('sections.notification-preferences.title')}
        </Heading>
        {data.preferences.recipient ? (
          <>
            <Text color="muted" mb={4} style={{ maxWidth: '72ch' }}>
              {t('notificationPreferences.intro', { org: org.name })}
              {user && ` ${t('notificationPreferences.sentTo', { email: user.email })}`}
            </Text>
            <PreferencesForm key={org.id} orgId={params.orgId} orgName={org.name} data={data.preferences} />
            <Text color="muted" fontSize={1} mt={4} style={{ maxWidth: '72ch' }}>
              {t('notificationPreferences.linksNote')}
            </Text>
          </>
        ) : (
          <Text data-testid="org-notification-preferences-none" style={{ maxWidth: '72ch' }}>
            {t('notificationPreferences.notRecipient', { org: org.name })}
          </Text>
        )}
      </div>
    </OrgDashboardLayout>
  );
}
