import { useTranslation } from 'react-i18next';
import { salaryPath } from '@opengood/routes';
import { Box, Flex, Heading, Text } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import { SalaryLayout } from './SalaryLayout';

const SECTIONS = ['what', 'who', 'limits'] as const;

export function LearnMorePage() {
  const { t } = useTranslation('salary');
  return (
    <SalaryLayout current="learnMore">
      <Heading>{t('learnMore.heading')}</Heading>
      <Box style={{ maxWidth: '72ch' }}>
        {SECTIONS.map((id) => (
          <Box as="section" key={id} mb={4}>
            <Heading as="h2" fontSize={4}>
              {t(`learnMore.sections.${id}.heading`)}
            </Heading>
            <Text>{t(`learnMore.sections.${id}.text`)}</Text>
          </Box>
        ))}
      </Box>
      <Flex as="ul" p={0} style={{ listStyle: 'none', gap: 16 }} flexWrap="wrap">
        <li>
          <Link href={salaryPath()}>{t('learnMore.explore')}</Link>
        </li>
        <li>
          <Link href={salaryPath('faq')}>{t('learnMore.faq')}</Link>
        </li>
        <li>
          <Link href={salaryPath('survey')}>{t('learnMore.survey')}</Link>
        </li>
      </Flex>
    </SalaryLayout>
  );
}
