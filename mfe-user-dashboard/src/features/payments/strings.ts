// The saved cards' words (docs/product/billing.md#payment-methods), joined into the area's namespace under
// `payments` (i18n/en.ts, es.ts, pt.ts), so this feature's strings live beside it.

const en = {
  saved: 'Your cards',
  none: 'You have no saved cards.',
  card: '{{brand}} ending in {{last4}}, expires {{month}}/{{year}}',
  brands: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    DISCOVER: 'Discover',
    UNKNOWN: 'Card',
  },
  requiresAction: 'Your bank asks you to confirm this card before it can be used.',
  confirm: 'Confirm with my bank',
  actionNeeded: 'One more step: confirm the card with your bank.',
  remove: 'Remove',
  removeNamed: 'Remove {{card}}',
  add: 'Add a card',
  unavailable: 'Cards cannot be added right now. Please try again later.',
  submit: 'Save card',
  added: 'Card saved.',
};

const es: typeof en = {
  saved: 'Tus tarjetas',
  none: 'No tienes tarjetas guardadas.',
  card: '{{brand}} terminada en {{last4}}, vence {{month}}/{{year}}',
  brands: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    DISCOVER: 'Discover',
    UNKNOWN: 'Tarjeta',
  },
  requiresAction: 'Tu banco te pide confirmar esta tarjeta antes de poder usarla.',
  confirm: 'Confirmar con mi banco',
  actionNeeded: 'Un paso más: confirma la tarjeta con tu banco.',
  remove: 'Quitar',
  removeNamed: 'Quitar {{card}}',
  add: 'Añadir una tarjeta',
  unavailable: 'Ahora no se pueden añadir tarjetas. Inténtalo más tarde.',
  submit: 'Guardar tarjeta',
  added: 'Tarjeta guardada.',
};

const pt: typeof en = {
  saved: 'Seus cartões',
  none: 'Você não tem cartões salvos.',
  card: '{{brand}} final {{last4}}, validade {{month}}/{{year}}',
  brands: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    DISCOVER: 'Discover',
    UNKNOWN: 'Cartão',
  },
  requiresAction: 'Seu banco pede que você confirme este cartão antes de usá-lo.',
  confirm: 'Confirmar com meu banco',
  actionNeeded: 'Mais uma etapa: confirme o cartão com seu banco.',
  remove: 'Remover',
  removeNamed: 'Remover {{card}}',
  add: 'Adicionar um cartão',
  unavailable: 'Não é possível adicionar cartões agora. Tente novamente mais tarde.',
  submit: 'Salvar cartão',
  added: 'Cartão salvo.',
};

export const paymentsStrings = { en, es, pt };
