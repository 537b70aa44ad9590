import type { SalaryStrings } from './en';

export const pt: SalaryStrings = {
  product: 'Explorador de salários do terceiro setor',
  backToExplorer: 'Voltar ao explorador de salários',
  menu: {
    label: 'Páginas do explorador de salários',
    explore: 'Explorar salários',
    faq: 'Perguntas frequentes',
    learnMore: 'Saiba mais',
    survey: 'Pesquisa de remuneração',
  },
  explorer: {
    title: 'Explorador de salários do terceiro setor',
    heading: 'Quanto pagam as vagas no terceiro setor?',
    intro:
      'A remuneração anual no terceiro setor, calculada a partir das faixas salariais que as organizações publicam em seus anúncios de vagas. Escolha um país para ver o salário típico no geral e por função.',
    country: 'País',
    overallHeading: 'Todas as vagas do terceiro setor em {{country}}',
    median: 'Mediana',
    p25: 'Percentil 25',
    p75: 'Percentil 75',
    basis: 'Salários publicados considerados: {{count}}. Valores anuais, em {{currency}}.',
    howComputed: 'Como esses números são calculados?',
    byFunctionHeading: 'Por função',
    function: 'Função',
    count: 'Salários',
    noData: 'Ainda não há salários publicados para {{country}}. Experimente outro país.',
    noFunctions: 'Nenhum desses anúncios indica ainda uma função.',
  },
  functions: {
    ACCOUNTING_FINANCE: 'Contabilidade e finanças',
    ADMINISTRATIVE: 'Administrativo',
    ADVOCACY_POLICY: 'Advocacy e políticas públicas',
    COMMUNICATIONS_MARKETING: 'Comunicação e marketing',
    COMMUNITY_ORGANIZING: 'Mobilização comunitária',
    DATA_EVALUATION: 'Dados e avaliação',
    DEVELOPMENT_FUNDRAISING: 'Captação de recursos',
    EDUCATION_TRAINING: 'Educação e capacitação',
    EXECUTIVE_LEADERSHIP: 'Liderança executiva',
    GRANT_WRITING: 'Elaboração de projetos para editais',
    HUMAN_RESOURCES: 'Recursos humanos',
    IT_TECHNOLOGY: 'TI e tecnologia',
    LEGAL: 'Jurídico',
    OPERATIONS: 'Operações',
    PROGRAM_MANAGEMENT: 'Gestão de programas',
    RESEARCH: 'Pesquisa',
    SOCIAL_WORK_CASE_MANAGEMENT: 'Serviço social e acompanhamento de casos',
    VOLUNTEER_MANAGEMENT: 'Gestão de voluntariado',
  },
  faq: {
    title: 'Perguntas frequentes do explorador de salários',
    heading: 'Perguntas frequentes',
    items: {
      source: {
        question: 'De onde vêm os números?',
        answer:
          'Dos anúncios de vagas publicados neste site que informam um salário. Só contam as vagas publicadas no momento, de organizações com perfil publicado; estágios, oportunidades de voluntariado e eventos não entram.',
      },
      midpoint: {
        question: 'Como uma faixa salarial vira um único número?',
        answer:
          'Cada anúncio conta uma vez, pelo ponto médio da faixa: a metade do caminho entre o mínimo e o máximo. Um anúncio que informa só o mínimo conta por esse mínimo.',
      },
      yearly: {
        question: 'Por que todos os valores são anuais?',
        answer:
          'Para que salários informados por hora, dia, semana ou mês possam ser comparados. Os valores são convertidos para um ano em tempo integral: 2.080 horas, 260 dias, 52 semanas ou 12 meses.',
      },
      currency: {
        question: 'Em que moeda os valores aparecem?',
        answer:
          'Na moeda usada pela maioria dos anúncios do país. Salários publicados em outras moedas ficam de fora em vez de serem convertidos, para que o câmbio não distorça os números.',
      },
      quartiles: {
        question: 'O que significam a mediana e os percentis?',
        answer:
          'Metade dos salários fica abaixo da mediana e metade acima. Um quarto fica abaixo do percentil 25 e um quarto acima do percentil 75, então a metade central dos salários está entre esses dois valores.',
      },
      functions: {
        question: 'Como as funções são contadas?',
        answer:
          'Um anúncio pode indicar várias funções, como gestão de programas e operações. Ele conta em cada uma delas, por isso as linhas por função somam mais do que o total do país.',
      },
      remote: {
        question: 'Onde contam as vagas remotas?',
        answer:
          'Uma vaga remota não tem um local próprio, então conta no país da organização que a publicou.',
      },
      updates: {
        question: 'Os números são atualizados?',
        answer:
          'Eles são calculados com os anúncios publicados no momento em que você abre o explorador, então mudam conforme as organizações publicam e encerram vagas.',
      },
    },
  },
  learnMore: {
    title: 'Sobre o explorador de salários',
    heading: 'Sobre o explorador de salários do terceiro setor',
    sections: {
      what: {
        heading: 'O que é',
        text: 'Uma ferramenta gratuita que mostra quanto pagam as vagas no terceiro setor, por país e por função. Ela se baseia nas faixas salariais que as organizações publicam nos anúncios, então reflete vagas reais, e não estimativas declaradas.',
      },
      who: {
        heading: 'Para quem é',
        text: 'Para quem está avaliando uma proposta de trabalho ou quer entrar no setor, e para organizações que querem definir um salário justo e competitivo para uma nova função.',
      },
      limits: {
        heading: 'O que levar em conta',
        text: 'Os números descrevem o salário anunciado, não o que as pessoas recebem no fim, e um país ou função com poucos anúncios dá apenas uma ideia aproximada. Benefícios, experiência e o custo de vida do local também contam.',
      },
    },
    explore: 'Explorar salários',
    faq: 'Ver como os números são calculados',
    survey: 'Responder à pesquisa de remuneração',
  },
  survey: {
    title: 'Pesquisa de remuneração do terceiro setor',
    heading: 'Pesquisa de remuneração do terceiro setor',
    intro:
      'Conte para nós quanto você ganha no seu trabalho no terceiro setor. Suas respostas ajudam todo o setor a entender o que é um salário justo, além do que os anúncios mostram.',
    points: {
      anonymous: 'Suas respostas nunca aparecem junto com o seu nome ou o da sua organização.',
      short:
        'Leva cerca de cinco minutos: sua função, o porte e a área da sua organização, e seu salário e benefícios.',
      share: 'Os resultados são compartilhados com a comunidade no explorador de salários.',
    },
    signInPrompt:
      'Entre ou crie uma conta gratuita para responder à pesquisa, assim cada pessoa responde uma única vez.',
    signIn: 'Entre para responder',
    signUp: 'Criar uma conta',
  },
};
