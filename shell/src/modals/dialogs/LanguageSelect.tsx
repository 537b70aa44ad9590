import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS } from '@opengood/contracts';
import { Select } from '@opengood/design-system';

/**
 * The languages, each named in itself ("Español", "Português"): the kit's Select (bound to its FormField),
 * each option then marked in its own language, so a screen reader reads "Español" in Spanish. The kit's
 * options take a value and a label only.
 */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    box.current?.querySelectorAll('option').forEach((option) => option.setAttribute('lang', option.value));
  });
  return (
    <span ref={box} style={{ display: 'block' }}>
      <Select options={LANGS.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))} />
    </span>
  );
}
