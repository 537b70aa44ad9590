import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';
import { wrap } from '../testing/wrap';

function Opener({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm your email"
        dismissible={dismissible}
        initialFocus={input}
      >
        <input ref={input} aria-label="Code" />
        <button>Send again</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its heading, focused inside, the page behind inert', () => {
    render(wrap(<Opener />, 'es'));
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your email' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    // The app's own root is inert while the dialog (portalled into <body>) is open.
    expect(opener.closest('body > div')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, wrapping both ways', () => {
    render(wrap(<Opener />));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Send again' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape and on its close button, giving focus back to the opener', () => {
    render(wrap(<Opener />));
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByLabelText('Code'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener.closest('body > div')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dialog the user must answer has no close button and ignores Escape and the backdrop', () => {
    render(wrap(<Opener dismissible={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Code'), { key: 'Escape' });
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Drawer', () => {
  function Menu() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Menu</button>
        <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
          <a href="/en/jobs">Jobs</a>
        </Drawer>
      </>
    );
  }

  it('opens as a labelled modal panel, locks scrolling, closes on Escape', () => {
    render(wrap(<Menu />, 'pt'));
    const opener = screen.getByRole('button', { name: 'Menu' });
    opener.focus();
    fireEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
