import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@opengood/design-system';
import type { Section } from './sections';

/** A dashboard section's page: what it is for (the tools themselves arrive section by section). */
export function SectionView({ section }: { section: Section }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <div data-testid="org-dashboard-section" data-section={section}>
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
        {t(`sections.${section}.title`)}
      </Heading>
      <Text style={{ maxWidth: '72ch' }}>{t(`sections.${section}.description`)}</Text>
    </div>
  );
}
