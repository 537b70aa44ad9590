import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DashboardOrg } from '@opengood/contracts';
import { Heading, Text } from '@opengood/design-system';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { Section } from '../dashboard/sections';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  color: ${(p) => p.theme.colors.muted};
  li[aria-current='step'] {
    color: ${(p) => p.theme.colors.text};
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
  li + li::before {
    content: '›';
    margin-right: 20px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export type CheckoutStep = 'cart' | 'address' | 'pay' | 'done';
const STEPS: CheckoutStep[] = ['cart', 'address', 'pay', 'done'];

/** Where the admin is in the checkout: an ordered list, the current step marked for assistive technology. */
function StepList({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <Steps>
        {STEPS.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            {t(`checkout.steps.${step}`)}
          </li>
        ))}
      </Steps>
    </nav>
  );
}

/** A cart or checkout page inside the organisation's dashboard frame: its heading, steps and intro. */
export function CheckoutFrame({
  orgId,
  org,
  section,
  step,
  heading,
  intro,
  children,
  testId,
}: {
  orgId: string;
  org: DashboardOrg;
  section: Section;
  step?: CheckoutStep;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <OrgDashboardLayout orgId={orgId} org={org} section={section}>
      <div data-testid={testId}>
        {step && <StepList current={step} />}
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {heading}
        </Heading>
        {intro && <Text style={{ maxWidth: '72ch' }}>{intro}</Text>}
        {children}
      </div>
    </OrgDashboardLayout>
  );
}
