import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GradFairInvite, OrgDashboardOverview, OrgGradFair, OrgGradFairs } from '@opengood/contracts';
import { fairPath, orgDashboardPath } from '@opengood/routes';
import { Button, ConfirmDialog, Heading, Text } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';
import { CardActions, FairCard, FairList, Tag } from './FairCard';
import { useFairRefusalText } from './fairMessages';
import { formatFairDay } from './gradFairFormat';
import { registerForFair, unregisterFromFair } from './gradFairsMutations';

export interface GradFairsData {
  overview: OrgDashboardOverview;
  fairs: OrgGradFairs;
}

const Block = styled.section`
  margin-bottom: 32px;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 4px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  .what {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  .what span {
    color: ${(p) => p.theme.colors.muted};
  }
  .end {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  .end a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

function BlockHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading as="h3" id={id} fontSize={3} mb={2}>
      {children}
    </Heading>
  );
}

/** A confirmation waiting to be given: register for a fair, or withdraw from it. */
type Pending = { kind: 'register' | 'unregister'; fair: OrgGradFair } | null;

/** The invitations, pending first: each leads to its page, where it is answered. */
function Invitations({ orgId, invites }: { orgId: string; invites: GradFairInvite[] }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  return (
    <Block aria-labelledby="grad-fair-invites">
      <BlockHeading id="grad-fair-invites">{t('gradFairs.invitesHeading')}</BlockHeading>
      {invites.length === 0 ? (
        <Text color="muted">{t('gradFairs.noInvites')}</Text>
      ) : (
        <Rows data-testid="grad-fair-invites">
          {invites.map((invite) => (
            <li key={invite.id}>
              <div className="what">
                <strong>{invite.fair.name}</strong>
                <span>
                  {formatFairDay(invite.fair.startsAt, invite.fair.timeZone, lang)} · {invite.fair.place.text}
                </span>
              </div>
              <div className="end">
                <Tag
                  $tone={
                    invite.status === 'ACCEPTED' ? 'good' : invite.status === 'DECLINED' ? 'bad' : 'plain'
                  }
                >
                  {t(`gradFairs.inviteStatus.${invite.status}`)}
                </Tag>
                <Link
                  href={orgDashboardPath(orgId, `grad-fairs/invites/${invite.id}`)}
                  aria-label={t(invite.answerable ? 'gradFairs.answerLabel' : 'gradFairs.viewLabel', {
                    fair: invite.fair.name,
                  })}
                >
                  {invite.answerable ? t('gradFairs.answer') : t('gradFairs.view')}
                </Link>
              </div>
            </li>
          ))}
        </Rows>
      )}
    </Block>
  );
}

/**
 * /admin/{orgId}/grad-fairs (docs/product/grad-fairs.md#the-dashboard): the organisation's invitations, the
 * upcoming fairs with a register or withdraw action (each confirmed first), and its registrations.
 */
export function GradFairsPage({ params, data }: PageViewProps<{ orgId: string }, GradFairsData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const run = useRunMutation();
  const refusalText = useFairRefusalText();
  const { orgId } = params;
  const { overview, fairs } = data;
  const org = overview.org.name;
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState('');

  const confirm = async () => {
    if (!pending) return;
    const { kind, fair } = pending;
    const args = { orgId, fairId: fair.id, lang };
    try {
      if (kind === 'register') await run(registerForFair, args, fair.id);
      else await run(unregisterFromFair, args, fair.id);
      setNotice(
        t(kind === 'register' ? 'gradFairs.registeredDone' : 'gradFairs.unregisteredDone', {
          org,
          fair: fair.name,
        }),
      );
    } catch (error) {
      setNotice(refusalText(error));
    }
    setPending(null);
  };

  return (
    <OrgDashboardLayout orgId={orgId} org={overview.org} section="grad-fairs">
      <div data-testid="grad-fairs">
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {t('sections.grad-fairs.title')}
        </Heading>
        <Text color="muted" mb={4} style={{ maxWidth: '72ch' }}>
          {t('gradFairs.intro')}
        </Text>
        <Status data-testid="grad-fairs-status" style={{ margin: '0 0 16px' }}>
          {notice}
        </Status>
        <Invitations orgId={orgId} invites={fairs.invites} />
        <Block aria-labelledby="grad-fairs-upcoming">
          <BlockHeading id="grad-fairs-upcoming">{t('gradFairs.upcomingHeading')}</BlockHeading>
          {fairs.upcoming.length === 0 ? (
            <Text color="muted">{t('gradFairs.noUpcoming')}</Text>
          ) : (
            <FairList>
              {fairs.upcoming.map((fair) => (
                <li key={fair.id}>
                  <FairCard fair={fair} href={fairPath(fair.id)} registered={fair.registeredAt !== null}>
                    <CardActions>
                      {fair.registeredAt !== null ? (
                        <Button
                          variant="secondary"
                          aria-label={t('gradFairs.unregisterLabel', { fair: fair.name })}
                          onClick={() => setPending({ kind: 'unregister', fair })}
                        >
                          {t('gradFairs.unregister')}
                        </Button>
                      ) : fair.registrationOpen ? (
                        <Button
                          aria-label={t('gradFairs.registerLabel', { fair: fair.name })}
                          onClick={() => setPending({ kind: 'register', fair })}
                        >
                          {t('gradFairs.register')}
                        </Button>
                      ) : null}
                    </CardActions>
                  </FairCard>
                </li>
              ))}
            </FairList>
          )}
        </Block>
        <Block aria-labelledby="grad-fairs-registrations">
          <BlockHeading id="grad-fairs-registrations">{t('gradFairs.registrationsHeading')}</BlockHeading>
          {fairs.registrations.length === 0 ? (
            <Text color="muted">{t('gradFairs.noRegistrations')}</Text>
          ) : (
            <Rows data-testid="grad-fair-registrations">
              {fairs.registrations.map((fair) => (
                <li key={fair.id}>
                  <div className="what">
                    <Link href={fairPath(fair.id)}>{fair.name}</Link>
                    <span>
                      {formatFairDay(fair.startsAt, fair.timeZone, lang)} · {fair.place.text}
                    </span>
                  </div>
                  {Date.parse(fair.endsAt) <= Date.now() && (
                    <div className="end">
                      <Tag>{t('gradFairs.past')}</Tag>
                    </div>
                  )}
                </li>
              ))}
            </Rows>
          )}
        </Block>
      </div>
      <ConfirmDialog
        open={pending !== null}
        destructive={pending?.kind === 'unregister'}
        title={
          pending
            ? t(pending.kind === 'register' ? 'gradFairs.registerTitle' : 'gradFairs.unregisterTitle', {
                org,
                fair: pending.fair.name,
              })
            : ''
        }
        confirmLabel={
          pending?.kind === 'unregister' ? t('gradFairs.unregisterConfirm') : t('gradFairs.registerConfirm')
        }
        busyLabel={pending?.kind === 'unregister' ? t('gradFairs.unregistering') : t('gradFairs.registering')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        data-testid="grad-fair-dialog"
      >
        {pending?.kind === 'unregister'
          ? t('gradFairs.unregisterText')
          : t('gradFairs.registerText', { capacity: pending?.fair.capacity ?? 0 })}
      </ConfirmDialog>
    </OrgDashboardLayout>
  );
}
