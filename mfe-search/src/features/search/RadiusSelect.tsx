import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AUTO_RADIUS, ENTIRE_COUNTRY, ENTIRE_STATE, RADIUS_OPTIONS, type Lang } from '@opengood/contracts';
import { Field, Label, Select, type SelectOption } from '@opengood/design-system';
import type { SearchStateEvent } from '@opengood/routes';
import { labelHiddenOnPhones } from './phoneStyles';

const MILE = 1609.344;

/** A compact field beside the place it applies to: the label before the select, on one line. */
const InlineField = styled(Field)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  ${Label} {
    margin: 0;
    font-weight: normal;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    ${labelHiddenOnPhones}
  }
  select {
    width: auto;
    min-height: 36px;
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    padding: 6px 32px 6px 10px;
  }
`;

/** The distance a radius in metres stands for in this language: miles in English, kilometres otherwise. */
export function radiusDistance(lang: Lang, metres: string): number {
  return Math.round(Number(metres) / (lang === 'en' ? MILE : 1000));
}

/** The radius options (docs/product/search.md#radius) of the page's language, labelled in it ('Automático' in Portuguese). */
export function useRadiusOptions(lang: Lang): SelectOption[] {
  const { t } = useTranslation('search');
  return RADIUS_OPTIONS[lang].map((value) => {
    if (value === AUTO_RADIUS) return { value, label: t('radius.auto') };
    if (value === ENTIRE_STATE) return { value, label: t('radius.state') };
    if (value === ENTIRE_COUNTRY) return { value, label: t('radius.country') };
    return { value, label: t('radius.distance', { count: radiusDistance(lang, value) }) };
  });
}

/**
 * The radius around the place in the URL. A radius outside the list (the newest sort's default) is the
 * default option: choosing "default" writes no parameter (docs/product/search.md#radius).
 */
export function RadiusSelect(props: { lang: Lang; radius: string; onChange: (e: SearchStateEvent) => void }) {
  const { lang, radius, onChange } = props;
  const { t } = useTranslation('search');
  const options = useRadiusOptions(lang);
  const value = options.some((o) => o.value === radius) ? radius : AUTO_RADIUS;
  return (
    <InlineField label={t('radius.label')}>
      <Select
        name="radius"
        options={options}
        value={value}
        onChange={(e) => onChange({ type: 'radiusChanged', radius: e.target.value })}
      />
    </InlineField>
  );
}
