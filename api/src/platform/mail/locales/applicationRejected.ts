// The courteous mail to an applicant whose application an organisation's admins rejected (modules/applications,
// docs/product/organisations.md#applicants), in the applicant's language. `_INTEREST` and `_ATTENDANCE`
// (i18next context) are the variants for a volunteer opportunity and an event. Joined into en.ts, es.ts
// and pt.ts under `applicationRejected`.
export const applicationRejected = {
  en: {
    subject: 'Your application to {{listing}}',
    subject_INTEREST: 'Your interest in {{listing}}',
    subject_ATTENDANCE: 'Your place at {{listing}}',
    intro:
      'Thank you for applying to “{{listing}}” at {{org}} and for the time you gave it. After careful consideration, {{org}} has decided not to move forward with your application this time.',
    intro_INTEREST:
      'Thank you for offering your time to “{{listing}}” at {{org}}. {{org}} will not be able to take up your offer this time.',
    intro_ATTENDANCE:
      'Thank you for your interest in “{{listing}}” by {{org}}. {{org}} is not able to confirm your place this time.',
    action: 'See your applications',
    outro:
      'We know this is not the news you hoped for. New opportunities are published every day on OpenGood: we wish you every success in your search.',
  },
  es: {
    subject: 'Tu candidatura a {{listing}}',
    subject_INTEREST: 'Tu interés en {{listing}}',
    subject_ATTENDANCE: 'Tu plaza en {{listing}}',
    intro:
      'Gracias por postularte a «{{listing}}» en {{org}} y por el tiempo que le dedicaste. Tras considerarlo con atención, {{org}} ha decidido no seguir adelante con tu candidatura en esta ocasión.',
    intro_INTEREST:
      'Gracias por ofrecer tu tiempo a «{{listing}}» en {{org}}. {{org}} no podrá aceptar tu ofrecimiento en esta ocasión.',
    intro_ATTENDANCE:
      'Gracias por tu interés en «{{listing}}» de {{org}}. {{org}} no puede confirmar tu plaza en esta ocasión.',
    action: 'Ver tus candidaturas',
    outro:
      'Sabemos que no es la noticia que esperabas. Cada día se publican nuevas oportunidades en OpenGood: te deseamos mucho éxito en tu búsqueda.',
  },
  pt: {
    subject: 'Sua candidatura para {{listing}}',
    subject_INTEREST: 'Seu interesse em {{listing}}',
    subject_ATTENDANCE: 'Sua vaga em {{listing}}',
    intro:
      'Obrigado por se candidatar a “{{listing}}” na {{org}} e pelo tempo que dedicou a isso. Depois de uma análise cuidadosa, a {{org}} decidiu não seguir com a sua candidatura desta vez.',
    intro_INTEREST:
      'Obrigado por oferecer o seu tempo a “{{listing}}” na {{org}}. A {{org}} não poderá aceitar a sua oferta desta vez.',
    intro_ATTENDANCE:
      'Obrigado pelo seu interesse em “{{listing}}” da {{org}}. A {{org}} não pode confirmar a sua vaga desta vez.',
    action: 'Ver suas candidaturas',
    outro:
      'Sabemos que não é a notícia que você esperava. Novas oportunidades são publicadas todos os dias no OpenGood: desejamos muito sucesso na sua busca.',
  },
};
