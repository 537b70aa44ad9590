import { isRecordId } from './record-id';

describe('isRecordId', () => {
  it('accepts positive whole numbers only, as the data service does', () => {
    expect(isRecordId('1')).toBe(true);
    expect(isRecordId('12345')).toBe(true);
    for (const id of ['0', '012', '-1', '1e3', 'abc', '', '1.5']) expect(isRecordId(id)).toBe(false);
  });
});
