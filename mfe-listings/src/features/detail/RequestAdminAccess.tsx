import { useTranslation } from 'react-i18next';
import { orgDashboardPath } from '@opengood/routes';
import { Button, Text } from '@opengood/design-system';
import { Link, selectUser, useAppSelector, useMutation } from '@opengood/platform';
import { requestAdminAccess } from './adminAccessMutations';
import { Panel } from './ListingView';

const KNOWN = ['ALREADY_ADMIN', 'REQUEST_PENDING', 'EMAIL_NOT_VERIFIED'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | undefined): code is Known => KNOWN.includes(code as Known);

/**
 * On an organisation's profile, for a signed-in user: "Request admin access" (or, for its admins, the way
 * to its dashboard). What the api answered is said beside the button, in the page's language.
 */
export function RequestAdminAccess({ orgId, name }: { orgId: number; name: string }) {
  const { t } = useTranslation('listings');
  const user = useAppSelector(selectUser);
  const request = useMutation(requestAdminAccess, orgId);
  if (!user) return null;
  if (user.orgs.some((org) => org.id === orgId)) {
    return (
      <Panel aria-labelledby="org-admin-access-heading" data-testid="org-admin-access">
        <h2 id="org-admin-access-heading">{t('org.adminAccess.heading')}</h2>
        <Link href={orgDashboardPath(orgId)}>{t('org.adminAccess.manage')}</Link>
      </Panel>
    );
  }
  const code = Object.values(request.errors)[0];
  const said =
    request.status === 'succeeded'
      ? t('org.adminAccess.sent')
      : request.status === 'failed'
        ? isKnown(code)
          ? t(`org.adminAccess.errors.${code}`)
          : t('org.adminAccess.errors.generic')
        : '';
  return (
    <Panel aria-labelledby="org-admin-access-heading" data-testid="org-admin-access">
      <h2 id="org-admin-access-heading">{t('org.adminAccess.heading')}</h2>
      <Text fontSize={1} color="muted">
        {t('org.adminAccess.text', { name })}
      </Text>
      <Button
        variant="secondary"
        disabled={request.status === 'pending' || request.status === 'succeeded'}
        onClick={() => void request.mutate(orgId)}
      >
        {request.status === 'pending' ? t('org.adminAccess.sending') : t('org.adminAccess.request')}
      </Button>
      <Text role="status" mt={2} mb={0} style={{ minHeight: '1.5em' }}>
        {said}
      </Text>
    </Panel>
  );
}
