export const en = {
  close: 'Close',
  loading: 'Loading…',
  field: {
    /** After a label whose field may be left empty (fields are required unless they say so). */
    optional: '(optional)',
    /** Read before an error message, so it is not taken for a hint. */
    errorPrefix: 'Error:',
  },
  summary: {
    title: 'There is a problem',
  },
  /**
   * The messages of the codes a form shows: the defaults for common schema issues (zod's, turned into these
   * codes by the forms kit) and for refusals not about one field. {{min}}, {{max}}… are the schema's limits.
   */
  errors: {
    REQUIRED: 'Fill in this field',
    CHOICE_REQUIRED: 'Choose an option',
    CONFIRM_REQUIRED: 'Check this box to continue',
    TOO_SHORT: 'Use at least {{min}} characters',
    TOO_LONG: 'Use at most {{max}} characters',
    TOO_FEW: 'Choose at least {{min}}',
    TOO_MANY: 'Choose at most {{max}}',
    NUMBER_INVALID: 'Enter a number',
    INTEGER_REQUIRED: 'Enter a whole number',
    NUMBER_TOO_SMALL: 'Enter {{min}} or more',
    NUMBER_TOO_SMALL_EXCLUSIVE: 'Enter more than {{min}}',
    NUMBER_TOO_BIG: 'Enter {{max}} or less',
    NUMBER_TOO_BIG_EXCLUSIVE: 'Enter less than {{max}}',
    NOT_MULTIPLE_OF: 'Enter a multiple of {{divisor}}',
    DATE_INVALID: 'Enter a real date',
    DATE_TOO_EARLY: 'Enter a date on or after {{min}}',
    DATE_TOO_LATE: 'Enter a date on or before {{max}}',
    EMAIL_INVALID: 'Enter an email address like name@example.org',
    URL_INVALID: 'Enter a web address like https://example.org',
    FORMAT_INVALID: 'Check the format of this field',
    CHOICE_INVALID: 'Choose one of the options',
    AMOUNT_INVALID: 'Enter an amount like {{example}}',
    AMOUNT_TOO_PRECISE: 'Use at most {{digits}} decimal places',
    FILE_TOO_LARGE: 'Choose a file of {{max}} or less',
    FILE_TYPE_NOT_ALLOWED: 'Choose a file of one of these types: {{types}}',
    INVALID: 'Check this field',
    REFUSED: 'The form was not accepted. Check it and try again.',
    RATE_LIMITED: 'Too many attempts. Wait a few minutes, then try again.',
    SERVER_ERROR: 'Something went wrong on our side. Try again in a moment.',
    NOT_SENT: 'The form could not be sent. Check your connection and try again.',
  },
  money: {
    /** Tells a screen reader what the amount is in (the symbol beside the box is hidden from it). */
    currency: 'Amount in {{currency}}',
  },
  file: {
    choose: 'Choose a file',
    replace: 'Choose another file',
    none: 'No file chosen',
    chosen: '{{name}} ({{size}})',
    remove: 'Remove {{name}}',
    limits: 'Up to {{max}}',
    limitsAndTypes: '{{types}}, up to {{max}}',
  },
  pager: {
    label: 'Pages',
    labelOf: 'Pages of {{name}}',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    pageOf: 'Page {{page}} of {{count}}',
  },
  table: {
    sortedAscending: 'sorted ascending',
    sortedDescending: 'sorted descending',
    sortBy: 'Sort by {{column}}',
    rows: 'Rows {{from}}–{{to}} of {{total}}',
    empty: 'Nothing to show yet',
  },
  confirm: {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  toast: {
    region: 'Notifications',
    undo: 'Undo',
    dismiss: 'Dismiss',
  },
};
