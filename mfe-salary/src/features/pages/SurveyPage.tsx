import { useTranslation } from 'react-i18next';
import { loginPath, salaryPath, signupPath } from '@opengood/routes';
import { Box, Flex, Heading, Text } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import { SalaryLayout } from './SalaryLayout';

const POINTS = ['anonymous', 'short', 'share'] as const;

/** The compensation survey's introduction; answering it needs an account. */
export function SurveyPage() {
  const { t } = useTranslation('salary');
  return (
    <SalaryLayout current="survey">
      <Heading>{t('survey.heading')}</Heading>
      <Box style={{ maxWidth: '72ch' }}>
        <Text mb={3}>{t('survey.intro')}</Text>
        <Box as="ul" mb={4}>
          {POINTS.map((id) => (
            <li key={id}>{t(`survey.points.${id}`)}</li>
          ))}
        </Box>
        <Text mb={3} data-testid="survey-sign-in">
          {t('survey.signInPrompt')}
        </Text>
      </Box>
      <Flex as="ul" p={0} style={{ listStyle: 'none', gap: 16 }} flexWrap="wrap">
        <li>
          <Link href={loginPath(salaryPath('survey'))}>{t('survey.signIn')}</Link>
        </li>
        <li>
          <Link href={signupPath()}>{t('survey.signUp')}</Link>
        </li>
      </Flex>
    </SalaryLayout>
  );
}
