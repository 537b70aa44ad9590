import { useTranslation } from 'react-i18next';
import { Dropdown, Icon, MenuItem, MenuList } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import type { MenuLink } from '../menus';
import { ItemText } from './styles';

export interface NavDropdownProps {
  label: string;
  items: MenuLink[];
  testId: string;
  width?: number;
}

/** A header dropdown of links (Find a Job, Take Action, Post): hover on desktop, click, keyboard. */
export function NavDropdown({ label, items, testId, width = 300 }: NavDropdownProps) {
  const { t } = useTranslation('shell');
  return (
    <Dropdown label={label} openOnHover width={width} data-testid={testId}>
      <MenuList aria-label={label}>
        {items.map((item) => (
          <MenuItem key={item.id}>
            <Link role="menuitem" href={item.href}>
              <Icon name={item.icon} />
              <ItemText>
                <strong>{t(item.label)}</strong>
                {item.hint && <small>{t(item.hint)}</small>}
              </ItemText>
            </Link>
          </MenuItem>
        ))}
      </MenuList>
    </Dropdown>
  );
}
