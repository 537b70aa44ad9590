import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateRatingAnswer } from '@opengood/contracts';
import { Button, Text } from '@opengood/design-system';
import { isHttpError, Link, type PageViewProps } from '@opengood/platform';
import { PageShell, Status } from '../shared/PageShell';
import { useRunMutation } from '../shared/mutations';
import { rateCandidateFromMail } from './recommendationMutations';
import { candidatePath, rateLinkListingId, type RateLinkLocation } from './recommendationRoutes';

type State =
  | { kind: 'saving' }
  | { kind: 'saved'; answer: CandidateRatingAnswer['data'] }
  | { kind: 'error'; message: 'noListing' | 'forbidden' | 'notFound' | 'failed' };

/**
 * /email/rate-recommended-candidate/{applicantId}/good|bad?listingId= (docs/product/organisations.md#recommended-candidates):
 * the recommendation mail's rating links. Login required (the shell asks first). The rating is recorded by
 * the page once it is in the browser (never by the server's render, which a mail scanner's visit would
 * trigger), and again harmlessly if the link is opened twice.
 */
export function RateLinkPage({ params, url }: PageViewProps<RateLinkLocation, undefined>) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const listingId = rateLinkListingId(url);
  const [state, setState] = useState<State>(
    listingId === null ? { kind: 'error', message: 'noListing' } : { kind: 'saving' },
  );
  const messageRef = useRef<HTMLParagraphElement>(null);

  const save = useCallback(async () => {
    if (listingId === null) return;
    setState({ kind: 'saving' });
    try {
      const answer = await run(rateCandidateFromMail, {
        applicantId: params.applicantId,
        listingId,
        rating: params.rating,
      });
      setState({ kind: 'saved', answer: answer.data });
    } catch (error) {
      const status = isHttpError(error) ? error.statusCode : 0;
      setState({
        kind: 'error',
        message: status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'failed',
      });
    }
  }, [run, params.applicantId, params.rating, listingId]);

  // Once, after the page is in the browser.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void save();
  }, [save]);
  useEffect(() => {
    if (state.kind !== 'saving') messageRef.current?.focus();
  }, [state.kind]);

  return (
    <PageShell heading={t('recommendations.rateLink.title')} data-testid="rate-candidate">
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        {state.kind === 'saving' && <Status>{t('recommendations.rateLink.saving')}</Status>}
        {state.kind === 'saved' && (
          <>
            <Text
              ref={messageRef}
              tabIndex={-1}
              data-testid="rate-candidate-result"
              fontSize={3}
              style={{ margin: 0 }}
            >
              {t(params.rating === 'GOOD' ? 'recommendations.rateLink.good' : 'recommendations.rateLink.bad')}
            </Text>
            <Text style={{ margin: 0 }}>
              <Link
                href={candidatePath(
                  {
                    orgId: String(state.answer.orgId),
                    listingSegment: state.answer.listingType === 'INTERNSHIP' ? 'internships' : 'jobs',
                    listingId: String(state.answer.listingId),
                  },
                  state.answer.applicantId,
                )}
              >
                {t('recommendations.rateLink.viewCandidate')}
              </Link>
            </Text>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <Text
              ref={messageRef}
              tabIndex={-1}
              role="alert"
              data-testid="rate-candidate-error"
              style={{ margin: 0 }}
            >
              {t(`recommendations.rateLink.${state.message}`)}
            </Text>
            {state.message === 'failed' && (
              <Button variant="secondary" onClick={() => void save()}>
                {t('recommendations.rateLink.retry')}
              </Button>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
