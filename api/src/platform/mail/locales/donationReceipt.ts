// The receipt mail of a donation (modules/donations, docs/product/billing.md#donations), in the donor's
// language; the PDF receipt is attached. Joined into en.ts, es.ts and pt.ts under `donationReceipt`.
export const donationReceipt = {
  en: {
    subject: 'Thank you for your gift: receipt {{number}}',
    intro:
      'Thank you for your gift of {{amount}} to OpenGood on {{date}}. Your receipt {{number}} is attached and stays available online. No goods or services were given in exchange for this gift.',
    action: 'See your receipt',
    outro:
      'Keep this receipt for your records. If you did not make this gift, reply to this email and we will look into it.',
  },
  es: {
    subject: 'Gracias por tu donación: recibo {{number}}',
    intro:
      'Gracias por tu donación de {{amount}} a OpenGood el {{date}}. Adjuntamos tu recibo {{number}}, que también puedes consultar en línea. No se entregaron bienes ni servicios a cambio de esta donación.',
    action: 'Ver tu recibo',
    outro:
      'Guarda este recibo para tus registros. Si no hiciste esta donación, responde a este correo y lo revisaremos.',
  },
  pt: {
    subject: 'Obrigado pela sua doação: recibo {{number}}',
    intro:
      'Obrigado pela sua doação de {{amount}} à OpenGood em {{date}}. O seu recibo {{number}} segue em anexo e continua disponível online. Nenhum bem ou serviço foi dado em troca desta doação.',
    action: 'Ver o seu recibo',
    outro:
      'Guarde este recibo para os seus registros. Se você não fez esta doação, responda a este e-mail e nós verificaremos.',
  },
};
