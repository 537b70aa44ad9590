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
  secure:
    'Your card details go straight to Stripe, our payment provider. OpenGood never sees or stores your card number or security code.',
  testMode:
    'Test mode: no real card is charged. Try 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002 (declined), 4000 0000 0000 0069 (expired) or 4000 0025 0000 3155 (bank confirmation).',
  number: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  cardField: 'Card details',
  loading: 'Loading the secure card form…',
  unavailable: 'Cards cannot be added right now. Please try again later.',
  submit: 'Save card',
  added: 'Card saved.',
  errors: {
    CARD_NUMBER_INVALID: 'Check the card number.',
    EXPIRY_INVALID: 'Enter the expiry date as MM/YY.',
    CVC_INVALID: 'Enter the 3 or 4 digits on the back of the card.',
    CARD_DECLINED: 'Your bank declined this card. Try another card or contact your bank.',
    CARD_EXPIRED: 'This card has expired. Use a card that is still valid.',
    TOKEN_INVALID: 'Something went wrong with this card. Please enter it again.',
    AUTHENTICATION_REQUIRED:
      'Your bank has not confirmed the card yet. Complete the confirmation and try again.',
    PROVIDER_UNAVAILABLE: 'We could not reach our payment provider. Nothing was saved; please try again.',
  },
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
  secure:
    'Los datos de tu tarjeta van directamente a Stripe, nuestro proveedor de pagos. OpenGood nunca ve ni guarda el número ni el código de seguridad.',
  testMode:
    'Modo de prueba: no se cobra a ninguna tarjeta real. Prueba 4242 4242 4242 4242 (aceptada), 4000 0000 0000 0002 (rechazada), 4000 0000 0000 0069 (vencida) o 4000 0025 0000 3155 (confirmación del banco).',
  number: 'Número de tarjeta',
  expiry: 'Fecha de vencimiento',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  cardField: 'Datos de la tarjeta',
  loading: 'Cargando el formulario seguro de la tarjeta…',
  unavailable: 'Ahora no se pueden añadir tarjetas. Inténtalo más tarde.',
  submit: 'Guardar tarjeta',
  added: 'Tarjeta guardada.',
  errors: {
    CARD_NUMBER_INVALID: 'Revisa el número de la tarjeta.',
    EXPIRY_INVALID: 'Escribe la fecha de vencimiento como MM/AA.',
    CVC_INVALID: 'Escribe los 3 o 4 dígitos del reverso de la tarjeta.',
    CARD_DECLINED: 'Tu banco rechazó esta tarjeta. Prueba con otra o contacta con tu banco.',
    CARD_EXPIRED: 'Esta tarjeta está vencida. Usa una tarjeta vigente.',
    TOKEN_INVALID: 'Algo salió mal con esta tarjeta. Vuelve a escribirla.',
    AUTHENTICATION_REQUIRED:
      'Tu banco aún no ha confirmado la tarjeta. Completa la confirmación e inténtalo de nuevo.',
    PROVIDER_UNAVAILABLE:
      'No pudimos conectar con nuestro proveedor de pagos. No se guardó nada; inténtalo de nuevo.',
  },
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
  secure:
    'Os dados do seu cartão vão direto para a Stripe, nossa provedora de pagamentos. A OpenGood nunca vê nem guarda o número ou o código de segurança.',
  testMode:
    'Modo de teste: nenhum cartão real é cobrado. Experimente 4242 4242 4242 4242 (aceito), 4000 0000 0000 0002 (recusado), 4000 0000 0000 0069 (vencido) ou 4000 0025 0000 3155 (confirmação do banco).',
  number: 'Número do cartão',
  expiry: 'Validade',
  expiryHint: 'MM/AA',
  cvc: 'Código de segurança (CVC)',
  cardField: 'Dados do cartão',
  loading: 'Carregando o formulário seguro do cartão…',
  unavailable: 'Não é possível adicionar cartões agora. Tente novamente mais tarde.',
  submit: 'Salvar cartão',
  added: 'Cartão salvo.',
  errors: {
    CARD_NUMBER_INVALID: 'Confira o número do cartão.',
    EXPIRY_INVALID: 'Informe a validade como MM/AA.',
    CVC_INVALID: 'Informe os 3 ou 4 dígitos do verso do cartão.',
    CARD_DECLINED: 'Seu banco recusou este cartão. Tente outro cartão ou fale com seu banco.',
    CARD_EXPIRED: 'Este cartão está vencido. Use um cartão válido.',
    TOKEN_INVALID: 'Algo deu errado com este cartão. Digite os dados novamente.',
    AUTHENTICATION_REQUIRED: 'Seu banco ainda não confirmou o cartão. Conclua a confirmação e tente de novo.',
    PROVIDER_UNAVAILABLE:
      'Não conseguimos falar com nossa provedora de pagamentos. Nada foi salvo; tente novamente.',
  },
};

export const paymentsStrings = { en, es, pt };
