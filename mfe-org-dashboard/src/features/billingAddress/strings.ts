// The billing address form's words (docs/product/billing.md#invoices, #cart-and-checkout), shared by the checkout's
// billing-address step and an invoice's billing-address page; joined into the area's namespace under
// `billingAddress` (i18n/en.ts, es.ts, pt.ts).

const en = {
  fields: {
    name: 'Name on the invoice',
    line1: 'Address',
    line2: 'Address, second line',
    city: 'City',
    region: 'State, province or region',
    postalCode: 'Postal code',
    country: 'Country',
    countryPlaceholder: 'Choose a country',
    taxId: 'Tax ID',
    taxIdHint: 'VAT number, CNPJ, RFC…: printed on the invoice when given.',
    email: 'Billing email',
    emailHint: 'Where a copy of the invoice goes, if not to you.',
  },
  save: 'Save and use this address',
  saving: 'Saving…',
  cancel: 'Cancel',
  errors: {
    REQUIRED: 'Fill this in.',
    TOO_LONG: 'This is too long.',
    EMAIL_INVALID: 'Enter an email address like name@example.org.',
    COUNTRY_INVALID: 'Choose a country.',
  },
};

const es: typeof en = {
  fields: {
    name: 'Nombre en la factura',
    line1: 'Dirección',
    line2: 'Dirección, segunda línea',
    city: 'Ciudad',
    region: 'Estado, provincia o región',
    postalCode: 'Código postal',
    country: 'País',
    countryPlaceholder: 'Elige un país',
    taxId: 'Identificación fiscal',
    taxIdHint: 'NIF, CNPJ, RFC…: se imprime en la factura si lo indicas.',
    email: 'Correo de facturación',
    emailHint: 'Adónde va una copia de la factura, si no es a ti.',
  },
  save: 'Guardar y usar esta dirección',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  errors: {
    REQUIRED: 'Completa este campo.',
    TOO_LONG: 'Es demasiado largo.',
    EMAIL_INVALID: 'Escribe un correo como nombre@ejemplo.org.',
    COUNTRY_INVALID: 'Elige un país.',
  },
};

const pt: typeof en = {
  fields: {
    name: 'Nome na fatura',
    line1: 'Endereço',
    line2: 'Endereço, segunda linha',
    city: 'Cidade',
    region: 'Estado, província ou região',
    postalCode: 'CEP ou código postal',
    country: 'País',
    countryPlaceholder: 'Escolha um país',
    taxId: 'Identificação fiscal',
    taxIdHint: 'CNPJ, NIF, RFC…: impresso na fatura quando informado.',
    email: 'E-mail de cobrança',
    emailHint: 'Para onde vai uma cópia da fatura, se não for para você.',
  },
  save: 'Salvar e usar este endereço',
  saving: 'Salvando…',
  cancel: 'Cancelar',
  errors: {
    REQUIRED: 'Preencha este campo.',
    TOO_LONG: 'Está longo demais.',
    EMAIL_INVALID: 'Digite um e-mail como nome@exemplo.org.',
    COUNTRY_INVALID: 'Escolha um país.',
  },
};

export const billingAddressStrings = { en, es, pt };
