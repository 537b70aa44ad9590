import { watchBottomOfPage } from './bottomOfPage';

function scrollTo(y: number, height = 3000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('bottom of page (docs/product/chrome.md#analytics: fires once)', () => {
  it('fires the first time the bottom is reached, and never again in this page load', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const onBottom = jest.fn();
    watchBottomOfPage(onBottom);
    scrollTo(1000);
    expect(onBottom).not.toHaveBeenCalled();
    scrollTo(2200);
    expect(onBottom).toHaveBeenCalledTimes(1);
    scrollTo(0);
    scrollTo(2200);
    expect(onBottom).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page goes away first', () => {
    const onBottom = jest.fn();
    const stop = watchBottomOfPage(onBottom);
    stop();
    scrollTo(2200);
    expect(onBottom).not.toHaveBeenCalled();
  });
});
