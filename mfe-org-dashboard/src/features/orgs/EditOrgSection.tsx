import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DashboardOrg, OrgRequest } from '@opengood/contracts';
import { SELECT_ORG_PATH, userDashboardPath } from '@opengood/routes';
import { Button, Dialog, Field, Flex, Heading, Text, TextInput } from '@opengood/design-system';
import {
  selectIsStaff,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useMutation,
  userUpdated,
  useNavigate,
} from '@opengood/platform';
import { useRefusalText, withMessageCodes } from '../shared/messages';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';
import { deleteOrganization, updateOrganization } from './orgMutations';
import { OrgForm } from './OrgForm';
import { OrgPreviewCard } from './OrgPreviewCard';

const DangerZone = styled.section`
  margin-top: 48px;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii[2]}px;
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
`;

const DangerButton = styled(Button)`
  background: ${(p) => p.theme.colors.danger};
  border-color: ${(p) => p.theme.colors.danger};
  color: #fff;
  &:hover:not(:disabled) {
    background: #8c1d17;
  }
`;

const Consequences = styled.ul`
  margin: 4px 0 16px;
  padding-left: 20px;
  li {
    margin-bottom: 4px;
  }
`;

function formValues(org: DashboardOrg): OrgRequest {
  return {
    name: org.name,
    orgType: org.orgType,
    locale: org.locale,
    description: org.description,
    website: org.website ?? '',
    areasOfFocus: org.areasOfFocus,
    placeId: org.placeId,
    logoId: org.logoId,
  };
}

/** Deleting the organisation: a dialog says what happens and asks for its name, typed again. */
function DeleteOrg({ orgId, org }: { orgId: string; org: DashboardOrg }) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const refusalText = useRefusalText();
  const { status } = useMutation(deleteOrganization);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === 'pending') return;
    setError(null);
    try {
      await run(deleteOrganization, { orgId, confirmName: typed });
    } catch (refusal) {
      setError(refusalText(refusal));
      inputRef.current?.focus();
      return;
    }
    // docs/product/organisations.md#admins: deleting an organisation removes it from the user's organisations.
    const orgs = (user?.orgs ?? []).filter((o) => String(o.id) !== orgId);
    if (user) dispatch(userUpdated({ ...user, orgs }));
    navigate(orgs.length > 0 ? SELECT_ORG_PATH : userDashboardPath());
  };
  return (
    <DangerZone aria-labelledby="delete-org-heading" data-testid="delete-org">
      <h3 id="delete-org-heading">{t('deleteOrg.heading')}</h3>
      <Text>{t('deleteOrg.text')}</Text>
      <DangerButton onClick={() => setOpen(true)}>{t('deleteOrg.start')}</DangerButton>
      <Dialog
        open={open}
        onClose={close}
        title={t('deleteOrg.dialogTitle', { name: org.name })}
        initialFocus={inputRef}
        data-testid="delete-org-dialog"
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Text mb={1}>{t('deleteOrg.consequences')}</Text>
          <Consequences>
            <li>{t('deleteOrg.listingsClose')}</li>
            <li>{t('deleteOrg.pagesGone')}</li>
            <li>{t('deleteOrg.adminsLose')}</li>
          </Consequences>
          <Field label={t('deleteOrg.typeName')} hint={org.name} error={error} required>
            <TextInput
              ref={inputRef}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field>
          <Flex style={{ gap: 8 }} flexWrap="wrap" justifyContent="flex-end" mt={3}>
            <Button type="button" variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <DangerButton type="submit" aria-disabled={status === 'pending' || undefined}>
              {status === 'pending' ? t('deleteOrg.deleting') : t('deleteOrg.confirm')}
            </DangerButton>
          </Flex>
        </form>
      </Dialog>
    </DangerZone>
  );
}

/**
 * /admin/{orgId}/edit: the public profile's fields (logo, rich-text description and place among them)
 * beside a live preview of its card, and deleting it.
 */
export function EditOrgSection({ orgId, org }: { orgId: string; org: DashboardOrg }) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const { status } = useMutation(updateOrganization);
  // docs/product/organisations.md#owners: owners (and staff) delete an organisation; the api refuses
  // anyone else, so a plain admin is told who may instead of being offered a control that fails.
  const user = useAppSelector(selectUser);
  const staff = useAppSelector(selectIsStaff);
  const mayDelete = staff || (user?.orgs.some((o) => String(o.id) === orgId && o.isOwner) ?? false);
  return (
    <div data-testid="edit-org">
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
        {t('sections.edit.title')}
      </Heading>
      <OrgForm
        key={org.id}
        defaultValues={formValues(org)}
        initialPlace={org.location}
        submitLabel={t('edit.save')}
        pending={status === 'pending'}
        onSubmit={(values) =>
          run(updateOrganization, { orgId, org: values }).catch((error: unknown) => {
            throw withMessageCodes(error);
          })
        }
        status={
          <Status>
            {status === 'pending' ? t('common.saving') : status === 'succeeded' ? t('edit.saved') : ''}
          </Status>
        }
        aside={(values, place) => <OrgPreviewCard values={values} place={place} />}
        data-testid="edit-org-form"
      />
      {mayDelete ? (
        <DeleteOrg orgId={orgId} org={org} />
      ) : (
        <Text mt={5} color="muted" data-testid="delete-org-owners-only">
          {t('deleteOrg.ownersOnly')}
        </Text>
      )}
    </div>
  );
}
