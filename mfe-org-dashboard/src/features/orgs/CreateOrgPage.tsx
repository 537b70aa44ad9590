import { useTranslation } from 'react-i18next';
import { orgDashboardPath } from '@opengood/routes';
import {
  selectUser,
  useAppDispatch,
  useAppSelector,
  useLang,
  useMutation,
  userUpdated,
  useNavigate,
} from '@opengood/platform';
import { withMessageCodes } from '../shared/messages';
import { useRunMutation } from '../shared/mutations';
import { PageShell, Status } from '../shared/PageShell';
import { createOrganization } from './orgMutations';
import { EMPTY_ORG, OrgForm } from './OrgForm';

/** /organizations/create: the new organisation's profile; the user becomes its first admin and owner. */
export function CreateOrgPage() {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const { status } = useMutation(createOrganization);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const lang = useLang();
  return (
    <PageShell
      eyebrow={t('create.eyebrow')}
      heading={t('create.title')}
      intro={t('create.intro')}
      data-testid="create-org"
    >
      <OrgForm
        defaultValues={{ ...EMPTY_ORG, locale: lang }}
        submitLabel={status === 'pending' ? t('create.creating') : t('create.submit')}
        pending={status === 'pending'}
        onSubmit={async (values) => {
          const answer = await run(createOrganization, values).catch((error: unknown) => {
            throw withMessageCodes(error);
          });
          const { org } = answer.data;
          // The header's organisation pieces (the cart pill, the switcher) follow the session's list of
          // organisations; the creator owns it (docs/product/organisations.md#owners).
          const created = { id: org.id, name: org.name, isOwner: true, selected: false };
          if (user) dispatch(userUpdated({ ...user, orgs: [...user.orgs, created] }));
          // Sent here to post a listing (/post-a-listing with no organisation yet): on to posting it.
          const asked = new URLSearchParams(window.location.search).get('listingType');
          navigate(
            asked === null
              ? orgDashboardPath(org.id)
              : orgDashboardPath(org.id, 'post-a-listing') +
                  (/^[A-Z]{1,20}$/.test(asked) ? `?listingType=${asked}` : ''),
          );
        }}
        status={<Status>{status === 'pending' ? t('create.creating') : ''}</Status>}
        data-testid="create-org-form"
      />
    </PageShell>
  );
}
