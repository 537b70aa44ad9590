import { fireEvent, render, screen } from '@testing-library/react';
import { wrap } from '../testing/wrap';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label (also its tooltip), the icon hidden', () => {
    const onClick = jest.fn();
    render(wrap(<IconButton label="Dismiss notification" icon="close" onClick={onClick} />));
    const button = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'Dismiss notification');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it('a toggle says whether it is pressed', () => {
    render(wrap(<IconButton label="Save Job A" icon="heart" tone="outlined" pressed />));
    expect(screen.getByRole('button', { name: 'Save Job A' })).toHaveAttribute('aria-pressed', 'true');
  });
});
