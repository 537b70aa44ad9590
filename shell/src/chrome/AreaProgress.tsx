import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar, SPINNER_DELAY_MS } from '@opengood/design-system';
import { useAreaLoading } from './useAreaLoading';

/**
 * A thin bar at the top while an area or its page loads. It appears after the loading-indicator delay
 * (docs/product/chrome.md#loading-indicator: 200 ms), creeps towards the end while waiting, and completes before it goes.
 */
export function AreaProgress({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const loading = useAreaLoading(pathname);
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!loading) {
      setValue((v) => (v === null ? null : 1));
      const hide = setTimeout(() => setValue(null), 250);
      return () => clearTimeout(hide);
    }
    let creep: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setValue(0.15);
      creep = setInterval(
        () => setValue((v) => Math.min(0.9, (v ?? 0.15) + (0.9 - (v ?? 0.15)) * 0.12)),
        300,
      );
    }, SPINNER_DELAY_MS);
    return () => {
      clearTimeout(show);
      clearInterval(creep);
    };
  }, [loading]);

  return <ProgressBar value={value} label={t('loadingArea')} />;
}
