import type { MailStrings } from './en';

export const pt: MailStrings = {
  layout: {
    greeting: 'Olá, {{name}},',
    greetingNoName: 'Olá,',
    linkFallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    signature: 'A equipe OpenGood',
  },
  verifyEmail: {
    subject: 'Confirme o seu endereço de e-mail',
    intro: 'Obrigado por entrar no OpenGood. Confirme que este é o seu endereço de e-mail.',
    action: 'Confirmar meu e-mail',
    outro:
      'O link funciona uma única vez, durante 24 horas. Se você não criou uma conta, pode ignorar este e-mail.',
  },
  resetPassword: {
    subject: 'Redefina a sua senha do OpenGood',
    intro: 'Alguém pediu para redefinir a senha da sua conta OpenGood.',
    action: 'Escolher uma nova senha',
    outro:
      'O link funciona uma única vez, durante uma hora. Se você não pediu, pode ignorar este e-mail: a sua senha continua a mesma.',
  },
};
