import { render, screen } from '@testing-library/react';
import { isRichText, ListingDescription } from './ListingDescription';

describe('ListingDescription', () => {
  it('renders a posted listing’s sanitised rich text as formatted text', () => {
    render(<ListingDescription text="<p>Lead our <strong>programs</strong>.</p><ul><li>Travel</li></ul>" />);
    const description = screen.getByTestId('listing-description');
    expect(description).toHaveTextContent('Lead our programs.Travel');
    expect(description.querySelector('strong')).toHaveTextContent('programs');
    expect(description.querySelectorAll('li')).toHaveLength(1);
  });

  it('keeps a seeded plain-text description as text, markup-looking characters included', () => {
    render(<ListingDescription text={'We need 2 < 3 hands.\n\nApply <b>now</b>.'} />);
    const description = screen.getByTestId('listing-description');
    expect(description.textContent).toBe('We need 2 < 3 hands.\n\nApply <b>now</b>.');
    expect(description.querySelector('b')).toBeNull();
  });

  it('tells rich text by its first block', () => {
    expect(isRichText('<p>x</p>')).toBe(true);
    expect(isRichText('  <ul><li>x</li></ul>')).toBe(true);
    expect(isRichText('<pre>x</pre>')).toBe(false);
    expect(isRichText('Plain <p>later</p>')).toBe(false);
  });
});
