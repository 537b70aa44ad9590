import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchReason } from '@opengood/contracts';
import { useFacetLabel } from '@opengood/feature-listings';
import { useLang } from '@opengood/platform';

/** A reason a candidate matched, in the page's language ("Program management", "12 km from São Paulo"). */
export function useReasonText(): (reason: MatchReason) => string {
  const { t } = useTranslation('orgDashboard');
  const label = useFacetLabel();
  const lang = useLang();
  return useCallback(
    (reason: MatchReason) => {
      const country = (code: string) => {
        try {
          return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
        } catch {
          return code;
        }
      };
      switch (reason.code) {
        case 'FUNCTION':
          return label('functions', reason.function);
        case 'LEVEL':
          return label('professionalLevel', reason.level);
        case 'DISTANCE':
          return t('recommendations.reasons.distance', {
            km: new Intl.NumberFormat(lang).format(reason.km),
            city: reason.city[lang],
          });
        case 'COUNTRY':
          return t('recommendations.reasons.country', { country: country(reason.countryCode) });
        case 'REMOTE':
          return reason.countryCode
            ? t('recommendations.reasons.remoteFrom', { country: country(reason.countryCode) })
            : t('recommendations.reasons.remote');
        case 'SKILLS':
          return t('recommendations.reasons.skills', {
            skills: reason.skills.join(', '),
          });
      }
    },
    [t, label, lang],
  );
}

/** "Matches: Program management, Managerial, 12 km from São Paulo". */
export function Reasons({ reasons }: { reasons: readonly MatchReason[] }) {
  const { t } = useTranslation('orgDashboard');
  const text = useReasonText();
  if (reasons.length === 0) return null;
  return (
    <p style={{ margin: 0 }} data-testid="candidate-reasons">
      <strong>{t('recommendations.matches')}:</strong> {reasons.map(text).join(', ')}
    </p>
  );
}
