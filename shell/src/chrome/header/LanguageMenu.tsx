import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGS, type Lang } from '@opengood/contracts';
import { equivalentPath } from '@opengood/routes';
import { Dropdown, Icon, MenuItem, MenuList } from '@opengood/design-system';
import { useLang } from '@opengood/platform';
import { useSwitchLanguage } from '../../language';
import { useRoutingPathname } from '../../platform/useRoutingPathname';

const Code = styled.span`
  margin-left: 4px;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
`;

const Check = styled.span`
  margin-left: auto;
  color: ${(p) => p.theme.colors.primary};
`;

/**
 * The language links: real links to the same page in each language (they work without the script and
 * are announced with their language), switched in place through the language switch.
 */
export function useLanguageLinks() {
  const href = useRoutingPathname();
  const switchTo = useSwitchLanguage();
  const current = useLang();
  return LANGS.map((lang: Lang) => ({
    lang,
    href: equivalentPath(href, lang),
    current: lang === current,
    onClick: (e: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean }) => {
      if (e.metaKey || e.ctrlKey) return;
      e.preventDefault();
      void switchTo(lang);
    },
  }));
}

export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const current = useLang();
  const links = useLanguageLinks();
  return (
    <Dropdown
      label={
        <>
          <Icon name="globe" size={18} />
          <Code>{current.toUpperCase()}</Code>
        </>
      }
      triggerLabel={`${t('nav.language')}: ${t(`languages.${current}`)}`}
      align="end"
      width={200}
      data-testid="language-menu"
    >
      <MenuList aria-label={t('nav.language')}>
        {links.map((link) => (
          <MenuItem key={link.lang}>
            <a
              role="menuitem"
              href={link.href}
              hrefLang={link.lang}
              lang={link.lang}
              aria-current={link.current ? 'true' : undefined}
              onClick={link.onClick}
            >
              {t(`languages.${link.lang}`)}
              {link.current && (
                <Check>
                  <Icon name="check" size={16} />
                </Check>
              )}
            </a>
          </MenuItem>
        ))}
      </MenuList>
    </Dropdown>
  );
}
