import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loginPath, signupPath } from '@opengood/routes';
import { Flex, Text } from '@opengood/design-system';
import { Link, useCurrentUrl } from '@opengood/platform';

const Panel = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 16px 20px;
  margin: 16px 0;
  max-width: 72ch;
`;

/** docs/product/accounts.md#login-required: dashboards need a session. Login comes back here through its `to` parameter. */
export function SignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation('userDashboard');
  const { pathname, search } = useCurrentUrl();
  return (
    <Panel role="note" data-testid="sign-in-prompt">
      <Text mb={3}>{message}</Text>
      <Flex as="ul" p={0} m={0} flexWrap="wrap" style={{ listStyle: 'none', gap: 16 }}>
        <li>
          <Link href={loginPath(pathname + search)}>{t('signIn.logIn')}</Link>
        </li>
        <li>
          <Link href={signupPath()}>{t('signIn.signUp')}</Link>
        </li>
      </Flex>
    </Panel>
  );
}
