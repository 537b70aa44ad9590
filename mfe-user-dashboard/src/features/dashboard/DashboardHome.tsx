import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { userDashboardPath } from '@opengood/routes';
import { Card, CardGrid, Container, Heading, Text } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import { HOME_SECTIONS } from './dashboardRoutes';
import { SignInPrompt } from './SignInPrompt';

const SectionCard = styled(Card)`
  h2 {
    margin: 0 0 8px;
    font-size: ${(p) => p.theme.fontSizes[3]}px;
  }
`;

export function DashboardHome() {
  const { t } = useTranslation('userDashboard');
  return (
    <Container py={5} data-testid="user-dashboard-home">
      <Heading>{t('home.heading')}</Heading>
      <Text color="muted">{t('home.intro')}</Text>
      <SignInPrompt message={t('home.signedOut')} />
      <CardGrid $min={240}>
        {HOME_SECTIONS.map((section) => (
          <SectionCard key={section}>
            <h2>
              <Link href={userDashboardPath(section)}>{t(`sections.${section}.title`)}</Link>
            </h2>
            <Text color="muted">{t(`sections.${section}.description`)}</Text>
          </SectionCard>
        ))}
      </CardGrid>
    </Container>
  );
}
