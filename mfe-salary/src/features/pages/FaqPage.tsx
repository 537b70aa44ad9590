import { useTranslation } from 'react-i18next';
import { salaryPath } from '@opengood/routes';
import { Box, Heading, Text } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import { SalaryLayout } from './SalaryLayout';

/** Questions in the order they are answered; the texts live in the salary namespace. */
export const FAQ_ITEMS = [
  'source',
  'midpoint',
  'yearly',
  'currency',
  'quartiles',
  'functions',
  'remote',
  'updates',
] as const;

export function FaqPage() {
  const { t } = useTranslation('salary');
  return (
    <SalaryLayout current="faq">
      <Heading>{t('faq.heading')}</Heading>
      <Box as="dl" style={{ maxWidth: '72ch' }} data-testid="salary-faq">
        {FAQ_ITEMS.map((id) => (
          <Box key={id} mb={4}>
            <Heading as="dt" fontSize={3} mb={1}>
              {t(`faq.items.${id}.question`)}
            </Heading>
            <Box as="dd" m={0}>
              {t(`faq.items.${id}.answer`)}
            </Box>
          </Box>
        ))}
      </Box>
      <Text>
        <Link href={salaryPath()}>{t('backToExplorer')}</Link>
      </Text>
    </SalaryLayout>
  );
}
