// The forms kit's building blocks: no form library, no schema library. They work alone (value + onChange)
// or inside a Field, which wires ids and ARIA; a FormField (./contract) binds them to a contract form.
export {
  Field,
  Fieldset,
  Label,
  Hint,
  FieldError,
  type FieldProps,
  type FieldsetProps,
  type FieldErrorProps,
} from './Field';
export { type FieldBinding, type FieldContextValue, useFieldContext } from './fieldContext';
export {
  TextInput,
  Textarea,
  DateInput,
  type TextInputProps,
  type TextareaProps,
  type DateInputProps,
} from './TextInput';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export {
  parseMoney,
  formatMoney,
  formatMinorUnits,
  moneyLocale,
  type MoneyParse,
  type MoneyLocale,
} from './money';
export { FileInput, formatBytes, fileAccepted, type FileInputProps } from './FileInput';
export { ErrorSummary, focusControl, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';
export {
  useMessageTranslator,
  encodeMessage,
  decodeMessage,
  type KitErrorCode,
  type MessageResolver,
  type MessageContext,
  type MessageValues,
  type MessageFormat,
} from './messages';
