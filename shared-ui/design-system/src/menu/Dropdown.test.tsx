import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dropdown, HOVER_CLOSE_DELAY_MS, MenuItem, MenuList } from './Dropdown';
import { wrap } from '../testing/wrap';

function FindAJob({ openOnHover = true }: { openOnHover?: boolean }) {
  return (
    <>
      <Dropdown label="Find a Job" openOnHover={openOnHover}>
        <MenuList>
          <MenuItem>
            <a role="menuitem" href="/en/jobs" onClick={(e) => e.preventDefault()}>
              Jobs
            </a>
          </MenuItem>
          <MenuItem>
            <a role="menuitem" href="/en/internships">
              Internships
            </a>
          </MenuItem>
          <MenuItem>
            <a role="menuitem" href="/en/volunteer">
              Volunteer
            </a>
          </MenuItem>
        </MenuList>
      </Dropdown>
      <button>Elsewhere</button>
    </>
  );
}

// jsdom has no PointerEvent; the dropdown tells mouse hover from touch by pointerType.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
Object.assign(window, { PointerEvent: TestPointerEvent });

const trigger = () => screen.getByRole('button', { name: 'Find a Job' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Dropdown', () => {
  it('opens on Enter, Space or ArrowDown with focus on the first item, ArrowUp on the last', () => {
    render(wrap(<FindAJob />));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    for (const key of ['Enter', ' ', 'ArrowDown']) {
      fireEvent.keyDown(trigger(), { key });
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('menu')).toBeInTheDocument();
      expect(item('Jobs')).toHaveFocus();
      fireEvent.keyDown(item('Jobs'), { key: 'Escape' });
    }
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(item('Volunteer')).toHaveFocus();
  });

  it('moves with the arrows (wrapping), Home and End; Escape closes and returns focus', () => {
    render(wrap(<FindAJob />));
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    fireEvent.keyDown(item('Jobs'), { key: 'ArrowDown' });
    expect(item('Internships')).toHaveFocus();
    fireEvent.keyDown(item('Internships'), { key: 'End' });
    expect(item('Volunteer')).toHaveFocus();
    fireEvent.keyDown(item('Volunteer'), { key: 'ArrowDown' });
    expect(item('Jobs')).toHaveFocus();
    fireEvent.keyDown(item('Jobs'), { key: 'ArrowUp' });
    expect(item('Volunteer')).toHaveFocus();
    fireEvent.keyDown(item('Volunteer'), { key: 'Home' });
    expect(item('Jobs')).toHaveFocus();
    fireEvent.keyDown(item('Jobs'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  describe('hover (desktop)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens on hover and closes 200 ms after the pointer leaves, not if it comes back', () => {
      expect(HOVER_CLOSE_DELAY_MS).toBe(200);
      render(wrap(<FindAJob />));
      const wrapEl = trigger().parentElement!;
      fireEvent.pointerEnter(wrapEl, { pointerType: 'mouse' });
      expect(screen.getByRole('menu')).toBeInTheDocument();
      expect(trigger()).not.toHaveFocus(); // hovering does not steal focus

      fireEvent.pointerLeave(wrapEl, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(150));
      fireEvent.pointerEnter(wrapEl, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByRole('menu')).toBeInTheDocument();

      fireEvent.pointerLeave(wrapEl, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 1));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('ignores touch "hover": a tap toggles it instead', () => {
      render(wrap(<FindAJob />));
      fireEvent.pointerEnter(trigger().parentElement!, { pointerType: 'touch' });
      expect(screen.queryByRole('menu')).toBeNull();
      fireEvent.click(trigger(), { detail: 1 });
      expect(screen.getByRole('menu')).toBeInTheDocument();
      fireEvent.click(trigger(), { detail: 1 });
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('a click on a hover-opened dropdown keeps it open', () => {
      render(wrap(<FindAJob />));
      const wrapEl = trigger().parentElement!;
      fireEvent.pointerEnter(wrapEl, { pointerType: 'mouse' });
      fireEvent.click(trigger(), { detail: 1 });
      fireEvent.pointerLeave(wrapEl, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    });
  });

  it('closes when an item is chosen, on a click outside, and when focus leaves', () => {
    render(wrap(<FindAJob openOnHover={false} />));
    fireEvent.click(trigger(), { detail: 1 });
    fireEvent.click(item('Jobs'));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger(), { detail: 1 });
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.keyDown(trigger(), { key: 'Enter' });
    fireEvent.blur(item('Jobs'), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
