import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Drawer, Icon, IconButton } from '@opengood/design-system';
import { donatePath, loginPath, signupPath } from '@opengood/routes';
import {
  Link,
  selectDisplayName,
  selectIsSignedIn,
  selectUser,
  useAppSelector,
  useLang,
} from '@opengood/platform';
import { useLogOut } from '../../session/useLogOut';
import {
  accountMenu,
  findAJobMenu,
  organizationLinks,
  postMenu,
  takeActionMenu,
  type MenuLink,
} from '../menus';
import { useLanguageLinks } from './LanguageMenu';
import { ItemText, PrimaryLink } from './styles';

const Section = styled.section`
  padding: 12px 12px 4px;
  & + & {
    border-top: 1px solid ${(p) => p.theme.colors.surface};
  }
  h3 {
    margin: 4px 8px 6px;
    font-size: ${(p) => p.theme.fontSizes[0]}px;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.muted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > a,
  li > button {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    min-height: 44px;
    padding: 8px;
    border: none;
    border-radius: ${(p) => p.theme.radii[2]}px;
    background: none;
    font: inherit;
    text-align: left;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  li > a:hover,
  li > button:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  li svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  padding: 16px 20px 8px;
  a {
    justify-content: center;
  }
`;

const Outline = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 38px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 999px;
  color: ${(p) => p.theme.colors.text};
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  text-decoration: none;
`;

const Who = styled.div`
  padding: 16px 20px 4px;
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSizes[2]}px;
  }
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    word-break: break-all;
  }
`;

const Languages = styled.ul`
  display: flex !important;
  gap: 8px;
  padding: 0 8px 12px !important;
  li {
    flex: 1;
  }
  li > a {
    justify-content: center;
    border: 1px solid ${(p) => p.theme.colors.border} !important;
  }
  a[aria-current='true'] {
    border-color: ${(p) => p.theme.colors.primary} !important;
    background: #e7f4ee !important;
    color: ${(p) => p.theme.colors.primaryDark} !important;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
`;

function LinkList({ items }: { items: MenuLink[] }) {
  const { t } = useTranslation('shell');
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.href}>
            <Icon name={item.icon} />
            <ItemText>
              <strong>{t(item.label)}</strong>
              {item.hint && <small>{t(item.hint)}</small>}
            </ItemText>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu (docs/product/chrome.md#header: on small screens): a hamburger opening a drawer with the same menus as
 * the desktop header, the account, donate and the languages. Focus stays in it, Escape closes it.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const name = useAppSelector(selectDisplayName);
  const { logOut } = useLogOut();
  const languages = useLanguageLinks();
  // Following any link closes the drawer (the page underneath changes).
  const onClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <>
      <IconButton
        label={t('nav.openMenu')}
        icon="menu"
        size="lg"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('nav.menu')} data-testid="mobile-menu">
        <div onClick={onClick}>
          {signedIn && user ? (
            <Who>
              <strong>{name}</strong>
              <span>{user.email}</span>
            </Who>
          ) : (
            <Buttons>
              <Outline href={loginPath(pathname)}>{t('nav.logIn')}</Outline>
              <PrimaryLink href={signupPath()}>{t('nav.signUp')}</PrimaryLink>
            </Buttons>
          )}
          {signedIn && user && (
            <Section aria-label={t('account.menuLabel', { name: name ?? '' })}>
              <LinkList items={accountMenu()} />
              {organizationLinks(user).map((org) => (
                <ul key={org.id}>
                  <li>
                    <Link href={org.href}>
                      <Icon name="briefcase" />
                      {t('account.orgDashboard', { name: org.name })}
                    </Link>
                  </li>
                </ul>
              ))}
            </Section>
          )}
          <Section aria-labelledby="mm-find">
            <h3 id="mm-find">{t('nav.findAJob')}</h3>
            <LinkList items={findAJobMenu(lang)} />
          </Section>
          <Section aria-labelledby="mm-act">
            <h3 id="mm-act">{t('nav.takeAction')}</h3>
            <LinkList items={takeActionMenu(lang).filter((i) => i.id !== 'donate')} />
          </Section>
          <Section aria-labelledby="mm-post">
            <h3 id="mm-post">{t('nav.post')}</h3>
            <LinkList items={postMenu(lang, signedIn)} />
          </Section>
          <Section>
            <ul>
              <li>
                <Link href={donatePath(lang)} data-track="Clicked Donate" data-track-source="mobile_menu">
                  <Icon name="heart" />
                  {t('nav.donate')}
                </Link>
              </li>
              {signedIn && (
                <li>
                  <button type="button" onClick={() => void logOut().then((done) => done && setOpen(false))}>
                    <Icon name="logout" />
                    {t('account.logOut')}
                  </button>
                </li>
              )}
            </ul>
          </Section>
          <Section aria-labelledby="mm-lang">
            <h3 id="mm-lang">{t('nav.language')}</h3>
            <Languages>
              {languages.map((l) => (
                <li key={l.lang}>
                  <a
                    href={l.href}
                    hrefLang={l.lang}
                    lang={l.lang}
                    aria-current={l.current ? 'true' : undefined}
                    onClick={l.onClick}
                  >
                    {t(`languages.${l.lang}`)}
                  </a>
                </li>
              ))}
            </Languages>
          </Section>
        </div>
      </Drawer>
    </>
  );
}
