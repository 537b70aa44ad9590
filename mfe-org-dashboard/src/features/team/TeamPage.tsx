import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  adminEmailRequestSchema,
  type AdminRequest,
  type OrgDashboardOverview,
  type OrgTeam,
  type TeamAdmin,
  type TeamInvite,
} from '@opengood/contracts';
import { SELECT_ORG_PATH, userDashboardPath } from '@opengood/routes';
import {
  Button,
  ConfirmDialog,
  ContractForm,
  DataTable,
  Heading,
  Text,
  TextInput,
  useContractForm,
  type DataColumn,
} from '@opengood/design-system';
import {
  selectIsStaff,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useLang,
  useMutation,
  userUpdated,
  useNavigate,
  type PageViewProps,
} from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { formatDate } from '../shared/format';
import { useOrgMessages, useRefusalText, withMessageCodes } from '../shared/messages';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';
import {
  addAdmin,
  addOwner,
  answerAdminRequest,
  removeAdmin,
  resendInvite,
  revokeInvite,
} from './teamMutations';

export interface TeamData {
  overview: OrgDashboardOverview;
  team: OrgTeam;
}

const Badge = styled.span<{ $tone?: 'owner' | 'you' | 'expired' }>`
  display: inline-block;
  margin-left: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  vertical-align: 1px;
  background: ${(p) =>
    p.$tone === 'owner'
      ? p.theme.colors.successSurface
      : p.$tone === 'expired'
        ? p.theme.colors.dangerSurface
        : p.theme.colors.surface};
  color: ${(p) => (p.$tone === 'expired' ? p.theme.colors.danger : p.theme.colors.text)};
`;

const Block = styled.section`
  margin-bottom: 32px;
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 24px 32px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  button {
    padding: 4px 12px;
    min-height: 36px;
  }
`;

function SmallHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Heading as="h3" id={id} fontSize={3} mb={2}>
      {children}
    </Heading>
  );
}

/** "Add an admin by email" and, for owners, "Add an owner by email": said by the field when refused. */
function EmailForm({ orgId, kind }: { orgId: string; kind: 'admin' | 'owner' }) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const adding = useMutation(addAdmin);
  const addingOwner = useMutation(addOwner);
  const status = kind === 'admin' ? adding.status : addingOwner.status;
  const [said, setSaid] = useState('');
  const form = useContractForm(adminEmailRequestSchema, {
    defaultValues: { email: '' },
    messages: useOrgMessages(),
  });
  const { FormField } = form;
  const headingId = `team-add-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <SmallHeading id={headingId}>
        {kind === 'admin' ? t('team.addAdminHeading') : t('team.addOwnerHeading')}
      </SmallHeading>
      <ContractForm
        form={form}
        data-testid={`add-${kind}-form`}
        onSubmit={async ({ email }) => {
          setSaid('');
          try {
            if (kind === 'admin') {
              const { data } = await run(addAdmin, { orgId, email });
              setSaid(data.kind === 'admin' ? t('team.added', { email }) : t('team.invited', { email }));
            } else {
              await run(addOwner, { orgId, email });
              setSaid(t('team.ownerAdded', { email }));
            }
          } catch (error) {
            throw withMessageCodes(error);
          }
          form.reset({ email: '' });
        }}
      >
        <FormField
          name="email"
          label={t('team.emailLabel')}
          hint={kind === 'admin' ? t('team.addAdminHint') : t('team.addOwnerHint')}
          required
        >
          <TextInput type="email" autoComplete="off" spellCheck={false} autoCapitalize="none" />
        </FormField>
        <Button type="submit" disabled={status === 'pending'}>
          {kind === 'admin' ? t('team.addAdmin') : t('team.addOwner')}
        </Button>
        <Status>{status === 'pending' ? t('common.saving') : said}</Status>
      </ContractForm>
    </section>
  );
}

/** /admin/{orgId}/admins: admins, open invites, waiting requests, and the forms that add people. */
export function TeamPage({ params, data }: PageViewProps<{ orgId: string }, TeamData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const { orgId } = params;
  const { team, overview } = data;
  const user = useAppSelector(selectUser);
  const isStaff = useAppSelector(selectIsStaff);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = useRunMutation();
  const refusalText = useRefusalText();
  const [removing, setRemoving] = useState<TeamAdmin | null>(null);
  const [notice, setNotice] = useState('');
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const me = team.admins.find((admin) => admin.id === user?.id);
  const canAddOwners = Boolean(me?.isOwner) || isStaff;
  const nameOf = (admin: TeamAdmin) => admin.name || admin.email;

  /** Runs a row's action: what it did, or why not, in the status line under the tables. */
  const rowAction = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusyRow(key);
    setNotice('');
    try {
      await action();
      setNotice(done);
    } catch (error) {
      setNotice(refusalText(error));
    } finally {
      setBusyRow(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const target = removing;
    try {
      const { data: answer } = await run(removeAdmin, { orgId, adminId: target.id });
      setRemoving(null);
      if (answer.self && user) {
        // docs/product/organisations.md#admins: removing oneself updates one's own list of organisations.
        const orgs = user.orgs.filter((org) => String(org.id) !== orgId);
        dispatch(userUpdated({ ...user, orgs }));
        navigate(orgs.length > 0 ? SELECT_ORG_PATH : userDashboardPath());
        return;
      }
      setNotice(t('team.removed', { name: nameOf(target) }));
    } catch (error) {
      setRemoving(null);
      setNotice(refusalText(error));
    }
  };

  const adminColumns: DataColumn<TeamAdmin>[] = [
    {
      key: 'name',
      header: t('team.name'),
      primary: true,
      // Sortable columns also keep the header row (their sort buttons) in the phone layout.
      sortValue: (admin) => nameOf(admin).toLocaleLowerCase(lang),
      cell: (admin) => (
        <>
          {nameOf(admin)}
          {admin.id === user?.id && <Badge $tone="you">{t('team.you')}</Badge>}
        </>
      ),
    },
    { key: 'email', header: t('team.email'), cell: (admin) => admin.email },
    {
      key: 'role',
      header: t('team.role'),
      cell: (admin) =>
        admin.isOwner ? (
          <Badge $tone="owner">{t('team.owner')}</Badge>
        ) : (
          <Text as="span">{t('team.admin')}</Text>
        ),
    },
    {
      key: 'actions',
      header: t('team.actions'),
      align: 'end',
      cell: (admin) => (
        <Actions>
          <Button
            variant="secondary"
            aria-label={t('team.removeLabel', { name: nameOf(admin) })}
            onClick={() => setRemoving(admin)}
          >
            {t('team.remove')}
          </Button>
        </Actions>
      ),
    },
  ];

  const inviteColumns: DataColumn<TeamInvite>[] = [
    {
      key: 'email',
      header: t('team.email'),
      primary: true,
      sortValue: (invite) => invite.email,
      cell: (invite) => invite.email,
    },
    {
      key: 'expires',
      header: t('team.expires'),
      sortValue: (invite) => invite.expiresAt,
      cell: (invite) => (
        <>
          <time dateTime={invite.expiresAt}>{formatDate(invite.expiresAt, lang)}</time>
          {invite.expired && <Badge $tone="expired">{t('team.expired')}</Badge>}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('team.actions'),
      align: 'end',
      cell: (invite) => (
        <Actions>
          <Button
            variant="secondary"
            disabled={busyRow === invite.id}
            aria-label={t('team.resendLabel', { email: invite.email })}
            onClick={() =>
              void rowAction(
                invite.id,
                () => run(resendInvite, { orgId, inviteId: invite.id }, invite.id),
                t('team.resent', { email: invite.email }),
              )
            }
          >
            {t('team.resend')}
          </Button>
          <Button
            variant="secondary"
            disabled={busyRow === invite.id}
            aria-label={t('team.revokeLabel', { email: invite.email })}
            onClick={() =>
              void rowAction(
                invite.id,
                () => run(revokeInvite, { orgId, inviteId: invite.id }, invite.id),
                t('team.revoked', { email: invite.email }),
              )
            }
          >
            {t('team.revoke')}
          </Button>
        </Actions>
      ),
    },
  ];

  const answer = (request: AdminRequest, approved: boolean) =>
    void rowAction(
      `request-${request.id}`,
      () => run(answerAdminRequest, { orgId, requestId: request.id, approved }, request.id),
      approved
        ? t('team.approved', { email: request.user.email })
        : t('team.rejected', { email: request.user.email }),
    );

  const requestColumns: DataColumn<AdminRequest>[] = [
    {
      key: 'name',
      header: t('team.name'),
      primary: true,
      cell: (request) => request.user.name || request.user.email,
    },
    { key: 'email', header: t('team.email'), cell: (request) => request.user.email },
    {
      key: 'requested',
      header: t('team.requested'),
      sortValue: (request) => request.createdAt,
      cell: (request) => <time dateTime={request.createdAt}>{formatDate(request.createdAt, lang)}</time>,
    },
    {
      key: 'actions',
      header: t('team.actions'),
      align: 'end',
      cell: (request) => (
        <Actions>
          <Button
            disabled={busyRow === `request-${request.id}`}
            aria-label={t('team.approveLabel', { email: request.user.email })}
            onClick={() => answer(request, true)}
          >
            {t('team.approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={busyRow === `request-${request.id}`}
            aria-label={t('team.rejectLabel', { email: request.user.email })}
            onClick={() => answer(request, false)}
          >
            {t('team.reject')}
          </Button>
        </Actions>
      ),
    },
  ];

  const removingSelf = removing !== null && removing.id === user?.id;
  return (
    <OrgDashboardLayout orgId={orgId} org={overview.org} section="admins">
      <div data-testid="org-team">
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {t('sections.admins.title')}
        </Heading>
        <Block>
          <DataTable
            caption={t('team.adminsCaption')}
            captionHidden
            columns={adminColumns}
            rows={team.admins}
            rowKey={(admin) => admin.id}
          />
        </Block>
        <Block aria-labelledby="team-invites">
          <SmallHeading id="team-invites">{t('team.invitesCaption')}</SmallHeading>
          {team.invites.length === 0 ? (
            <Text color="muted">{t('team.noInvites')}</Text>
          ) : (
            <DataTable
              caption={t('team.invitesCaption')}
              captionHidden
              columns={inviteColumns}
              rows={team.invites}
              rowKey={(invite) => invite.id}
            />
          )}
        </Block>
        <Block aria-labelledby="team-requests">
          <SmallHeading id="team-requests">{t('team.requestsCaption')}</SmallHeading>
          {team.adminRequests.length === 0 ? (
            <Text color="muted">{t('team.noRequests')}</Text>
          ) : (
            <DataTable
              caption={t('team.requestsCaption')}
              captionHidden
              columns={requestColumns}
              rows={team.adminRequests}
              rowKey={(request) => request.id}
            />
          )}
        </Block>
        <Status data-testid="team-status">{notice}</Status>
        <Forms>
          <EmailForm orgId={orgId} kind="admin" />
          {canAddOwners && <EmailForm orgId={orgId} kind="owner" />}
        </Forms>
      </div>
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={
          removingSelf
            ? t('team.removeSelfTitle')
            : t('team.removeTitle', { name: removing ? nameOf(removing) : '' })
        }
        confirmLabel={t('team.removeConfirm')}
        busyLabel={t('team.removing')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        data-testid="remove-admin-dialog"
      >
        {removingSelf
          ? t('team.removeSelfText')
          : t('team.removeText', { name: removing ? nameOf(removing) : '' })}
      </ConfirmDialog>
    </OrgDashboardLayout>
  );
}
