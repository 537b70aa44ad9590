import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routes } from '@opengood/contracts/routes';
import {
  cookieValue,
  CSRF_COOKIE,
  selectEnvironment,
  selectRenderState,
  useAppSelector,
  useMutation,
  usePlatform,
} from '@opengood/platform';
import { acceptCookies } from './acceptCookies';

const Bar = styled.section`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: 16px;
  z-index: ${(p) => p.theme.zIndices.cookieBar};
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: 760px;
  margin: 0 auto;
  padding: 14px 16px 14px 20px;
  border-radius: ${(p) => p.theme.radii[3]}px;
  background: #10231c;
  color: #eef5f1;
  box-shadow: 0 16px 40px rgba(16, 24, 40, 0.3);
  p {
    flex: 1;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    line-height: 1.5;
  }
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    left: 8px;
    right: 8px;
    bottom: 8px;
    flex-direction: column;
    align-items: stretch;
  }
`;

const Ok = styled.button`
  flex: none;
  min-width: 96px;
  height: 40px;
  padding: 0 20px;
  border: none;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.accent};
  color: #1d2433;
  font: inherit;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: #f6b85f;
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

const Failure = styled.span`
  display: block;
  margin-top: 4px;
  color: #ffb4a8;
`;

/**
 * docs/product/chrome.md#cookie-bar: shown when the environment asks for it and the page is past its first render (so a server
 * render and the first client render agree). A server-rendered page already holds it when the visitor has
 * no consent cookie (`serverShown`): it stays from the first paint until the environment says otherwise.
 * OK posts the acceptance (acceptCookies); once the api confirms, the flag becomes false and the bar is
 * gone (the api remembers it, so it stays gone after a reload).
 */
export function CookieBar({ serverShown = false }: { serverShown?: boolean }) {
  const { t } = useTranslation('shell');
  const { http } = usePlatform();
  const environment = useAppSelector(selectEnvironment);
  const hydrated = useAppSelector(selectRenderState) === 'client-hydrated';
  const accepting = useMutation(acceptCookies);
  // The read that issues the CSRF cookie failed: nothing was sent (a write without it is refused).
  const [unread, setUnread] = useState(false);
  const failed = unread || accepting.status === 'failed';
  const asked = environment ? environment.showAcceptCookies && (hydrated || serverShown) : serverShown;
  // Accepted before the environment arrived (a server-rendered bar): gone all the same.
  const shown = accepting.status !== 'succeeded' && asked;
  if (!shown) return null;
  const accept = async () => {
    // A server-rendered bar can be clicked before the page's first call to the api, which is what issues
    // the CSRF cookie every write must echo: ask for the environment first (it carries the cookie back).
    setUnread(false);
    if (!cookieValue(document.cookie, CSRF_COOKIE)) {
      const read = await http.call(routes.environment).then(
        () => true,
        () => false,
      );
      if (!read) return setUnread(true);
    }
    await accepting.mutate(environment);
  };
  return (
    <Bar aria-label={t('cookies.label')} data-testid="cookie-bar">
      <p>
        {t('cookies.text')}
        {failed && <Failure role="alert">{t('cookies.failed')}</Failure>}
      </p>
      <Ok type="button" onClick={() => void accept()} disabled={accepting.status === 'pending'}>
        {t('cookies.ok')}
      </Ok>
    </Bar>
  );
}
