import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradFairInvite, OrgDashboardOverview } from '@opengood/contracts';
import { fairPath, orgDashboardPath } from '@opengood/routes';
import { Button, ConfirmDialog, Heading, Text } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { formatDate } from '../shared/format';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';
import { CardActions, FairCard } from './FairCard';
import { useFairRefusalText } from './fairMessages';
import { answerFairInvite } from './gradFairsMutations';

export interface GradFairInviteData {
  overview: OrgDashboardOverview;
  invite: GradFairInvite;
}

/**
 * /admin/{orgId}/grad-fairs/invites/{inviteId} (docs/product/grad-fairs.md#invitations): the fair, and the
 * answer: accept (the organisation is registered) or decline after a confirmation; once answered, what
 * was answered and when.
 */
export function GradFairInvitePage({
  params,
  data,
}: PageViewProps<{ orgId: string; inviteId: string }, GradFairInviteData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const run = useRunMutation();
  const refusalText = useFairRefusalText();
  const { orgId } = params;
  const { overview, invite } = data;
  const org = overview.org.name;
  const fair = invite.fair;
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  // Once answered, the buttons are gone: the focus moves to what was answered (not lost on the page).
  const answerRef = useRef<HTMLParagraphElement>(null);
  const wasPending = useRef(invite.status === 'PENDING');
  useEffect(() => {
    if (wasPending.current && invite.status !== 'PENDING') answerRef.current?.focus();
    wasPending.current = invite.status === 'PENDING';
  }, [invite.status]);

  const answer = async (accept: boolean) => {
    setNotice('');
    setBusy(true);
    try {
      await run(answerFairInvite, { orgId, inviteId: invite.id, accept, lang }, invite.id);
    } catch (error) {
      setNotice(refusalText(error));
    } finally {
      setBusy(false);
      setDeclining(false);
    }
  };

  const answered =
    invite.status === 'ACCEPTED' && invite.answeredAt
      ? t('gradFairs.invite.accepted', { date: formatDate(invite.answeredAt, lang), org })
      : invite.status === 'DECLINED' && invite.answeredAt
        ? t('gradFairs.invite.declined', { date: formatDate(invite.answeredAt, lang) })
        : !invite.answerable
          ? t('gradFairs.invite.tooLate')
          : null;
  let state;
  if (answered !== null) {
    state = (
      <Text ref={answerRef} tabIndex={-1} data-testid="invite-answer">
        {answered}
      </Text>
    );
  } else {
    state = (
      <>
        <Text color="muted">{t('gradFairs.invite.acceptHint')}</Text>
        <CardActions>
          <Button disabled={busy} onClick={() => void answer(true)}>
            {busy && !declining ? t('gradFairs.invite.accepting') : t('gradFairs.invite.accept')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
            {t('gradFairs.invite.decline')}
          </Button>
        </CardActions>
      </>
    );
  }

  return (
    <OrgDashboardLayout orgId={orgId} org={overview.org} section="grad-fairs">
      <div data-testid="grad-fair-invite" style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
        <div>
          <Text color="muted" fontSize={1}>
            {t('gradFairs.invite.title')}
          </Text>
          <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
            {t('gradFairs.invite.heading', { fair: fair.name })}
          </Heading>
          <Text>
            {t('gradFairs.invite.text', { org })}{' '}
            {t('gradFairs.invite.received', { date: formatDate(invite.createdAt, lang) })}
          </Text>
        </div>
        <FairCard fair={fair} href={fairPath(fair.id)} registered={fair.registeredAt !== null}>
          <Text>{fair.description}</Text>
        </FairCard>
        {state}
        <Status data-testid="grad-fair-invite-status">{notice}</Status>
        <Text>
          <Link href={orgDashboardPath(orgId, 'grad-fairs')}>{t('gradFairs.invite.back')}</Link>
        </Text>
      </div>
      <ConfirmDialog
        open={declining}
        destructive
        title={t('gradFairs.invite.declineTitle', { fair: fair.name })}
        confirmLabel={t('gradFairs.invite.declineConfirm')}
        busyLabel={t('gradFairs.invite.declining')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => answer(false)}
        onCancel={() => setDeclining(false)}
        data-testid="decline-dialog"
      >
        {t('gradFairs.invite.declineText')}
      </ConfirmDialog>
    </OrgDashboardLayout>
  );
}
