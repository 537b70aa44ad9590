import {
  parseTmpRecords,
  serialiseTmpRecords,
  TMP_STORAGE_MAX_CHARS,
  tmpIdSchema,
  tmpStorageRequestSchema,
  type TmpRecord,
} from './tmpStorage';

const records: TmpRecord[] = [
  { kind: 'SAVE_LISTING', data: { id: 12, type: 'JOB' } },
  { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/jobs?q=nurse' } },
  {
    kind: 'SAVE_SEARCH',
    data: { text: 'nurse', filters: { type: 'JOB' }, radius: null, location: null, index: null },
  },
  { kind: 'SURVEY_REPORT_DATA', data: { answers: [1, 2, 3], role: 'manager' } },
];

describe('temporary storage', () => {
  it('round-trips a list of typed records through the serialised string', () => {
    const data = serialiseTmpRecords(records);
    expect(tmpStorageRequestSchema.parse({ data })).toEqual({ data: records });
    expect(parseTmpRecords(data)).toEqual(records);
  });

  it.each([
    ['not JSON', '{nope', 'Must be serialised JSON'],
    ['not a list', '{"kind":"SAVE_LISTING"}', 'Invalid input'],
    ['an empty list', '[]', ''],
    ['an unknown kind', '[{"kind":"STEAL_SESSION","data":{}}]', ''],
    ['a listing without its type', '[{"kind":"SAVE_LISTING","data":{"id":3}}]', ''],
    [
      'a redirect to another site',
      '[{"kind":"SIGNUP_BLOCK_REDIRECT","data":{"url":"//evil.test/"}}]',
      'path',
    ],
    ['a redirect by URL', '[{"kind":"SIGNUP_BLOCK_REDIRECT","data":{"url":"https://evil.test/"}}]', 'path'],
  ])('refuses %s', (_what, data, message) => {
    const result = tmpStorageRequestSchema.safeParse({ data });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
    expect(parseTmpRecords(data)).toBeNull();
  });

  it('refuses a serialised list over the size limit', () => {
    const big = [{ kind: 'CMS_SUBSCRIBE', data: { note: 'x'.repeat(TMP_STORAGE_MAX_CHARS) } }];
    expect(tmpStorageRequestSchema.safeParse({ data: JSON.stringify(big) }).success).toBe(false);
  });

  it('takes 22-character base64url ids only', () => {
    expect(tmpIdSchema.safeParse('AAAAAAAAAAAAAAAAAAAA_-').success).toBe(true);
    for (const bad of ['short', 'AAAAAAAAAAAAAAAAAAAA+/', 'A'.repeat(23)])
      expect(tmpIdSchema.safeParse(bad).success).toBe(false);
  });
});
