import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EmailPreferenceKind, OrgNotificationKind } from '@opengood/contracts';
import { orgDashboardPath, userDashboardPath } from '@opengood/routes';
import { Button, Container, Heading, Icon, Text } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { useRunMutation } from '../mutations';
import { isOrgLink, type LinkState, type Preference, type UnsubscribeLinkParams } from './unsubscribeApi';
import { orgResubscribe, orgUnsubscribe, resubscribe, unsubscribe } from './unsubscribeMutations';

const Card = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: 32px 28px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
  h1 {
    margin-top: 0;
    outline: none;
  }
  @media (max-width: 480px) {
    padding: 24px 16px;
    border: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-top: 24px;
`;

const Done = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  color: ${(p) => p.theme.colors.primary};
`;

type Status = 'idle' | 'busy' | 'failed';

/** What an org link turns off, by kind: one organisation's mails of that kind to one of its admins. */
const ORG_WHAT = {
  APPLICATIONS_RECEIVED: 'APPLICATIONS_RECEIVED_org',
  APPLICATIONS_DIGEST: 'APPLICATIONS_DIGEST_org',
  BILLING: 'BILLING_org',
  TEAM_CHANGES: 'TEAM_CHANGES_org',
} as const satisfies Record<OrgNotificationKind, string>;

/**
 * The page of a mail's signed unsubscribe link (personal or org variant), without logging in: it says
 * what the link turns off — the kind of mail, the saved search or the organisation — and does it on a
 * button press only (mail scanners fetch links, so loading it changes nothing); afterwards it says what
 * was turned off and offers to undo it, with the same signed link.
 */
export function UnsubscribeLinkPage({ params, data }: PageViewProps<UnsubscribeLinkParams, LinkState>) {
  const { t } = useTranslation('userDashboard');
  const run = useRunMutation();
  // What the last click answered, shown until the page's data is loaded again with it.
  const [answered, setAnswered] = useState<Preference | null>(null);
  useEffect(() => setAnswered(null), [data]);
  const preference = answered ?? (data.valid ? data.preference : null);
  const [acted, setActed] = useState<'unsubscribed' | 'resubscribed' | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const heading = useRef<HTMLHeadingElement>(null);

  if (!data.valid || !preference) {
    return (
      <Container py={5}>
        <Card data-testid="unsubscribe-invalid">
          <Heading>{t('unsubscribeLink.invalid')}</Heading>
          <Text color="muted">{t('unsubscribeLink.invalidText')}</Text>
          <Link href={userDashboardPath('notification-preferences')}>{t('unsubscribeLink.manage')}</Link>
        </Card>
      </Container>
    );
  }

  const act = async (what: 'unsubscribe' | 'resubscribe') => {
    setStatus('busy');
    try {
      const on = what === 'unsubscribe';
      const answer = isOrgLink(params)
        ? await (on ? run(orgUnsubscribe, params) : run(orgResubscribe, params))
        : await (on ? run(unsubscribe, params) : run(resubscribe, params));
      setAnswered(answer.data);
      setActed(what === 'unsubscribe' ? 'unsubscribed' : 'resubscribed');
      setStatus('idle');
      // The page changed under the button: take focus to the new heading so it is read out.
      requestAnimationFrame(() => heading.current?.focus());
    } catch {
      setStatus('failed');
    }
  };

  const name = preference.savedSearchName;
  const oneSearch = preference.preferenceName.startsWith('saved-search-');
  const what =
    name !== null
      ? t('unsubscribeLink.what.savedSearch', { name })
      : preference.organizationName !== null
        ? t(`unsubscribeLink.what.${ORG_WHAT[preference.kind as OrgNotificationKind]}`, {
            org: preference.organizationName,
          })
        : t(`unsubscribeLink.what.${preference.kind as EmailPreferenceKind}`);
  const failed = status === 'failed' && (
    <Text role="alert" color="danger" mt={3}>
      {t('unsubscribeLink.failed')}
    </Text>
  );

  let body;
  if (oneSearch && name === null) {
    body = (
      <>
        <Heading ref={heading} tabIndex={-1}>
          {t('unsubscribeLink.done')}
        </Heading>
        <Text>{t('unsubscribeLink.gone')}</Text>
      </>
    );
  } else if (preference.subscribed) {
    body = (
      <>
        <Heading ref={heading} tabIndex={-1}>
          {acted === 'resubscribed' ? t('unsubscribeLink.resubscribed') : t('unsubscribeLink.heading')}
        </Heading>
        <Text>
          {acted === 'resubscribed'
            ? t('unsubscribeLink.resubscribedText', { what })
            : t('unsubscribeLink.willStop', { what })}
        </Text>
        {acted === 'resubscribed' && oneSearch && <Text color="muted">{t('unsubscribeLink.fromNow')}</Text>}
        {failed}
        <Actions>
          <Button
            onClick={() => void act('unsubscribe')}
            disabled={status === 'busy'}
            data-testid="unsubscribe-button"
          >
            {status === 'busy' ? t('unsubscribeLink.working') : t('unsubscribeLink.button')}
          </Button>
        </Actions>
      </>
    );
  } else {
    body = (
      <>
        <Done>
          <Icon name="check" size={24} />
          <Heading ref={heading} tabIndex={-1} mb={0}>
            {t('unsubscribeLink.done')}
          </Heading>
        </Done>
        <Text data-testid="unsubscribe-done">{t('unsubscribeLink.doneText', { what })}</Text>
        {failed}
        <Actions>
          <Button variant="secondary" onClick={() => void act('resubscribe')} disabled={status === 'busy'}>
            {status === 'busy' ? t('unsubscribeLink.working') : t('unsubscribeLink.undo')}
          </Button>
        </Actions>
      </>
    );
  }

  return (
    <Container py={5}>
      <Card data-testid="unsubscribe-link" aria-live="polite">
        {body}
        <Text mt={4} mb={0}>
          {oneSearch ? (
            <Link href={userDashboardPath('saved-items')}>{t('unsubscribeLink.manageSearches')}</Link>
          ) : params.orgId !== undefined ? (
            // The same preferences as the organisation's notification preferences page.
            <Link href={orgDashboardPath(params.orgId, 'notification-preferences')}>
              {t('unsubscribeLink.manageOrg')}
            </Link>
          ) : (
            <Link href={userDashboardPath('notification-preferences')}>{t('unsubscribeLink.manage')}</Link>
          )}
        </Text>
      </Card>
    </Container>
  );
}
