import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublicInvite } from '@opengood/contracts';
import { loginPath, orgDashboardPath, signupPath, userInvitePath } from '@opengood/routes';
import { Button, FieldError, Text } from '@opengood/design-system';
import {
  Link,
  selectIsSessionKnown,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useLang,
  useMutation,
  userUpdated,
  useNavigate,
  type PageViewProps,
} from '@opengood/platform';
import { formatDate } from '../shared/format';
import { useRefusalText } from '../shared/messages';
import { useRunMutation } from '../shared/mutations';
import { PageShell } from '../shared/PageShell';
import { acceptInvite } from './inviteMutations';

const Panel = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 24px;
  max-width: 560px;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border-radius: ${(p) => p.theme.radii[1]}px;
    border: 1px solid ${(p) => p.theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  a:first-child {
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

/** /user-invites/{inviteId}: which organisation invited which address, and the way to accept. */
export function InvitePage({ data: invite }: PageViewProps<{ inviteId: string }, PublicInvite>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const user = useAppSelector(selectUser);
  const known = useAppSelector(selectIsSessionKnown);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = useRunMutation();
  const refusalText = useRefusalText();
  const { status } = useMutation(acceptInvite);
  const [refusal, setRefusal] = useState<string | null>(null);
  const org = invite.orgName;
  const here = userInvitePath(invite.id);

  const accept = async () => {
    setRefusal(null);
    try {
      const { data } = await run(acceptInvite, invite.id);
      if (user && !user.orgs.some((o) => o.id === data.orgId)) {
        const joined = { id: data.orgId, name: org, isOwner: false, selected: false };
        dispatch(userUpdated({ ...user, orgs: [...user.orgs, joined] }));
      }
      navigate(orgDashboardPath(data.orgId));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };

  let body;
  if (invite.status === 'EXPIRED') {
    body = <Text data-testid="invite-expired">{t('invite.expired', { org })}</Text>;
  } else if (invite.status === 'ACCEPTED') {
    body = <Text data-testid="invite-used">{t('invite.used')}</Text>;
  } else if (!known) {
    body = null;
  } else if (!user) {
    body = (
      <>
        <Text>{t('invite.signedOut', { email: invite.email })}</Text>
        <Links>
          <Link href={loginPath(here)}>{t('invite.logIn')}</Link>
          <Link href={signupPath(invite.id)}>{t('invite.signUp')}</Link>
        </Links>
      </>
    );
  } else if (user.email.toLowerCase() !== invite.email.toLowerCase()) {
    body = (
      <Text data-testid="invite-wrong-account">
        {t('invite.wrongAccount', { email: invite.email, me: user.email })}
      </Text>
    );
  } else {
    body = (
      <>
        {!user.emailVerified && <Text>{t('invite.unverified')}</Text>}
        <Button onClick={() => void accept()} disabled={status === 'pending'} mt={2}>
          {status === 'pending' ? t('invite.accepting') : t('invite.accept')}
        </Button>
        {refusal && <FieldError live>{refusal}</FieldError>}
      </>
    );
  }

  return (
    <PageShell eyebrow={t('invite.title')} heading={t('invite.heading', { org })} data-testid="invite-page">
      <Panel>
        <Text mt={0} mb={2}>
          {t('invite.text', { org, email: invite.email })}
        </Text>
        {invite.status === 'OPEN' && (
          <Text color="muted" fontSize={1} mb={3}>
            {t('invite.expires', { date: formatDate(invite.expiresAt, lang) })}
          </Text>
        )}
        {body}
      </Panel>
    </PageShell>
  );
}
