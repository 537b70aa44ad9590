export {
  Dropdown,
  MenuList,
  MenuItem,
  MenuSeparator,
  HOVER_CLOSE_DELAY_MS,
  type DropdownProps,
  type DropdownKind,
  type TriggerLook,
} from './Dropdown';
