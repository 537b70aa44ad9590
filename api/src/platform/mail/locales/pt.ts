import { adminRequestAnswered } from './adminRequestAnswered';
import { applicationRejected } from './applicationRejected';
import { recommendedCandidates } from './recommendedCandidates';
import { donationReceipt } from './donationReceipt';
import type { MailStrings } from './en';
import { orgAdminMailStrings } from './orgAdminMails';

export const pt: MailStrings = {
  layout: {
    greeting: 'Olá, {{name}},',
    greetingNoName: 'Olá,',
    linkFallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    signature: 'A equipe OpenGood',
    unsubscribe: 'Cancelar o recebimento destes e-mails',
  },
  verifyEmail: {
    subject: 'Confirme o seu endereço de e-mail',
    intro: 'Obrigado por entrar no OpenGood. Confirme que este é o seu endereço de e-mail.',
    action: 'Confirmar meu e-mail',
    outro:
      'O link funciona uma única vez, durante 24 horas. Se você não criou uma conta, pode ignorar este e-mail.',
  },
  applicationReceived: {
    subject: 'Nova candidatura: {{listing}}',
    subject_INTEREST: '{{applicant}} tem interesse em {{listing}}',
    subject_ATTENDANCE: '{{applicant}} vai participar de {{listing}}',
    intro:
      '{{applicant}} ({{email}}) se candidatou a “{{listing}}” com esta carta de apresentação:\n\n{{coverLetter}}',
    intro_INTEREST:
      '{{applicant}} ({{email}}) tem interesse em ser voluntário(a) em “{{listing}}”. Escreva para dar continuidade.',
    intro_ATTENDANCE: '{{applicant}} ({{email}}) confirmou que vai participar de “{{listing}}”.',
    action: 'Abrir o painel da sua organização',
    outro: 'Você recebe este e-mail porque administra {{org}} na OpenGood.',
  },
  applicationConfirmation: {
    subject: 'Sua candidatura a {{listing}} foi enviada',
    subject_INTEREST: 'Avisamos {{org}} do seu interesse',
    subject_ATTENDANCE: 'Você vai participar de {{listing}}',
    intro: '{{org}} recebeu sua candidatura a “{{listing}}”. Entrarão em contato se ela avançar.',
    intro_INTEREST: 'Avisamos {{org}} que você tem interesse em “{{listing}}”. Entrarão em contato.',
    intro_ATTENDANCE: 'Avisamos {{org}} que você vai participar de “{{listing}}”.',
    action: 'Ver o anúncio',
    outro:
      'Candidatar-se de novo ao mesmo anúncio atualiza o que você enviou; nunca envia uma segunda cópia.',
  },
  emailChanged: {
    subject: 'O e-mail da sua conta OpenGood foi alterado',
    intro: 'O endereço de e-mail da sua conta OpenGood foi alterado para {{email}} em {{date}}.',
    action: 'Não fui eu: desfazer a alteração',
    outro:
      'Se foi você que fez esta alteração, pode ignorar este e-mail. Se não foi, abra o link: a sua conta volta para este endereço, todas as sessões são encerradas e enviamos um link para escolher uma nova senha. O link funciona uma única vez, durante 7 dias.',
  },
  resetPassword: {
    subject: 'Redefina a sua senha do OpenGood',
    intro: 'Alguém pediu para redefinir a senha da sua conta OpenGood.',
    action: 'Escolher uma nova senha',
    outro:
      'O link funciona uma única vez, durante uma hora. Se você não pediu, pode ignorar este e-mail: a sua senha continua a mesma.',
  },
  orgInvite: {
    subject: 'Junte-se a {{org}} no OpenGood',
    intro:
      '{{inviter}} convidou você para administrar {{org}} no OpenGood: publicar seus anúncios e ler as candidaturas que recebe.',
    action: 'Aceitar o convite',
    outro:
      'Cadastre-se ou entre com este endereço de e-mail para aceitar. O link funciona até {{date}}. Se você não esperava por isso, pode ignorar este e-mail.',
  },
  adminRequested: {
    subject: '{{requester}} pede para administrar {{org}}',
    intro: '{{requester}} ({{email}}) pediu para ser administrador(a) de {{org}} no OpenGood.',
    action: 'Responder ao pedido',
    outro:
      'Você recebe este e-mail porque administra {{org}} no OpenGood. Qualquer administrador(a) pode aprová-lo ou recusá-lo.',
  },
  adminRequestAnswered: adminRequestAnswered.pt,
  applicationRejected: applicationRejected.pt,
  recommendedCandidates: recommendedCandidates.pt,
  donationReceipt: donationReceipt.pt,
  gradFairInvite: {
    subject: '{{org}} foi convidada para {{fair}}',
    intro:
      '{{org}} foi convidada para participar de {{fair}}, uma feira para recém-formados em {{city}} em {{date}}: conheça estudantes e recém-formados que procuram um trabalho com propósito.',
    action: 'Aceitar ou recusar',
    outro:
      'Você recebe este e-mail porque administra {{org}} no OpenGood. Qualquer administrador(a) pode responder; ao aceitar, sua organização fica inscrita, mesmo com as inscrições encerradas, enquanto houver vagas.',
  },
  savedSearchAlert: {
    subject: 'Novos anúncios para “{{search}}”',
    intro: 'Estes anúncios foram publicados desde o seu último alerta da busca salva “{{search}}”:',
    action: 'Ver todos os resultados',
    outro: 'Você recebe este e-mail porque ativou os alertas desta busca salva no OpenGood.',
  },
  ...orgAdminMailStrings.pt,
};
