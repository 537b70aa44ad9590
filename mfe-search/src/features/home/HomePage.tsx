import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_TYPES, type Lang, type SearchType } from '@opengood/contracts';
import { searchPath } from '@opengood/routes';
import { Container, Heading, Icon, Text, type IconName } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';

const Hero = styled.section`
  background: ${(p) => p.theme.colors.surface};
  padding: 48px 0;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  strong {
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes[3]}px;
  }
  svg {
    color: ${(p) => p.theme.colors.primary};
  }
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: 0 4px 16px rgba(16, 24, 40, 0.08);
  }
`;

const ICONS: Record<SearchType, IconName> = {
  JOB: 'briefcase',
  INTERNSHIP: 'user',
  VOLOP: 'heart',
  EVENT: 'calendar',
  ORG: 'globe',
};

export function HomePage({ params: { lang } }: PageViewProps<{ lang: Lang }, undefined>) {
  const { t } = useTranslation('search');
  return (
    <>
      <Hero>
        <Container>
          <Heading fontSize={6}>{t('home.heading')}</Heading>
          <Text color="muted">{t('home.subheading')}</Text>
        </Container>
      </Hero>
      <Container py={5}>
        <Heading as="h2" fontSize={4}>
          {t('home.browse')}
        </Heading>
        <Grid>
          {SEARCH_TYPES.map((type) => (
            <li key={type}>
              <Tile href={searchPath(lang, type)}>
                <Icon name={ICONS[type]} size={28} />
                <strong>{t(`tabs.${type}`)}</strong>
                <Text as="span" color="muted" fontSize={1}>
                  {t(`home.blurb.${type}`)}
                </Text>
              </Tile>
            </li>
          ))}
        </Grid>
      </Container>
    </>
  );
}
