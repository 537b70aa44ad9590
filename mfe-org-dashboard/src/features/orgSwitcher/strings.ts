// The organisation switcher's strings (the header's fill of `header.actions`), joined into the area's
// namespace under `orgSwitcher` (i18n/en.ts, es.ts, pt.ts).
const en = {
  /** The button's text when no organisation is the current one. */
  none: 'Your organizations',
  /** The button's accessible name (it shows an icon): the current organisation first. */
  trigger: '{{name}}: switch organization',
  menuLabel: 'Your organizations',
  owner: 'Owner',
  cart: 'Cart of {{name}}',
  all: 'All your organizations',
  failed: 'The organization could not be switched. Try again.',
};

const es: typeof en = {
  none: 'Tus organizaciones',
  trigger: '{{name}}: cambiar de organización',
  menuLabel: 'Tus organizaciones',
  owner: 'Propietario/a',
  cart: 'Carrito de {{name}}',
  all: 'Todas tus organizaciones',
  failed: 'No se pudo cambiar de organización. Inténtalo de nuevo.',
};

const pt: typeof en = {
  none: 'Suas organizações',
  trigger: '{{name}}: trocar de organização',
  menuLabel: 'Suas organizações',
  owner: 'Proprietário(a)',
  cart: 'Carrinho de {{name}}',
  all: 'Todas as suas organizações',
  failed: 'Não foi possível trocar de organização. Tente de novo.',
};

export const orgSwitcherStrings = { en, es, pt };
