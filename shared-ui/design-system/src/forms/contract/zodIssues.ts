import type * as z from 'zod/v4/core';
import { encodeMessage } from '../messages';

const empty = (input: unknown) => input === undefined || input === null || input === '';
const limit = (n: number | bigint) => (typeof n === 'bigint' ? Number(n) : n);

/**
 * zod's issues as the kit's codes (with the schema's limits), for the issues a contract schema leaves
 * without its own message: `z.string().min(3)` refusing "ab" says `TOO_SHORT?min=3`, translated when shown.
 * A schema's own message (`{ error: 'PASSWORD_TOO_SHORT' }`) outranks this map in zod, so contract codes
 * arrive as they are. Passed to zod as the parse's error map by `useContractForm`.
 */
export function zodIssueMessage(issue: z.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (empty(issue.input)) return issue.expected === 'boolean' ? 'CONFIRM_REQUIRED' : 'REQUIRED';
      if (issue.expected === 'int') return 'INTEGER_REQUIRED';
      if (issue.expected === 'number' || issue.expected === 'bigint' || issue.expected === 'nan')
        return 'NUMBER_INVALID';
      if (issue.expected === 'date') return 'DATE_INVALID';
      return 'INVALID';
    case 'too_small': {
      const min = limit(issue.minimum);
      switch (issue.origin) {
        case 'string':
          return min <= 1 ? 'REQUIRED' : encodeMessage('TOO_SHORT', { min });
        case 'number':
        case 'int':
        case 'bigint':
          return encodeMessage(
            issue.inclusive === false ? 'NUMBER_TOO_SMALL_EXCLUSIVE' : 'NUMBER_TOO_SMALL',
            { min },
          );
        case 'array':
        case 'set':
          return min <= 1 ? 'CHOICE_REQUIRED' : encodeMessage('TOO_FEW', { min });
        case 'date':
          return encodeMessage('DATE_TOO_EARLY', { min });
        default:
          return 'INVALID';
      }
    }
    case 'too_big': {
      const max = limit(issue.maximum);
      switch (issue.origin) {
        case 'string':
          return encodeMessage('TOO_LONG', { max });
        case 'number':
        case 'int':
        case 'bigint':
          return encodeMessage(issue.inclusive === false ? 'NUMBER_TOO_BIG_EXCLUSIVE' : 'NUMBER_TOO_BIG', {
            max,
          });
        case 'array':
        case 'set':
          return encodeMessage('TOO_MANY', { max });
        case 'date':
          return encodeMessage('DATE_TOO_LATE', { max });
        default:
          return 'INVALID';
      }
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'EMAIL_INVALID';
      if (issue.format === 'url') return 'URL_INVALID';
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time')
        return 'DATE_INVALID';
      return empty(issue.input) ? 'REQUIRED' : 'FORMAT_INVALID';
    case 'not_multiple_of':
      return encodeMessage('NOT_MULTIPLE_OF', { divisor: limit(issue.divisor) });
    case 'invalid_value':
      if (issue.values.length === 1 && issue.values[0] === true) return 'CONFIRM_REQUIRED';
      return empty(issue.input) ? 'CHOICE_REQUIRED' : 'CHOICE_INVALID';
    default:
      return 'INVALID';
  }
}
