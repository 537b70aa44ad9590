import type { en } from './en';

export const es: typeof en = {
  number: 'Número de tarjeta',
  expiry: 'Fecha de vencimiento',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  cardField: 'Datos de la tarjeta',
  loading: 'Cargando el formulario seguro de la tarjeta…',
  secure:
    'Los datos de tu tarjeta van directamente a Stripe, nuestro proveedor de pagos. OpenGood nunca ve ni guarda el número ni el código de seguridad.',
  testMode:
    'Modo de prueba: no se cobra a ninguna tarjeta real. Prueba 4242 4242 4242 4242 (aceptada), 4000 0000 0000 0002 (rechazada), 4000 0000 0000 0069 (vencida) o 4000 0025 0000 3155 (confirmación del banco).',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
  errors: {
    CARD_NUMBER_INVALID: 'Revisa el número de la tarjeta.',
    EXPIRY_INVALID: 'Escribe la fecha de vencimiento como MM/AA.',
    CVC_INVALID: 'Escribe los 3 o 4 dígitos del reverso de la tarjeta.',
    CARD_DECLINED: 'Tu banco rechazó esta tarjeta. Prueba con otra o contacta con tu banco.',
    CARD_EXPIRED: 'Esta tarjeta está vencida. Usa una tarjeta vigente.',
    TOKEN_INVALID: 'Algo salió mal con esta tarjeta. Vuelve a escribirla.',
    AUTHENTICATION_REQUIRED:
      'Tu banco aún no ha confirmado la tarjeta. Completa la confirmación e inténtalo de nuevo.',
    NOTHING_TO_CONFIRM: 'No queda nada por confirmar para esta tarjeta.',
    FIELD_NOT_ACCEPTED: 'Algo salió mal con esta tarjeta. Vuelve a escribirla.',
    PROVIDER_UNAVAILABLE:
      'No pudimos conectar con nuestro proveedor de pagos. No se cobró ni se guardó nada; inténtalo de nuevo.',
  },
};
