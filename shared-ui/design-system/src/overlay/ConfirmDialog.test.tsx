import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { wrap } from '../testing/wrap';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteJob({ destructive = true, onConfirm }: { destructive?: boolean; onConfirm: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete job</button>
      <ConfirmDialog
        open={open}
        title="Delete this job?"
        confirmLabel="Delete job"
        destructive={destructive}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        Applicants will no longer see it.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('an alertdialog named by its question, described by its text; destructive starts on Cancel', () => {
    render(wrap(<DeleteJob onConfirm={jest.fn()} />, 'es'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Applicants will no longer see it.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('a plain confirmation starts on its action', () => {
    render(wrap(<DeleteJob destructive={false} onConfirm={jest.fn()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    expect(within().getByRole('button', { name: 'Delete job' })).toHaveFocus();
  });

  it('gives the focus back to the opener on cancel, on Escape and after confirming', async () => {
    const onConfirm = jest.fn();
    render(wrap(<DeleteJob onConfirm={onConfirm} />));
    const opener = screen.getByRole('button', { name: 'Delete job' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();

    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();

    fireEvent.click(opener);
    await act(async () => {
      fireEvent.click(within().getByRole('button', { name: 'Delete job' }));
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('waits for an async confirmation, keeping the focus on its button', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(wrap(<DeleteJob onConfirm={onConfirm} />));
    fireEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    const action = within().getByRole('button', { name: 'Delete job' });
    action.focus();
    await act(async () => {
      fireEvent.click(action);
    });
    expect(action).toHaveAttribute('aria-disabled', 'true');
    expect(action).toHaveFocus();
    fireEvent.click(action);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** Queries inside the open dialog (the opener has the same name). */
function within() {
  const dialog = screen.getByRole('alertdialog');
  return {
    getByRole: (role: string, options: { name: string }) =>
      [...dialog.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === options.name) ??
      screen.getByRole(role, options),
  };
}
