import type { MailStrings } from './en';

export const es: MailStrings = {
  layout: {
    greeting: 'Hola, {{name}}:',
    greetingNoName: 'Hola:',
    linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    signature: 'El equipo de OpenGood',
  },
  verifyEmail: {
    subject: 'Confirma tu correo electrónico',
    intro: 'Gracias por unirte a OpenGood. Confirma que esta es tu dirección de correo electrónico.',
    action: 'Confirmar mi correo electrónico',
    outro:
      'El enlace funciona una sola vez, durante 24 horas. Si no creaste una cuenta, puedes ignorar este correo.',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña de OpenGood',
    intro: 'Alguien pidió restablecer la contraseña de tu cuenta de OpenGood.',
    action: 'Elegir una nueva contraseña',
    outro:
      'El enlace funciona una sola vez, durante una hora. Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
  },
};
