// The words of posting and hiring on the listing pages (issue 18): the admins' preview, a closed or
// expired listing, benefits, how to apply off the site, and the countries a remote listing is open to.
// Joined into the area's namespace under `hiring` (i18n/en.ts, es.ts, pt.ts).

const en = {
  preview: {
    title: 'Preview: {{title}}',
    label: 'Preview',
    banner: 'Preview — this is how your listing will look.',
    state: 'State: {{state}}',
    states: {
      DRAFT: 'Draft',
      AWAITING_PAYMENT: 'Waiting for payment',
      PUBLISHED: 'Published',
      CLOSED: 'Closed',
      EXPIRED: 'Expired',
    },
    edit: 'Edit this listing',
    listings: 'All your listings',
    applyNote:
      'Once the listing is published, people apply here. Nothing can be sent or saved from a preview.',
    joinNote:
      'Once the listing is published, people answer here in one click. Nothing can be sent or saved from a preview.',
    externalNote: 'In the published listing this opens: {{target}}',
  },
  closed: {
    heading: 'This listing is closed',
    since: 'This listing closed on {{date}} and no longer takes applications.',
  },
  benefits: {
    heading: 'Benefits',
    values: {
      HEALTH_INSURANCE: 'Health insurance',
      DENTAL_VISION: 'Dental and vision',
      RETIREMENT_PLAN: 'Retirement plan',
      PAID_TIME_OFF: 'Paid time off',
      PARENTAL_LEAVE: 'Parental leave',
      FLEXIBLE_HOURS: 'Flexible hours',
      REMOTE_WORK_ALLOWANCE: 'Remote work allowance',
      PROFESSIONAL_DEVELOPMENT: 'Professional development',
      TUITION_ASSISTANCE: 'Tuition assistance',
      LOAN_FORGIVENESS_ELIGIBLE: 'Eligible for student loan forgiveness',
      TRANSIT_BENEFITS: 'Transit benefits',
      WELLNESS_PROGRAM: 'Wellness program',
    },
  },
  apply: {
    url: 'Apply on the organization’s site',
    urlText: '{{org}} takes applications on its own site.',
    email: 'Apply by email',
    emailText: 'Send your application to {{org}} by email, at {{email}}.',
    newTab: '(opens in a new tab)',
  },
  remoteOpenTo: 'Remote — open to people in {{countries}}',
};

const es: typeof en = {
  preview: {
    title: 'Vista previa: {{title}}',
    label: 'Vista previa',
    banner: 'Vista previa: así se verá tu publicación.',
    state: 'Estado: {{state}}',
    states: {
      DRAFT: 'Borrador',
      AWAITING_PAYMENT: 'Pendiente de pago',
      PUBLISHED: 'Publicada',
      CLOSED: 'Cerrada',
      EXPIRED: 'Vencida',
    },
    edit: 'Editar esta publicación',
    listings: 'Todas tus publicaciones',
    applyNote:
      'Cuando la publicación esté activa, la gente se postulará aquí. Desde una vista previa no se envía ni se guarda nada.',
    joinNote:
      'Cuando la publicación esté activa, la gente responderá aquí con un clic. Desde una vista previa no se envía ni se guarda nada.',
    externalNote: 'En la publicación activa, esto abre: {{target}}',
  },
  closed: {
    heading: 'Esta publicación está cerrada',
    since: 'Esta publicación cerró el {{date}} y ya no recibe postulaciones.',
  },
  benefits: {
    heading: 'Beneficios',
    values: {
      HEALTH_INSURANCE: 'Seguro médico',
      DENTAL_VISION: 'Cobertura dental y de la vista',
      RETIREMENT_PLAN: 'Plan de jubilación',
      PAID_TIME_OFF: 'Vacaciones pagadas',
      PARENTAL_LEAVE: 'Licencia parental',
      FLEXIBLE_HOURS: 'Horario flexible',
      REMOTE_WORK_ALLOWANCE: 'Apoyo para trabajo remoto',
      PROFESSIONAL_DEVELOPMENT: 'Desarrollo profesional',
      TUITION_ASSISTANCE: 'Ayuda para estudios',
      LOAN_FORGIVENESS_ELIGIBLE: 'Apto para condonación de préstamos estudiantiles',
      TRANSIT_BENEFITS: 'Ayuda para transporte',
      WELLNESS_PROGRAM: 'Programa de bienestar',
    },
  },
  apply: {
    url: 'Postúlate en el sitio de la organización',
    urlText: '{{org}} recibe postulaciones en su propio sitio.',
    email: 'Postúlate por correo',
    emailText: 'Envía tu postulación a {{org}} por correo electrónico, a {{email}}.',
    newTab: '(se abre en una pestaña nueva)',
  },
  remoteOpenTo: 'Remoto: abierto a personas en {{countries}}',
};

const pt: typeof en = {
  preview: {
    title: 'Pré-visualização: {{title}}',
    label: 'Pré-visualização',
    banner: 'Pré-visualização: é assim que seu anúncio vai aparecer.',
    state: 'Situação: {{state}}',
    states: {
      DRAFT: 'Rascunho',
      AWAITING_PAYMENT: 'Aguardando pagamento',
      PUBLISHED: 'Publicado',
      CLOSED: 'Encerrado',
      EXPIRED: 'Expirado',
    },
    edit: 'Editar este anúncio',
    listings: 'Todos os seus anúncios',
    applyNote:
      'Quando o anúncio for publicado, as pessoas se candidatam aqui. Nada é enviado nem salvo a partir de uma pré-visualização.',
    joinNote:
      'Quando o anúncio for publicado, as pessoas respondem aqui com um clique. Nada é enviado nem salvo a partir de uma pré-visualização.',
    externalNote: 'No anúncio publicado, isto abre: {{target}}',
  },
  closed: {
    heading: 'Este anúncio está encerrado',
    since: 'Este anúncio foi encerrado em {{date}} e não recebe mais candidaturas.',
  },
  benefits: {
    heading: 'Benefícios',
    values: {
      HEALTH_INSURANCE: 'Plano de saúde',
      DENTAL_VISION: 'Plano odontológico e oftalmológico',
      RETIREMENT_PLAN: 'Previdência privada',
      PAID_TIME_OFF: 'Folgas remuneradas',
      PARENTAL_LEAVE: 'Licença parental',
      FLEXIBLE_HOURS: 'Horário flexível',
      REMOTE_WORK_ALLOWANCE: 'Auxílio home office',
      PROFESSIONAL_DEVELOPMENT: 'Desenvolvimento profissional',
      TUITION_ASSISTANCE: 'Auxílio-educação',
      LOAN_FORGIVENESS_ELIGIBLE: 'Elegível para perdão de empréstimo estudantil',
      TRANSIT_BENEFITS: 'Vale-transporte',
      WELLNESS_PROGRAM: 'Programa de bem-estar',
    },
  },
  apply: {
    url: 'Candidate-se no site da organização',
    urlText: '{{org}} recebe candidaturas no próprio site.',
    email: 'Candidate-se por e-mail',
    emailText: 'Envie sua candidatura para {{org}} por e-mail, em {{email}}.',
    newTab: '(abre em uma nova aba)',
  },
  remoteOpenTo: 'Remoto: aberto a pessoas em {{countries}}',
};

export const hiringStrings = { en, es, pt };
