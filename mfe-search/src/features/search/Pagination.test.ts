import { pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('offers the first, the last and two pages either side of the current one, with gaps', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, null, 19]);
    expect(pageWindow(9, 20)).toEqual([0, null, 7, 8, 9, 10, 11, null, 19]);
    expect(pageWindow(19, 20)).toEqual([0, null, 17, 18, 19]);
    expect(pageWindow(3, 20)).toEqual([0, 1, 2, 3, 4, 5, null, 19]);
  });
});
