import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import { GlobalStyle } from '@opengood/design-system';
import { AdSlot } from '@opengood/platform';
import { useRoutingPathname } from '../platform/useRoutingPathname';
import { ModalHost } from '../modals/ModalHost';
import { TmpRestorePrompt } from '../session/TmpRestorePrompt';
import { AreaProgress } from './AreaProgress';
import { CookieBar } from './CookieBar';
import { FlashMessages } from './FlashMessages';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { layoutForPath } from './layout';

// The header's root stays at the top while the page scrolls (sticky needs a parent as tall as the page,
// which #chrome-top is not, so the root itself sticks). docs/product/chrome.md#header: 60 px on phones, 58 px on desktop,
// reserved before the header renders so nothing shifts. The base layout has no header.
const ChromeLayoutStyle = createGlobalStyle`
  #chrome-top {
    position: sticky;
    top: 0;
    z-index: ${(p) => p.theme.zIndices.header};
    min-height: ${(p) => p.theme.headerHeight.mobile}px;
  }
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    #chrome-top { min-height: ${(p) => p.theme.headerHeight.desktop}px; }
  }
  body[data-layout='base'] #chrome-top { min-height: 0; }
  #areas:focus { outline: none; }
`;

const pathOf = (href: string) => href.split('?')[0] ?? href;

function useLayout() {
  const href = useRoutingPathname();
  const layout = layoutForPath(pathOf(href));
  return { href, layout };
}

/**
 * The chrome above the areas: progress bar, header (default layout), and, in a second spot below the
 * sticky header, the banner ad and flash messages; the cookie bar, the restore's question and the modal
 * sequence float above.
 */
export function ChromeTop({
  notices,
  inMobileApp,
  cookieBar = false,
}: {
  /** The second spot below the header; none on a server, where portals cannot render. */
  notices: HTMLElement | null;
  inMobileApp: boolean;
  /** The server rendered the cookie bar (the visitor has no consent cookie). */
  cookieBar?: boolean;
}) {
  const { href, layout } = useLayout();
  // The portal's content is added after the first render, so a hydrating browser renders what the server did.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    document.body.dataset.layout = layout;
  }, [layout]);
  return (
    <>
      <GlobalStyle />
      <ChromeLayoutStyle />
      <AreaProgress pathname={href} />
      {layout === 'default' && <Header pathname={href} />}
      {notices &&
        mounted &&
        createPortal(
          <>
            {layout === 'default' && <AdSlot placement="BANNER" />}
            <FlashMessages />
          </>,
          notices,
        )}
      <CookieBar serverShown={cookieBar} />
      <TmpRestorePrompt />
      <ModalHost pathname={href} inMobileApp={inMobileApp} />
    </>
  );
}

/** The footer, in the default layout only. */
export function ChromeBottom({ year }: { year: number }) {
  const { layout } = useLayout();
  return layout === 'default' ? <Footer year={year} /> : null;
}
