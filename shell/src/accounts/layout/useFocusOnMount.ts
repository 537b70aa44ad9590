import { useEffect, useRef } from 'react';

/**
 * Focus on the element when it appears: a confirmation that replaces a form takes the focus the form's
 * button had, so keyboard and screen-reader users land on what happened.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
