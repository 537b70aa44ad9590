import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '@opengood/design-system';
import { userDashboardPath } from '@opengood/routes';
import { Actions, Lead, PrimaryLinkButton, SecondaryButton } from './parts';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    padding: 10px 0 10px 44px;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 6px;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: #e7f4ee;
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 700;
    line-height: 30px;
    text-align: center;
  }
`;

/** PROFILE_WIZARD (docs/product/chrome.md#modal-sequence): once per page load, the steps to a complete profile. */
export function ProfileWizardModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open onClose={onClose} title={t('modals.profileWizard.title')} data-testid="modal-PROFILE_WIZARD">
      <Lead>{t('modals.profileWizard.text')}</Lead>
      <Steps>
        <li>{t('modals.profileWizard.step1')}</li>
        <li>{t('modals.profileWizard.step2')}</li>
        <li>{t('modals.profileWizard.step3')}</li>
      </Steps>
      <Actions>
        <SecondaryButton type="button" onClick={onClose}>
          {t('modals.later')}
        </SecondaryButton>
        <PrimaryLinkButton href={userDashboardPath('profile')} onClick={onClose}>
          {t('modals.profileWizard.cta')}
        </PrimaryLinkButton>
      </Actions>
    </Dialog>
  );
}
