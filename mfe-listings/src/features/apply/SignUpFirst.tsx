import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TmpRecord } from '@opengood/contracts';
import { Button, Dialog, Text } from '@opengood/design-system';
import { useContinueAfterSignup } from '@opengood/platform';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`;

/**
 * Asks a visitor to sign up (or log in) before applying: what they wrote is kept in temporary storage
 * with a way back to this page, and restored here once they are verified (docs/product/accounts.md#temporary-data).
 */
export function SignUpFirst({
  org,
  record,
  onClose,
}: {
  org: string;
  record: TmpRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  const { state, go: continueAfterSignup } = useContinueAfterSignup();
  const go = (to: 'signup' | 'login') => continueAfterSignup([record], to);

  return (
    <Dialog open onClose={onClose} title={t('apply.signUpTitle')} data-testid="apply-signup">
      <Text>{t('apply.signUpText', { org })}</Text>
      {state === 'failed' && (
        <Text role="alert" color="danger" mt={3}>
          {t('apply.signUpFailed')}
        </Text>
      )}
      <Actions>
        <Button onClick={() => void go('signup')} disabled={state === 'busy'}>
          {t('apply.signUp')}
        </Button>
        <Button variant="secondary" onClick={() => void go('login')} disabled={state === 'busy'}>
          {t('apply.logIn')}
        </Button>
      </Actions>
    </Dialog>
  );
}
