import type { Analytics } from './analytics';

/**
 * Links that carry `data-track="Event Name"` are tracked when clicked, anywhere on the page (the chrome
 * and every area), with their href and optional `data-track-source`. One listener for the document.
 */
export function installLinkTracking(analytics: Analytics, doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-track]') : null;
    if (!link) return;
    const name = link.dataset.track ?? '';
    const source = link.dataset.trackSource;
    try {
      analytics.trackLink(link.getAttribute('href'), name, source ? { source } : {});
    } catch (error) {
      // In development a badly named event throws; the click itself must still work.
      console.error(error);
    }
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
