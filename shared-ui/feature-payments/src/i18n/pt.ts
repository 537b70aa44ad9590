import type { en } from './en';

export const pt: typeof en = {
  number: 'Número do cartão',
  expiry: 'Validade',
  expiryHint: 'MM/AA',
  cvc: 'Código de segurança (CVC)',
  cardField: 'Dados do cartão',
  loading: 'Carregando o formulário seguro do cartão…',
  secure:
    'Os dados do seu cartão vão direto para a Stripe, nossa provedora de pagamentos. A OpenGood nunca vê nem guarda o número ou o código de segurança.',
  testMode:
    'Modo de teste: nenhum cartão real é cobrado. Experimente 4242 4242 4242 4242 (aceito), 4000 0000 0000 0002 (recusado), 4000 0000 0000 0069 (vencido) ou 4000 0025 0000 3155 (confirmação do banco).',
  failed: 'Algo deu errado. Tente novamente.',
  errors: {
    CARD_NUMBER_INVALID: 'Confira o número do cartão.',
    EXPIRY_INVALID: 'Informe a validade como MM/AA.',
    CVC_INVALID: 'Informe os 3 ou 4 dígitos do verso do cartão.',
    CARD_DECLINED: 'Seu banco recusou este cartão. Tente outro cartão ou fale com seu banco.',
    CARD_EXPIRED: 'Este cartão está vencido. Use um cartão válido.',
    TOKEN_INVALID: 'Algo deu errado com este cartão. Digite os dados novamente.',
    AUTHENTICATION_REQUIRED: 'Seu banco ainda não confirmou o cartão. Conclua a confirmação e tente de novo.',
    NOTHING_TO_CONFIRM: 'Não há mais nada a confirmar para este cartão.',
    FIELD_NOT_ACCEPTED: 'Algo deu errado com este cartão. Digite os dados novamente.',
    PROVIDER_UNAVAILABLE:
      'Não conseguimos falar com nossa provedora de pagamentos. Nada foi cobrado nem salvo; tente novamente.',
  },
};
