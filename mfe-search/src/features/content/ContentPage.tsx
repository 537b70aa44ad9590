import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Box, Container, Heading, Spinner, Text } from '@opengood/design-system';
import { ErrorPage, NotFoundPage, useDocumentTitle } from '@opengood/platform';
import { contentRequested, selectContent } from './contentSlice';

/** The content catch-all (spec §2): CMS pages and landing pages, else the not-found page. */
export function ContentPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const state = useSelector(selectContent);
  useDocumentTitle(state.content?.title);
  useEffect(() => {
    dispatch(contentRequested(pathname));
  }, [dispatch, pathname]);

  if (state.status === 'notFound') return <NotFoundPage />;
  if (state.status === 'failed') return <ErrorPage onRetry={() => dispatch(contentRequested(pathname))} />;
  if (state.status !== 'succeeded' || !state.content)
    return (
      <Container py={6}>
        <Spinner />
      </Container>
    );
  return (
    <Container py={6} as="article">
      <Heading>{state.content.title}</Heading>
      {state.content.contentBlocks.map((block, i) => (
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
