// The mail telling an organisation's admins whom to consider for a job or internship that just went live
// (modules/recommendations; docs/product/organisations.md#recommended-candidates): the candidates, each
// with why they match and links to rate them. Plural `_one` / `_other` by the number of candidates.
// Joined into en.ts, es.ts and pt.ts under `recommendedCandidates`.
export const recommendedCandidates = {
  en: {
    subject: '{{count}} candidates to consider for {{listing}}',
    subject_one: 'A candidate to consider for {{listing}}',
    subject_other: '{{count}} candidates to consider for {{listing}}',
    intro:
      '“{{listing}}” is live. These people chose to be found by organisations on OpenGood and match it. Tell us who is a good fit: we will suggest fewer candidates like those who are not.',
    action: 'See all recommended candidates',
    outro:
      'Only people who opted in to be contacted by recruiters are ever suggested. You get this email because you administer the organisation and receive its application notices.',
  },
  es: {
    subject: '{{count}} candidatos recomendados para {{listing}}',
    subject_one: 'Un candidato recomendado para {{listing}}',
    subject_other: '{{count}} candidatos recomendados para {{listing}}',
    intro:
      '«{{listing}}» ya está publicada. Estas personas decidieron que las organizaciones puedan encontrarlas en OpenGood y encajan con ella. Dinos quién encaja: te sugeriremos menos candidatos como los que no.',
    action: 'Ver todos los candidatos recomendados',
    outro:
      'Solo sugerimos a personas que aceptaron ser contactadas por reclutadores. Recibes este correo porque administras la organización y recibes sus avisos de postulaciones.',
  },
  pt: {
    subject: '{{count}} candidatos indicados para {{listing}}',
    subject_one: 'Um candidato indicado para {{listing}}',
    subject_other: '{{count}} candidatos indicados para {{listing}}',
    intro:
      '“{{listing}}” já está no ar. Estas pessoas escolheram ser encontradas por organizações no OpenGood e combinam com a vaga. Diga-nos quem combina: sugeriremos menos candidatos como os que não combinam.',
    action: 'Ver todos os candidatos recomendados',
    outro:
      'Só sugerimos pessoas que aceitaram ser contatadas por recrutadores. Você recebe este e-mail porque administra a organização e recebe os avisos de candidaturas dela.',
  },
};
