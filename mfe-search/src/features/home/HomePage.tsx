import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_TYPES, type Lang } from '@opengood/contracts';
import { searchPath } from '@opengood/routes';
import { Box, Container, Flex, Heading, Text } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { SearchForm } from '../search/SearchForm';

const Hero = styled.section`
  background: ${(p) => p.theme.colors.surface};
  padding: 48px 0;
`;

export function HomePage({ params: { lang } }: PageViewProps<{ lang: Lang }, undefined>) {
  const { t } = useTranslation('search');
  return (
    <>
      <Hero>
        <Container>
          <Heading fontSize={6}>{t('home.heading')}</Heading>
          <Text color="muted">{t('home.subheading')}</Text>
          <SearchForm lang={lang} type="JOB" initialQuery="" />
        </Container>
      </Hero>
      <Container py={5}>
        <Heading as="h2" fontSize={4}>
          {t('home.browse')}
        </Heading>
        <Flex as="ul" p={0} flexWrap="wrap" style={{ listStyle: 'none', gap: 16 }}>
          {SEARCH_TYPES.map((type) => (
            <Box as="li" key={type}>
              <Link href={searchPath(lang, type)}>{t(`title.${type}`)}</Link>
            </Box>
          ))}
        </Flex>
      </Container>
    </>
  );
}
