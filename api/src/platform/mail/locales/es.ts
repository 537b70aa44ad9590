import { adminRequestAnswered } from './adminRequestAnswered';
import { applicationRejected } from './applicationRejected';
import { recommendedCandidates } from './recommendedCandidates';
import { donationReceipt } from './donationReceipt';
import type { MailStrings } from './en';
import { orgAdminMailStrings } from './orgAdminMails';

export const es: MailStrings = {
  layout: {
    greeting: 'Hola, {{name}}:',
    greetingNoName: 'Hola:',
    linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    signature: 'El equipo de OpenGood',
    unsubscribe: 'Darse de baja de estos correos',
  },
  verifyEmail: {
    subject: 'Confirma tu correo electrónico',
    intro: 'Gracias por unirte a OpenGood. Confirma que esta es tu dirección de correo electrónico.',
    action: 'Confirmar mi correo electrónico',
    outro:
      'El enlace funciona una sola vez, durante 24 horas. Si no creaste una cuenta, puedes ignorar este correo.',
  },
  applicationReceived: {
    subject: 'Nueva postulación: {{listing}}',
    subject_INTEREST: '{{applicant}} está interesado/a en {{listing}}',
    subject_ATTENDANCE: '{{applicant}} asistirá a {{listing}}',
    intro:
      '{{applicant}} ({{email}}) se postuló a «{{listing}}» con esta carta de presentación:\n\n{{coverLetter}}',
    intro_INTEREST:
      '{{applicant}} ({{email}}) quiere ser voluntario/a en «{{listing}}». Escríbele para continuar.',
    intro_ATTENDANCE: '{{applicant}} ({{email}}) confirmó que asistirá a «{{listing}}».',
    action: 'Abrir el panel de tu organización',
    outro: 'Recibes este correo porque administras {{org}} en OpenGood.',
  },
  applicationConfirmation: {
    subject: 'Enviamos tu postulación a {{listing}}',
    subject_INTEREST: 'Le contamos a {{org}} que te interesa',
    subject_ATTENDANCE: 'Asistirás a {{listing}}',
    intro: '{{org}} recibió tu postulación a «{{listing}}». Te contactará si avanza.',
    intro_INTEREST: 'Le contamos a {{org}} que te interesa «{{listing}}». Te escribirá.',
    intro_ATTENDANCE: 'Le contamos a {{org}} que asistirás a «{{listing}}».',
    action: 'Ver el anuncio',
    outro:
      'Si vuelves a postularte al mismo anuncio, se actualiza lo que enviaste; nunca se envía una segunda copia.',
  },
  emailChanged: {
    subject: 'Se cambió el correo electrónico de tu cuenta de OpenGood',
    intro: 'El correo electrónico de tu cuenta de OpenGood se cambió a {{email}} el {{date}}.',
    action: 'No fui yo: deshacer el cambio',
    outro:
      'Si hiciste este cambio, puedes ignorar este correo. Si no, abre el enlace: tu cuenta vuelve a esta dirección, se cierran todas las sesiones y te enviamos un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante 7 días.',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña de OpenGood',
    intro: 'Alguien pidió restablecer la contraseña de tu cuenta de OpenGood.',
    action: 'Elegir una nueva contraseña',
    outro:
      'El enlace funciona una sola vez, durante una hora. Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
  },
  orgInvite: {
    subject: 'Únete a {{org}} en OpenGood',
    intro:
      '{{inviter}} te invitó a administrar {{org}} en OpenGood: publicar sus ofertas y leer las candidaturas que recibe.',
    action: 'Aceptar la invitación',
    outro:
      'Regístrate o inicia sesión con esta dirección de correo para aceptar. El enlace funciona hasta el {{date}}. Si no lo esperabas, puedes ignorar este correo.',
  },
  adminRequested: {
    subject: '{{requester}} pide administrar {{org}}',
    intro: '{{requester}} ({{email}}) pidió ser administrador/a de {{org}} en OpenGood.',
    action: 'Responder a la solicitud',
    outro:
      'Recibes este correo porque administras {{org}} en OpenGood. Cualquier administrador/a puede aprobarla o rechazarla.',
  },
  adminRequestAnswered: adminRequestAnswered.es,
  applicationRejected: applicationRejected.es,
  recommendedCandidates: recommendedCandidates.es,
  donationReceipt: donationReceipt.es,
  gradFairInvite: {
    subject: '{{org}} está invitada a {{fair}}',
    intro:
      '{{org}} está invitada a participar en {{fair}}, una feria para graduados en {{city}} el {{date}}: conoce a estudiantes y recién graduados que buscan un trabajo con propósito.',
    action: 'Aceptar o rechazar',
    outro:
      'Recibes este correo porque administras {{org}} en OpenGood. Cualquier administrador(a) puede responder; al aceptar, tu organización queda inscrita, aunque las inscripciones estén cerradas, mientras queden plazas.',
  },
  savedSearchAlert: {
    subject: 'Nuevas publicaciones para «{{search}}»',
    intro: 'Estas publicaciones aparecieron desde tu última alerta de la búsqueda guardada «{{search}}»:',
    action: 'Ver todos los resultados',
    outro: 'Recibes este correo porque activaste las alertas de esta búsqueda guardada en OpenGood.',
  },
  ...orgAdminMailStrings.es,
};
