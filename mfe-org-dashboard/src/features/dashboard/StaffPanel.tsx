import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DashboardOrg } from '@opengood/contracts';
import { Button, ConfirmDialog, Text } from '@opengood/design-system';
import { selectIsStaff, useAppSelector } from '@opengood/platform';
import { setOrganizationStatus } from '../orgs/orgMutations';
import { useRefusalText } from '../shared/messages';
import { useRunMutation } from '../shared/mutations';
import { Status } from '../shared/PageShell';

const Banner = styled.div`
  margin: 0 0 24px;
  padding: 12px 16px;
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  background: ${(p) => p.theme.colors.dangerSurface};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
`;

const Panel = styled.section`
  margin: 0 0 24px;
  padding: 16px;
  border: 1px dashed ${(p) => p.theme.colors.controlBorder};
  border-radius: ${(p) => p.theme.radii[2]}px;
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
  }
`;

/** A frozen organisation says so at the top of every dashboard page (its public pages are hidden). */
export function FrozenBanner({ org }: { org: DashboardOrg }) {
  const { t } = useTranslation('orgDashboard');
  if (org.status !== 'FROZEN') return null;
  return (
    <Banner role="note" data-testid="org-frozen">
      {t('staff.frozen')}
    </Banner>
  );
}

/** Staff only: freeze the organisation (hidden from the public) or unfreeze it, after a confirmation. */
export function StaffPanel({ orgId, org }: { orgId: string; org: DashboardOrg }) {
  const { t } = useTranslation('orgDashboard');
  const isStaff = useAppSelector(selectIsStaff);
  const run = useRunMutation();
  const refusalText = useRefusalText();
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  if (!isStaff) return null;
  const frozen = org.status === 'FROZEN';
  const change = async () => {
    try {
      await run(setOrganizationStatus, { orgId, status: frozen ? 'PUBLISHED' : 'FROZEN' });
      setSaid('');
    } catch (error) {
      setSaid(refusalText(error));
    }
    setAsking(false);
  };
  return (
    <Panel aria-labelledby="staff-panel-heading" data-testid="staff-panel">
      <h2 id="staff-panel-heading">{t('staff.heading')}</h2>
      <Text mt={0} mb={2}>
        {frozen ? t('staff.frozen') : t('staff.published')}
      </Text>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {frozen ? t('staff.unfreeze') : t('staff.freeze')}
      </Button>
      <Status>{said}</Status>
      <ConfirmDialog
        open={asking}
        destructive={!frozen}
        title={
          frozen ? t('staff.unfreezeTitle', { name: org.name }) : t('staff.freezeTitle', { name: org.name })
        }
        confirmLabel={frozen ? t('staff.unfreeze') : t('staff.freeze')}
        busyLabel={t('common.saving')}
        onConfirm={change}
        onCancel={() => setAsking(false)}
        data-testid="org-status-dialog"
      >
        {frozen ? t('staff.unfreezeText') : t('staff.freezeText')}
      </ConfirmDialog>
    </Panel>
  );
}
