export { useAccountForm, type AccountForm, type AccountFormOptions } from './useAccountForm';
export { TextField } from './TextField';
export { PasswordField } from './PasswordField';
export { ErrorSummary } from './ErrorSummary';
export { SubmitButton } from './SubmitButton';
export { schemaErrors, submitErrors, isErrorCode, type ErrorCode, type FieldErrors } from './errorCodes';
