import { orderFacetValues } from './FilterPanel';

describe('orderFacetValues', () => {
  const label = (v: string) => v.toLowerCase();

  it('puts chosen values first in the order chosen, then the rest by count and label', () => {
    const counts = { B: 5, A: 5, C: 9, D: 1, E: 0 };
    expect(orderFacetValues(counts, ['D', 'Z'], label)).toEqual([
      { value: 'D', count: 1, selected: true },
      { value: 'Z', count: 0, selected: true },
      { value: 'C', count: 9, selected: false },
      { value: 'A', count: 5, selected: false },
      { value: 'B', count: 5, selected: false },
    ]);
  });

  it('shows nothing for a facet without counts or choices', () => {
    expect(orderFacetValues(undefined, [], label)).toEqual([]);
  });
});
