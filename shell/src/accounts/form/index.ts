// The account pages' parts of the design system's forms kit: their words for the account codes, the
// password box with its show toggle, and the wide submit button.
export { useAccountMessages, errorValues } from './accountMessages';
export { PasswordInput } from './PasswordInput';
export { SubmitButton } from './SubmitButton';
