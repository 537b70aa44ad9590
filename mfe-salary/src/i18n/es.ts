import type { SalaryStrings } from './en';

export const es: SalaryStrings = {
  product: 'Explorador de salarios del sector social',
  backToExplorer: 'Volver al explorador de salarios',
  menu: {
    label: 'Páginas del explorador de salarios',
    explore: 'Explorar salarios',
    faq: 'Preguntas frecuentes',
    learnMore: 'Más información',
    survey: 'Encuesta de remuneración',
  },
  explorer: {
    title: 'Explorador de salarios del sector social',
    heading: '¿Cuánto pagan los empleos en organizaciones sin fines de lucro?',
    intro:
      'La remuneración anual en el sector social, calculada a partir de los rangos salariales que las organizaciones publican en sus ofertas de empleo. Elige un país para ver el salario típico en general y por función.',
    country: 'País',
    overallHeading: 'Todos los empleos del sector social en {{country}}',
    median: 'Mediana',
    p25: 'Percentil 25',
    p75: 'Percentil 75',
    basis: 'Salarios publicados considerados: {{count}}. Montos anuales, en {{currency}}.',
    howComputed: '¿Cómo se calculan estas cifras?',
    byFunctionHeading: 'Por función',
    function: 'Función',
    count: 'Salarios',
    noData: 'Todavía no hay salarios publicados para {{country}}. Prueba con otro país.',
    noFunctions: 'Ninguna de estas ofertas indica todavía una función.',
  },
  functions: {
    ACCOUNTING_FINANCE: 'Contabilidad y finanzas',
    ADMINISTRATIVE: 'Administración',
    ADVOCACY_POLICY: 'Incidencia y políticas públicas',
    COMMUNICATIONS_MARKETING: 'Comunicación y marketing',
    COMMUNITY_ORGANIZING: 'Organización comunitaria',
    DATA_EVALUATION: 'Datos y evaluación',
    DEVELOPMENT_FUNDRAISING: 'Desarrollo y recaudación de fondos',
    EDUCATION_TRAINING: 'Educación y formación',
    EXECUTIVE_LEADERSHIP: 'Dirección ejecutiva',
    GRANT_WRITING: 'Redacción de propuestas de financiamiento',
    HUMAN_RESOURCES: 'Recursos humanos',
    IT_TECHNOLOGY: 'Informática y tecnología',
    LEGAL: 'Legal',
    OPERATIONS: 'Operaciones',
    PROGRAM_MANAGEMENT: 'Gestión de programas',
    RESEARCH: 'Investigación',
    SOCIAL_WORK_CASE_MANAGEMENT: 'Trabajo social y gestión de casos',
    VOLUNTEER_MANAGEMENT: 'Gestión de voluntariado',
  },
  faq: {
    title: 'Preguntas frecuentes del explorador de salarios',
    heading: 'Preguntas frecuentes',
    items: {
      source: {
        question: '¿De dónde salen las cifras?',
        answer:
          'De las ofertas de empleo publicadas en este sitio que incluyen un salario. Solo se cuentan los empleos publicados actualmente, de organizaciones con perfil publicado; las pasantías, las oportunidades de voluntariado y los eventos no se cuentan.',
      },
      midpoint: {
        question: '¿Cómo se convierte un rango salarial en una sola cifra?',
        answer:
          'Cada oferta cuenta una vez, en el punto medio de su rango: a mitad de camino entre el mínimo y el máximo. Si una oferta solo indica un mínimo, cuenta con ese mínimo.',
      },
      yearly: {
        question: '¿Por qué todos los montos son anuales?',
        answer:
          'Para poder comparar salarios expresados por hora, día, semana o mes. Los montos se convierten a un año a tiempo completo: 2.080 horas, 260 días, 52 semanas o 12 meses.',
      },
      currency: {
        question: '¿En qué moneda se muestran?',
        answer:
          'En la moneda que usan la mayoría de las ofertas del país. Los salarios publicados en otras monedas se excluyen en lugar de convertirse, para que los tipos de cambio no distorsionen las cifras.',
      },
      quartiles: {
        question: '¿Qué significan la mediana y los percentiles?',
        answer:
          'La mitad de los salarios está por debajo de la mediana y la otra mitad por encima. Una cuarta parte está por debajo del percentil 25 y otra cuarta parte por encima del percentil 75, así que la mitad central de los salarios está entre esos dos montos.',
      },
      functions: {
        question: '¿Cómo se cuentan las funciones?',
        answer:
          'Una oferta puede indicar varias funciones, como gestión de programas y operaciones. En ese caso cuenta en cada una, por lo que las filas por función suman más que el total del país.',
      },
      remote: {
        question: '¿Dónde cuentan los empleos remotos?',
        answer:
          'Un empleo remoto no tiene un lugar propio, así que cuenta en el país de la organización que lo publicó.',
      },
      updates: {
        question: '¿Qué tan actuales son las cifras?',
        answer:
          'Se calculan con las ofertas publicadas en el momento en que abres el explorador, por lo que cambian a medida que las organizaciones publican y cierran empleos.',
      },
    },
  },
  learnMore: {
    title: 'Sobre el explorador de salarios',
    heading: 'Sobre el explorador de salarios del sector social',
    sections: {
      what: {
        heading: 'Qué es',
        text: 'Una herramienta gratuita que muestra cuánto pagan los empleos en organizaciones sin fines de lucro, por país y por función. Se basa en los rangos salariales que las organizaciones publican en sus ofertas, así que refleja vacantes reales y no estimaciones declaradas.',
      },
      who: {
        heading: 'Para quién es',
        text: 'Para quienes evalúan una oferta de trabajo o quieren entrar al sector, y para las organizaciones que buscan fijar un salario justo y competitivo para un nuevo puesto.',
      },
      limits: {
        heading: 'Qué tener en cuenta',
        text: 'Las cifras describen el salario anunciado, no lo que finalmente cobran las personas, y un país o una función con pocas ofertas da solo una idea aproximada. Los beneficios, la experiencia y el costo de vida del lugar también importan.',
      },
    },
    explore: 'Explorar salarios',
    faq: 'Ver cómo se calculan las cifras',
    survey: 'Responder la encuesta de remuneración',
  },
  survey: {
    title: 'Encuesta de remuneración del sector social',
    heading: 'Encuesta de remuneración del sector social',
    intro:
      'Cuéntanos cuánto ganas en tu trabajo en una organización sin fines de lucro. Tus respuestas ayudan a todo el sector a entender qué es un salario justo, más allá de lo que muestran las ofertas.',
    points: {
      anonymous: 'Tus respuestas nunca se muestran junto a tu nombre ni al de tu organización.',
      short:
        'Toma unos cinco minutos: tu puesto, el tamaño y el ámbito de tu organización, y tu salario y beneficios.',
      share: 'Los resultados se comparten con la comunidad en el explorador de salarios.',
    },
    signInPrompt:
      'Inicia sesión o crea una cuenta gratuita para responder la encuesta, así cada persona responde una sola vez.',
    signIn: 'Inicia sesión para responder',
    signUp: 'Crear una cuenta',
  },
};
