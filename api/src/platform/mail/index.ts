// The one mailer (nodemailer over SMTP_URL, or the development outbox) and its templates.
export {
  createMailer,
  type AnyMailRequest,
  type Mailer,
  type MailAttachment,
  type MailerOptions,
  type MailRequest,
} from './mailer';
export { isMailRefusal, MailRenderError } from './refusal';
export { DevOutbox, type OutboxMail } from './devOutbox';
export { outboxRoutes, OUTBOX_PATH } from './outboxRoutes';
export { renderMail, type RenderedMail } from './render';
export { MAIL_TEMPLATES, type MailItem, type TemplateData, type TemplateName } from './templates';
export {
  oneClickUnsubscribeUrl,
  signUnsubscribeLink,
  unsubscribePagePath,
  unsubscribeParts,
  verifyUnsubscribeLink,
  type UnsubscribeLink,
  type UnsubscribeSigner,
} from './unsubscribeLinks';
