import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GradFair, User } from '@opengood/contracts';
import {
  FAIR_ROOT,
  fairPath,
  loginPath,
  orgDashboardPath,
  searchPath,
  signupPath,
  userDashboardPath,
} from '@opengood/routes';
import { Button, Heading, Text } from '@opengood/design-system';
import {
  Link,
  selectIsSessionKnown,
  selectUser,
  useAppSelector,
  useLang,
  type PageViewProps,
} from '@opengood/platform';
import { useRunMutation } from '../shared/mutations';
import { PageShell, Status } from '../shared/PageShell';
import { CardActions, FairCard, FairList } from './FairCard';
import { useFairRefusalText } from './fairMessages';
import { registerForFair } from './gradFairsMutations';

// The graduate fair area (docs/product/grad-fairs.md#the-fair-area): /fair, the upcoming fairs and what to
// do next for whoever is looking (a visitor, a job seeker, an organisation's admin), and /fair/{fairId},
// one fair, where an admin registers their organisation. Public pages: its login page is /fair/login
// (the shell's), and a 403 on these pages leads back to /fair with the FORBIDDEN flash (the shell's
// http client).

const Panel = styled.section`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.surface};
  padding: 16px 20px;
  margin-bottom: 32px;
  display: grid;
  gap: 8px;
`;

const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** What to do next: log in or sign up; complete a profile; or manage one's organisations' fairs. */
function NextStepsBody({ user, here }: { user: User | null; here: string }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  if (!user) {
    return (
      <>
        <Text>{t('gradFairs.area.visitorText')}</Text>
        <LinkRow>
          <Link href={loginPath(here, { fair: true })}>{t('gradFairs.area.logIn')}</Link>
          <Link href={signupPath()}>{t('gradFairs.area.signUp')}</Link>
        </LinkRow>
      </>
    );
  }
  if (user.orgs.length > 0) {
    return (
      <>
        <Text>{t('gradFairs.area.adminText')}</Text>
        <LinkRow>
          {user.orgs.map((org) => (
            <Link key={org.id} href={orgDashboardPath(org.id, 'grad-fairs')}>
              {t('gradFairs.area.manage', { org: org.name })}
            </Link>
          ))}
        </LinkRow>
      </>
    );
  }
  return (
    <>
      <Text>{t('gradFairs.area.seekerText')}</Text>
      <LinkRow>
        <Link href={userDashboardPath('profile')}>{t('gradFairs.area.profile')}</Link>
        <Link href={searchPath(lang, 'JOB')}>{t('gradFairs.area.jobs')}</Link>
      </LinkRow>
    </>
  );
}

function NextSteps({ user, here }: { user: User | null; here: string }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <Panel aria-labelledby="fair-next" data-testid="fair-next-steps">
      <Heading as="h2" id="fair-next" fontSize={3} mb={0}>
        {t('gradFairs.area.nextHeading')}
      </Heading>
      <NextStepsBody user={user} here={here} />
    </Panel>
  );
}

/** /fair: the upcoming fairs (public) and what to do next. */
export function FairHomePage({ data: fairs }: PageViewProps<{ kind: 'home' }, GradFair[]>) {
  const { t } = useTranslation('orgDashboard');
  const user = useAppSelector(selectUser);
  const known = useAppSelector(selectIsSessionKnown);
  return (
    <PageShell
      eyebrow={t('gradFairs.area.eyebrow')}
      heading={t('gradFairs.area.title')}
      intro={t('gradFairs.area.intro')}
      wide
      data-testid="fair-home"
    >
      {known && <NextSteps user={user} here={FAIR_ROOT} />}
      <section aria-labelledby="fair-upcoming">
        <Heading as="h2" id="fair-upcoming" fontSize={4}>
          {t('gradFairs.area.upcomingHeading')}
        </Heading>
        {fairs.length === 0 ? (
          <Text color="muted">{t('gradFairs.noUpcoming')}</Text>
        ) : (
          <FairList>
            {fairs.map((fair) => (
              <li key={fair.id}>
                <FairCard fair={fair} href={fairPath(fair.id)} />
              </li>
            ))}
          </FairList>
        )}
      </section>
    </PageShell>
  );
}

/** An admin registers one of their organisations from the fair's page. */
function RegisterOrg({ fair, org }: { fair: GradFair; org: { id: number; name: string } }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const run = useRunMutation();
  const refusalText = useFairRefusalText();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ done: boolean; text: string } | null>(null);
  const register = async () => {
    setBusy(true);
    setSaid(null);
    try {
      await run(registerForFair, { orgId: org.id, fairId: fair.id, lang }, `${org.id}-${fair.id}`);
      setSaid({ done: true, text: t('gradFairs.area.registeredOrg', { org: org.name }) });
    } catch (error) {
      setSaid({ done: false, text: refusalText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <CardActions>
        <Button onClick={() => void register()} disabled={busy || said?.done === true}>
          {t('gradFairs.area.registerOrg', { org: org.name })}
        </Button>
        <Status>
          {said?.text}{' '}
          {said?.done && (
            <Link href={orgDashboardPath(org.id, 'grad-fairs')}>
              {t('gradFairs.area.manage', { org: org.name })}
            </Link>
          )}
        </Status>
      </CardActions>
    </li>
  );
}

const OrgList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/** /fair/{fairId}: one fair, what it is, and how an organisation takes part. */
export function FairPage({ data: fair }: PageViewProps<{ kind: 'fair'; fairId: string }, GradFair>) {
  const { t } = useTranslation('orgDashboard');
  const user = useAppSelector(selectUser);
  const known = useAppSelector(selectIsSessionKnown);
  const over = Date.parse(fair.endsAt) <= Date.now();
  const begun = Date.parse(fair.startsAt) <= Date.now();
  let takePart;
  if (over) takePart = <Text>{t('gradFairs.area.overText')}</Text>;
  else if (!known) takePart = null;
  else if (!user)
    takePart = (
      <>
        <Text>{t('gradFairs.area.visitorText')}</Text>
        <LinkRow>
          <Link href={loginPath(fairPath(fair.id), { fair: true })}>{t('gradFairs.area.logIn')}</Link>
        </LinkRow>
      </>
    );
  else if (user.orgs.length === 0) takePart = <NextStepsBody user={user} here={fairPath(fair.id)} />;
  else if (!fair.registrationOpen || begun) takePart = <Text>{t('gradFairs.area.closedOrg')}</Text>;
  else
    takePart = (
      <OrgList>
        {user.orgs.map((org) => (
          <RegisterOrg key={org.id} fair={fair} org={org} />
        ))}
      </OrgList>
    );
  return (
    <PageShell eyebrow={t('gradFairs.area.title')} heading={fair.name} wide data-testid="fair-page">
      <Text mb={3}>
        <Link href={FAIR_ROOT}>{t('gradFairs.area.allFairs')}</Link>
      </Text>
      <FairCard fair={fair} headingLevel="none">
        <Heading as="h2" fontSize={3} mb={0}>
          {t('gradFairs.area.about')}
        </Heading>
        <Text style={{ maxWidth: '72ch' }}>{fair.description}</Text>
      </FairCard>
      <Panel aria-labelledby="fair-take-part" style={{ marginTop: 24 }} data-testid="fair-take-part">
        <Heading as="h2" id="fair-take-part" fontSize={3} mb={0}>
          {t('gradFairs.area.registerHeading')}
        </Heading>
        {takePart}
      </Panel>
    </PageShell>
  );
}
