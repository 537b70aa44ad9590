import { useEffect } from 'react';
import type { PageMeta } from '../loading/definePages';
import { useManagedHead } from './documentHead';
import { useLang } from './useLang';

export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | OpenGood`;
  }, [title]);
}

/**
 * The head of the page an area shows: its title, and what a server renderer writes into the HTML
 * (description, robots, canonical, hreflang, Open Graph, JSON-LD), replaced after each client navigation
 * and each change of the page's language.
 */
export function useDocumentHead(head: PageMeta) {
  useDocumentTitle(head.title);
  useManagedHead(head, useLang());
}
