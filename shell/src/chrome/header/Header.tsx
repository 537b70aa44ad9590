import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, IconButton } from '@opengood/design-system';
import { donatePath, loginPath, signupPath } from '@opengood/routes';
import { selectIsSignedIn, selectSessionStatus, Slot, useAppSelector, useLang } from '@opengood/platform';
import { SearchBar, SEARCH_REGION_ID } from '../../search/SearchBar';
import { findAJobMenu, postMenu, takeActionMenu } from '../menus';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { NotificationsMenu } from './NotificationsMenu';
import {
  Bar,
  DesktopOnly,
  DonateLink,
  Inner,
  MobileOnly,
  PrimaryLink,
  SkipLink,
  Spacer,
  TextLink,
} from './styles';

/** The phone search panel closes when the page changes or the window grows to the desktop band. */
function useSearchPanel(pathname: string) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const desktop = window.matchMedia('(min-width: 992px)');
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);
  return { open, setOpen, toggle };
}

/**
 * docs/product/chrome.md#header: the sticky header. Desktop: the three menus, donate, log in / sign up or the account,
 * notifications and what other areas add for a signed-in visitor (the slot `header.actions`: the cart pill
 * of organisation members, from the org dashboard), and the language, with the search bar as a band under
 * it. Phones: the logo, a search toggle opening the search bar as a panel, the slot's fills, the
 * notifications and a menu button opening the drawer with everything else. The bar's height is fixed, so a
 * fill arriving after the first paint moves nothing below it.
 */
export function Header({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const signedIn = useAppSelector(selectIsSignedIn);
  // While GET /users/me is on its way neither the visitor links nor the account show, so the header
  // never flashes "Log in" at a signed-in user.
  const loading = useAppSelector(selectSessionStatus) === 'loading';
  const search = useSearchPanel(pathname);
  return (
    <>
      <Bar data-testid="site-header">
        <SkipLink href="#areas">{t('skipToContent')}</SkipLink>
        <Inner aria-label={t('nav.mainLabel')}>
          <Logo />
          <DesktopOnly>
            <NavDropdown label={t('nav.findAJob')} items={findAJobMenu(lang)} testId="menu-find-a-job" />
            <NavDropdown label={t('nav.takeAction')} items={takeActionMenu(lang)} testId="menu-take-action" />
            <NavDropdown label={t('nav.post')} items={postMenu(lang, signedIn)} testId="menu-post" />
          </DesktopOnly>
          <Spacer />
          <MobileOnly>
            <IconButton
              ref={search.toggle}
              label={t('search.open')}
              icon="search"
              size="lg"
              aria-expanded={search.open}
              aria-controls={SEARCH_REGION_ID}
              onClick={() => search.setOpen(true)}
              data-testid="search-toggle"
            />
          </MobileOnly>
          <DesktopOnly>
            <DonateLink href={donatePath(lang)} data-track="Clicked Donate" data-track-source="header">
              <Icon name="heart" size={16} />
              {t('nav.donate')}
            </DonateLink>
          </DesktopOnly>
          {!loading && signedIn && (
            <>
              <Slot name="header.actions" props={{ pathname }} />
              <NotificationsMenu />
              <DesktopOnly>
                <AccountMenu />
              </DesktopOnly>
            </>
          )}
          {!loading && !signedIn && (
            <DesktopOnly>
              <TextLink href={loginPath(pathname)}>{t('nav.logIn')}</TextLink>
              <PrimaryLink href={signupPath()}>{t('nav.signUp')}</PrimaryLink>
            </DesktopOnly>
          )}
          <DesktopOnly>
            <LanguageMenu />
          </DesktopOnly>
          <MobileOnly>
            <MobileMenu pathname={pathname} />
          </MobileOnly>
        </Inner>
      </Bar>
      <SearchBar open={search.open} onClose={() => search.setOpen(false)} />
    </>
  );
}
