import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | OpenGood`;
  }, [title]);
}

/** Title and description of the page an area shows (a server renderer writes the same into the HTML). */
export function useDocumentHead(head: { title?: string | null; description?: string | null }) {
  useDocumentTitle(head.title);
  const { description } = head;
  useEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [description]);
}
