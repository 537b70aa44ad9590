import { Box, Container, Heading, Text } from '@opengood/design-system';
import type { PageViewProps } from '@opengood/platform';
import type { Content } from './contentApi';

/** A CMS or landing page of the content catch-all (spec §2). */
export function ContentView({ data: content }: PageViewProps<unknown, Content>) {
  return (
    <Container py={6} as="article">
      <Heading>{content.title}</Heading>
      {content.contentBlocks.map((block, i) => (
        <Box key={i} mb={4}>
          {typeof block.heading === 'string' && (
            <Heading as="h2" fontSize={4}>
              {block.heading}
            </Heading>
          )}
          {typeof block.text === 'string' && <Text>{block.text}</Text>}
        </Box>
      ))}
    </Container>
  );
}
