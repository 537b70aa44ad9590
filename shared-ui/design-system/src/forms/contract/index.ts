// The react-hook-form + zod glue, in modules of their own: a page that builds no contract form bundles
// neither react-hook-form nor the resolver (the package is sideEffects: false), and zod is only a type here.
export {
  useContractForm,
  ContractForm,
  type ContractSchema,
  type ContractFormOptions,
  type ContractFormApi,
  type ContractFormProps,
} from './useContractForm';
export { FormField, type FormFieldProps, type FormFieldComponent } from './FormField';
export { FormErrorSummary } from './FormErrorSummary';
export {
  applyApiErrors,
  isApiErrorLike,
  type ApiErrorLike,
  type ApiErrorTarget,
  type AppliedApiErrors,
} from './apiErrors';
export { zodIssueMessage } from './zodIssues';
export type { ContractFormState } from './context';
