export interface ContentRow {
  path: string;
  locale: 'en' | 'es' | 'pt';
  type: 'CMS_PAGE';
  title: string;
  layout: 'FULL_WIDTH';
  body: unknown[];
  translations: { locale: string; url: string }[];
}

const ABOUT_PATHS = { en: '/en/about', es: '/es/acerca-de', pt: '/pt/sobre' } as const;

const ABOUT = {
  en: {
    title: 'About OpenGood',
    intro:
      'OpenGood connects people who want to do good with nonprofits, social enterprises and public agencies that need them.',
    steps: ['Search', 'Save', 'Apply'],
  },
  es: {
    title: 'Acerca de OpenGood',
    intro:
      'OpenGood conecta a las personas que quieren hacer el bien con organizaciones sociales, empresas sociales y organismos públicos que las necesitan.',
    steps: ['Busca', 'Guarda', 'Postula'],
  },
  pt: {
    title: 'Sobre a OpenGood',
    intro:
      'A OpenGood conecta pessoas que querem fazer o bem a organizações sociais, negócios de impacto e órgãos públicos que precisam delas.',
    steps: ['Busque', 'Salve', 'Candidate-se'],
  },
} as const;

const SEARCH_SEGMENT = { en: 'jobs', es: 'empleos', pt: 'vagas' } as const;

/** The three localised About pages, each listing the other two as translations. */
export function contentPages(): ContentRow[] {
  return (['en', 'es', 'pt'] as const).map((locale) => {
    const text = ABOUT[locale];
    return {
      path: ABOUT_PATHS[locale],
      locale,
      type: 'CMS_PAGE',
      title: text.title,
      layout: 'FULL_WIDTH',
      body: [
        { type: 'SPLIT_CONTENT', appearance: 'OVERLAPPING', title: text.title, body: text.intro },
        {
          type: 'THREE_STEP_CTA',
          imageSize: 'SMALL',
          stepOneTitle: text.steps[0],
          stepTwoTitle: text.steps[1],
          stepThreeTitle: text.steps[2],
          stepOneUrl: `/${locale}/${SEARCH_SEGMENT[locale]}`,
          stepTwoUrl: '/dashboard/saved-searches',
          stepThreeUrl: `/${locale}/${SEARCH_SEGMENT[locale]}`,
        },
        { type: 'RECOMMENDED_JOBS' },
      ],
      translations: (['en', 'es', 'pt'] as const)
        .filter((l) => l !== locale)
        .map((l) => ({ locale: l, url: ABOUT_PATHS[l] })),
    };
  });
}
