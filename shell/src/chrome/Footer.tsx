import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { salaryPath, searchPath } from '@opengood/routes';
import { Container, Flex, Text } from '@opengood/design-system';
import { Link, useLang, usePlatform } from '@opengood/platform';

const Foot = styled.footer`
  margin-top: 48px;
  padding: 32px 0;
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

export function Footer({ year }: { year: number }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const { supportUrl } = usePlatform();
  return (
    <Foot>
      <Container>
        <Text mb={3}>{t('footer.tagline')}</Text>
        <Flex as="nav" flexWrap="wrap" style={{ gap: 16 }} aria-label={t('footer.label')}>
          <Link href={searchPath(lang, 'JOB')}>{t('nav.jobs')}</Link>
          <Link href={searchPath(lang, 'VOLOP')}>{t('nav.volunteer')}</Link>
          <Link href={searchPath(lang, 'ORG')}>{t('nav.organizations')}</Link>
          <Link href={salaryPath()}>{t('nav.salaryExplorer')}</Link>
          <a href={supportUrl} rel="noopener noreferrer" target="_blank">
            {t('footer.contact')}
          </a>
        </Flex>
        <Text mt={3} color="muted" fontSize={1}>
          {t('footer.rights', { year })}
        </Text>
      </Container>
    </Foot>
  );
}
