import { act, fireEvent, render, screen } from '@testing-library/react';
import { wrap } from '../testing/wrap';
import { TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function Page({ onUndo }: { onUndo?: () => void }) {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.show({ message: 'Job saved', tone: 'success' })}>Save</button>
      <button onClick={() => toast.show({ message: 'Listing deleted', onUndo })}>Delete</button>
    </>
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('speaks through a polite live region present before any message, without taking the focus', () => {
    render(
      wrap(
        <ToastProvider>
          <Page />
        </ToastProvider>,
      ),
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(region).toHaveTextContent('Job saved');
    expect(save).toHaveFocus();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region).toHaveTextContent('Job saved');
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('offers Undo, stays longer, and waits while the pointer or focus is on it', () => {
    const onUndo = jest.fn();
    render(
      wrap(
        <ToastProvider>
          <Page onUndo={onUndo} />
        </ToastProvider>,
        'pt',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const undo = screen.getByRole('button', { name: 'Desfazer' });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 1));
    expect(undo).toBeInTheDocument();
    fireEvent.focus(undo);
    act(() => jest.advanceTimersByTime(TOAST_ACTION_DURATION_MS * 2));
    expect(undo).toBeInTheDocument();
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('can be dismissed; at most three show', () => {
    render(
      wrap(
        <ToastProvider>
          <Page />
        </ToastProvider>,
        'es',
      ),
    );
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button', { name: 'Descartar' })[0]!);
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });
});
