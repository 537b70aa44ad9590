import type { TmpRestoreStrings } from './en';

export const pt: TmpRestoreStrings = {
  title: 'Concluir o que você começou?',
  lead: 'Antes de você entrar, este navegador guardou o seguinte para você. Nada é feito até você confirmar.',
  listLabel: 'O que será feito',
  confirm: 'Sim, fazer',
  cancel: 'Não, obrigado',
  listingTypes: { JOB: 'vaga', INTERNSHIP: 'estágio', VOLOP: 'voluntariado', EVENT: 'evento' },
  records: {
    SAVE_SEARCH: 'Salvar a busca “{{name}}”',
    SAVE_LISTING: 'Salvar o anúncio de {{type}} nº {{id}} nos seus anúncios salvos',
    LISTING_APPLICATION_VALUES:
      'Preencher a sua candidatura ao anúncio de {{type}} nº {{id}} com o que você escreveu',
    CMS_SUBSCRIBE: 'Inscrever você na newsletter que você escolheu',
    SUBSCRIBE_SUBSITE: 'Inscrever você nas novidades que você escolheu (nº {{id}})',
    SURVEY_REPORT_DATA: 'Recuperar as respostas da pesquisa salarial que você preencheu',
    SIGNUP_BLOCK_REDIRECT: 'Depois, levar você para {{path}}',
  },
};
