/** docs/product/chrome.md#analytics: the one analytics event of a page load fired when the visitor reaches the bottom. */
export const BOTTOM_OF_PAGE_EVENT = 'Scrolled To Bottom';

/** How close to the end counts as the bottom (a footer's last few pixels are rarely scrolled to exactly). */
const SLACK_PX = 48;

/**
 * Calls `onBottom` once, the first time the visitor scrolls to the bottom of the page, then stops
 * listening. Returns a cleanup for a page that goes away first.
 */
export function watchBottomOfPage(onBottom: () => void, win: Window = window): () => void {
  let done = false;
  const check = () => {
    const doc = win.document.documentElement;
    if (done || win.innerHeight + win.scrollY < doc.scrollHeight - SLACK_PX) return;
    done = true;
    stop();
    onBottom();
  };
  const stop = () => win.removeEventListener('scroll', check);
  win.addEventListener('scroll', check, { passive: true });
  return stop;
}
