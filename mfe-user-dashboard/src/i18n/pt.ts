import { pt as unsubscribeStrings } from '../features/unsubscribe/i18n/pt';
import { paymentsStrings } from '../features/payments/strings';
import type { UserDashboardStrings } from './en';

export const pt: UserDashboardStrings = {
  backToDashboard: 'Meu painel',
  home: {
    title: 'Meu painel',
    heading: 'Meu painel',
    intro:
      'Seus anúncios salvos, seu perfil para se candidatar, suas candidaturas e suas preferências de e-mail, tudo em um só lugar.',
    greeting: 'Que bom ver você de novo, {{name}}.',
    signedOut:
      'Você não está conectado. Entre para ver seu painel ou cadastre-se gratuitamente para começar a salvar anúncios e se candidatar.',
  },
  sections: {
    'saved-items': {
      title: 'Itens salvos',
      description:
        'As vagas, estágios, oportunidades de voluntariado e eventos que você salvou, e suas buscas salvas com os alertas por e-mail.',
    },
    profile: {
      title: 'Perfil',
      description:
        'O perfil com que você se candidata: seu currículo, suas habilidades, onde e como quer trabalhar e se recrutadores podem contatar você.',
    },
    'account-settings': {
      title: 'Configurações da conta',
      description: 'Seu nome, e-mail, senha e idioma, seus dados e a opção de encerrar sua conta.',
    },
    'notification-preferences': {
      title: 'Preferências de notificação',
      description:
        'Escolha quais e-mails você recebe, leia e dispense suas notificações e decida se seu perfil é público.',
    },
    'application-history': {
      title: 'Histórico de candidaturas',
      description:
        'Cada candidatura, interesse e presença que você enviou pelo site, da mais recente para a mais antiga.',
    },
    'professional-experience': {
      title: 'Experiência profissional',
      description:
        'Seu histórico profissional, pronto para compartilhar com as organizações às quais você se candidata.',
    },
    'payment-methods': {
      title: 'Formas de pagamento',
      description: 'Os cartões que você usa para pagar doações e outras compras no site.',
    },
  },
  nav: { label: 'Seções do painel', phoneLabel: 'Ir para a seção' },
  common: {
    save: 'Salvar',
    cancel: 'Cancelar',
    saving: 'Salvando…',
    failed: 'Algo deu errado. Tente novamente.',
  },
  types: {
    JOB: 'Vagas',
    INTERNSHIP: 'Estágios',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizações',
  },
  signIn: {
    section: 'Entre para ver a seção “{{section}}”. Ainda não tem conta? Cadastre-se gratuitamente.',
    logIn: 'Entrar',
    signUp: 'Cadastre-se',
  },
  savedItems: {
    tabsLabel: 'Tipos de itens salvos',
    tabs: {
      jobs: 'Vagas',
      internships: 'Estágios',
      volunteering: 'Voluntariado',
      events: 'Eventos',
      searches: 'Buscas salvas',
    },
    count_one: '{{count}} salvo',
    count_other: '{{count}} salvos',
    removed: 'Você removeu “{{title}}” dos seus itens salvos.',
    removedStatus_one: 'Um anúncio foi removido dos seus itens salvos.',
    removedStatus_other: '{{count}} anúncios foram removidos dos seus itens salvos.',
    undo: 'Desfazer',
    unpublished: 'Não está mais publicado',
    empty: {
      jobs: 'Você ainda não salvou nenhuma vaga. Toque no coração de uma vaga para guardá-la aqui.',
      internships:
        'Você ainda não salvou nenhum estágio. Toque no coração de um estágio para guardá-lo aqui.',
      volunteering:
        'Você ainda não salvou nenhuma oportunidade de voluntariado. Toque no coração de uma para guardá-la aqui.',
      events: 'Você ainda não salvou nenhum evento. Toque no coração de um evento para guardá-lo aqui.',
      searches:
        'Você não tem buscas salvas. Salve uma busca na página de resultados para receber novidades por e-mail.',
    },
    searches: {
      open: 'Abrir busca',
      alert: 'Receber novos resultados por e-mail',
      rename: 'Renomear',
      delete: 'Excluir',
      nameLabel: 'Nome',
      nameRequired: 'Dê um nome à busca.',
      nameTooLong: 'Use no máximo {{max}} caracteres.',
      confirmDelete: 'Excluir esta busca salva?',
      deleteYes: 'Excluir busca',
      failed: 'Não foi possível salvar a alteração. Tente novamente.',
      remote: 'Remoto',
      status: {
        EDITING: 'Seu alerta está configurado.',
        SAVED: 'Busca salva atualizada.',
        UNSAVED: 'Busca salva excluída.',
      },
    },
  },
  profile: {
    details: 'Sobre você',
    save: 'Salvar perfil',
    saved: 'Perfil salvo.',
    fieldRefused: 'Não foi salvo: {{message}}',
    location: 'Onde você mora',
    resume: {
      heading: 'Currículo',
      none: 'Você ainda não enviou um currículo.',
      meta: '({{size}}, enviado em {{date}})',
      upload: 'Enviar um currículo',
      replace: 'Substituir seu currículo',
      hint: 'PDF ou Word (.docx), até 5 MB.',
      remove: 'Remover currículo',
      saved: 'Currículo atualizado.',
      errors: {
        FILE_TOO_LARGE: 'O arquivo é grande demais. Envie um arquivo de até 5 MB.',
        FILE_TYPE_NOT_ALLOWED: 'Envie um arquivo PDF ou Word (.docx).',
        NETWORK: 'Não foi possível enviar o arquivo. Verifique sua conexão e tente novamente.',
      },
    },
    recruitable: {
      legend: 'Recrutadores podem entrar em contato?',
      hint: 'Organizações que estão contratando podem encontrar seu perfil e seu currículo.',
      yes: 'Sim, aceito ser contatado',
      no: 'Não, não me incluam nas buscas de recrutadores',
    },
    skills: {
      label: 'Habilidades',
      hint: 'Digite uma habilidade e pressione Enter ou Adicionar.',
      add: 'Adicionar',
      list: 'Suas habilidades',
      remove: 'Remover {{skill}}',
      tooLong: 'Use no máximo {{max}} caracteres por habilidade.',
      tooMany: 'Você pode informar até {{max}} habilidades.',
    },
    willing: {
      legend: 'Como você quer trabalhar',
      willingToWorkOnsite: 'Presencial',
      willingToWorkRemote: 'Remoto',
      willingToWorkHybrid: 'Híbrido',
      willingToWorkPartTime: 'Meio período',
    },
  },
  experience: {
    heading: 'Histórico profissional',
    empty: 'Nenhum emprego ainda. Adicione os cargos que você quer que as organizações vejam.',
    add: 'Adicionar um emprego',
    edit: 'Editar',
    delete: 'Excluir',
    editJob: 'Editar {{title}}',
    deleteJob: 'Excluir {{title}}',
    confirmDelete: 'Excluir este emprego?',
    deleteYes: 'Excluir emprego',
    saved: 'Histórico profissional salvo.',
    present: 'atual',
    monthHint: 'Mês e ano',
    fields: {
      title: 'Cargo',
      organization: 'Organização',
      startMonth: 'Início',
      endMonth: 'Fim',
      current: 'Trabalho aqui atualmente',
      description: 'O que você fazia (opcional)',
    },
    errors: {
      REQUIRED: 'Este campo é obrigatório.',
      TOO_LONG: 'Use no máximo {{max}} caracteres.',
      MONTH: 'Informe mês e ano.',
      END_REQUIRED: 'Informe quando este emprego terminou ou marque “Trabalho aqui atualmente”.',
      END_BEFORE_START: 'O fim não pode ser anterior ao início.',
    },
  },
  publicProfile: {
    heading: 'Perfil público',
    intro:
      'Mostre suas habilidades e sua experiência em uma página só sua. Ela fica privada até você publicá-la.',
    enable: 'Configurar meu perfil público',
    private: 'Só perfis publicados podem ser vistos, e nunca com seu e-mail ou seu currículo.',
    username: 'Nome de usuário',
    usernameHint: 'De 3 a 30 letras minúsculas, números ou hífens. Sua página será /i/nome-de-usuario.',
    publish: 'Publicar meu perfil',
    view: 'Ver meu perfil público',
    saved: 'Perfil público salvo.',
    memberSince: 'Membro desde {{year}}',
    noExperience: 'Ainda não compartilhou o histórico profissional.',
    errors: {
      USERNAME_INVALID:
        'Use de 3 a 30 letras minúsculas, números ou hífens, começando por uma letra ou um número.',
      USERNAME_TAKEN: 'Esse nome de usuário já está em uso. Tente outro.',
      USERNAME_REQUIRED: 'Escolha um nome de usuário para publicar seu perfil.',
      FAILED: 'Não foi possível salvar seu perfil público. Tente novamente.',
    },
  },
  preferences: {
    emailHeading: 'E-mails',
    emailIntro:
      'Cada tipo de e-mail pode ser ativado ou desativado. Os que você pede, como redefinir a senha, sempre chegam.',
    failed: 'Não foi possível alterar “{{kind}}”. Tente novamente.',
    kinds: {
      APPLICATION_CONFIRMATIONS: {
        label: 'Confirmações de candidatura',
        description: 'Um comprovante sempre que você se candidata, demonstra interesse ou confirma presença.',
      },
      APPLICATIONS_RECEIVED: {
        label: 'Novos candidatos',
        description:
          'Para administradores de organizações: alguém se candidatou a um dos seus anúncios. Esta opção vale para todas as suas organizações; o painel de cada organização também tem as suas próprias preferências de notificação.',
      },
      SAVED_SEARCH_ALERTS: {
        label: 'Alertas de buscas salvas',
        description:
          'Novos anúncios que correspondem às suas buscas salvas (cada busca também tem seu próprio botão).',
      },
    },
    notificationsHeading: 'Notificações',
    noNotifications: 'Você está em dia.',
    unread: 'Não lida',
    markRead: 'Marcar como lida',
    dismiss: 'Dispensar',
    dismissNamed: 'Dispensar “{{name}}”',
  },
  notificationKinds: {
    OFFICE_HOURS: 'Participe dos nossos plantões de carreira',
    ORG_ADMIN_ATS_CTA: 'Conecte seu sistema de recrutamento',
    RESUME_WEBINAR: 'Webinar gratuito: currículos que geram entrevistas',
    SURVEY: 'Conte como estamos indo',
    INTERVIEW_WEBINAR: 'Webinar gratuito: arrase na próxima entrevista',
    GRAD_FAIR_TEXT_AND_CALENDAR: 'As feiras para recém-formados estão chegando',
    ADMIN_SURVEY_2024: 'A pesquisa 2024 para administradores de organizações',
    GRAD_FAIRS_BANNER: 'Conheça organizações nas nossas feiras para recém-formados',
    UPLOAD_RESUME: 'Envie seu currículo',
    SALARY_SURVEY_CTA: 'Responda à pesquisa de salários do setor',
  },
  applications: {
    empty:
      'Você ainda não se candidatou a nada. Aqui aparecem os anúncios aos quais você se candidatar, demonstrar interesse ou confirmar presença.',
    count_one: '{{count}} candidatura',
    count_other: '{{count}} candidaturas',
    listing: 'Anúncio',
    kind: 'Tipo',
    date: 'Data',
    status: 'Situação',
    kinds: { APPLICATION: 'Candidatura', INTEREST: 'Interesse', ATTENDANCE: 'Presença' },
    statuses: { SUBMITTED: 'Enviada', REVIEWED: 'Analisada', DECLINED: 'Não selecionada' },
    stages: {
      NEW: 'Enviada',
      REVIEWED: 'Analisada',
      SHORTLISTED: 'Pré-selecionada',
      INTERVIEWING: 'Em entrevistas',
      OFFERED: 'Com proposta',
      HIRED: 'Contratada',
      REJECTED: 'Não selecionada',
    },
  },
  account: {
    currentPassword: 'Senha atual',
    names: { heading: 'Seu nome', firstName: 'Nome', lastName: 'Sobrenome', saved: 'Nome salvo.' },
    email: {
      heading: 'E-mail',
      current: 'Você entra com {{email}}.',
      verified: '(verificado)',
      unverified: '(ainda não verificado)',
      newEmail: 'Novo e-mail',
      hint: 'Enviamos um link para o novo endereço; ele substitui o atual quando você o abre.',
      submit: 'Alterar e-mail',
      sent: 'Verifique sua caixa de entrada: enviamos um link de confirmação para o novo endereço.',
    },
    password: {
      heading: 'Senha',
      newPassword: 'Nova senha',
      hint: 'Pelo menos {{min}} caracteres. Você continua conectado aqui; os outros dispositivos são desconectados.',
      submit: 'Alterar senha',
      saved: 'Senha alterada. Suas outras sessões foram encerradas.',
    },
    language: {
      heading: 'Idioma',
      label: 'Idioma do site e dos nossos e-mails',
      hint: 'O painel muda assim que você escolhe.',
      saved: 'Idioma salvo.',
    },
    data: {
      heading: 'Seus dados',
      text: 'Baixe tudo o que guardamos sobre você: perfil, histórico profissional, dados do currículo, itens e buscas salvos, candidaturas, preferências de e-mail e datas de acesso.',
      download: 'Baixar meus dados (JSON)',
    },
    delete: {
      heading: 'Excluir conta',
      text: 'Excluir sua conta apaga para sempre seu perfil, currículo, itens salvos, buscas e candidaturas.',
      start: 'Excluir minha conta…',
      confirmText: 'Isso não pode ser desfeito. Seus dados são apagados na hora e você é desconectado.',
      understand: 'Entendo que minha conta e meus dados serão apagados para sempre',
      confirm: 'Excluir minha conta',
      passwordHint:
        'Para confirmar que é você. Se você entra pela sua organização, entre de novo primeiro e deixe este campo vazio.',
      done: 'Sua conta foi excluída.',
      reasons: {
        LAST_ADMIN_OF_ORG:
          'Você é o único administrador de uma organização. Adicione outro administrador ou transfira a organização antes de excluir sua conta.',
        UNKNOWN: 'Não é possível excluir sua conta agora. Fale com o suporte para receber ajuda.',
      },
    },
    errors: {
      generic: 'Não foi salvo: {{message}}',
      NAME_REQUIRED: 'Este campo é obrigatório.',
      NAME_TOO_LONG: 'Use no máximo 100 caracteres.',
      EMAIL_INVALID: 'Informe um e-mail válido.',
      EMAIL_TAKEN: 'Outra conta usa este endereço.',
      EMAIL_UNCHANGED: 'Este já é o seu e-mail.',
      INVALID_CREDENTIALS: 'A senha não está correta.',
      PASSWORD_TOO_SHORT: 'Use pelo menos 10 caracteres.',
      PASSWORD_TOO_LONG: 'Use no máximo 128 caracteres.',
      PASSWORD_TOO_WEAK: 'Esta senha é fácil demais de adivinhar. Tente uma frase mais longa.',
      LAST_ADMIN_OF_ORG: 'Você é o único administrador de uma organização.',
      RECENT_LOGIN_REQUIRED:
        'Digite sua senha para confirmar. Se você entra pela sua organização, entre de novo primeiro.',
      RATE_LIMITED: 'Tentativas demais. Aguarde um momento e tente novamente.',
      NETWORK: 'Parece que você está sem conexão. Tente novamente.',
    },
  },
  payments: paymentsStrings.pt,
  unsubscribeLink: unsubscribeStrings,
};
