// The organisation switcher's strings (the header's fill of `header.actions`), joined into the area's
// namespace under `orgSwitcher` (i18n/en.ts, es.ts, pt.ts).
const en = {
  /** The button's text when no organisation is the current one. */
  none: 'Your organizations',
  /** The button's accessible name: its visible text first (WCAG 2.5.3, label in name). */
  trigger: '{{name}}: switch organization',
  menuLabel: 'Your organizations',
  owner: 'Owner',
  all: 'All your organizations',
  failed: 'The organization could not be switched. Try again.',
};

const es: typeof en = {
  none: 'Tus organizaciones',
  trigger: '{{name}}: cambiar de organización',
  menuLabel: 'Tus organizaciones',
  owner: 'Propietario/a',
  all: 'Todas tus organizaciones',
  failed: 'No se pudo cambiar de organización. Inténtalo de nuevo.',
};

const pt: typeof en = {
  none: 'Suas organizações',
  trigger: '{{name}}: trocar de organização',
  menuLabel: 'Suas organizações',
  owner: 'Proprietário(a)',
  all: 'Todas as suas organizações',
  failed: 'Não foi possível trocar de organização. Tente de novo.',
};

export const orgSwitcherStrings = { en, es, pt };
