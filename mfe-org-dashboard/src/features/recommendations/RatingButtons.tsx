import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateRating } from '@opengood/contracts';
import { Button } from '@opengood/design-system';
import { useRunMutation } from '../shared/mutations';
import { rateCandidate } from './recommendationMutations';

/**
 * Good fit / Not a fit for one candidate of one listing. The current rating is the pressed button; a BAD
 * one takes the candidate off the list (the page says so, and where to change it).
 */
export function RatingButtons({
  orgId,
  listingId,
  applicantId,
  name,
  rating,
  onRated,
}: {
  orgId: string;
  listingId: string;
  applicantId: number;
  name: string;
  rating: CandidateRating | null;
  onRated: (rating: CandidateRating | null, failed: boolean) => void;
}) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const [busy, setBusy] = useState(false);
  const rate = async (value: CandidateRating) => {
    setBusy(true);
    try {
      await run(rateCandidate, { orgId, listingId, applicantId, rating: value }, applicantId);
      onRated(value, false);
    } catch {
      onRated(null, true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        variant={rating === 'GOOD' ? 'primary' : 'secondary'}
        aria-pressed={rating === 'GOOD'}
        aria-label={t('recommendations.goodFitLabel', { name })}
        disabled={busy}
        onClick={() => void rate('GOOD')}
      >
        {t('recommendations.goodFit')}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={rating === 'BAD'}
        aria-label={t('recommendations.notAFitLabel', { name })}
        disabled={busy}
        onClick={() => void rate('BAD')}
      >
        {t('recommendations.notAFit')}
      </Button>
    </div>
  );
}
