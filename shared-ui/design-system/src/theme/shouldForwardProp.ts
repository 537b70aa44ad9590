import isPropValid from '@emotion/is-prop-valid';

// styled-components 6 forwards every prop; styled-system props (mt, flexDirection...) must not reach the DOM.
export function shouldForwardProp(prop: string, target: unknown): boolean {
  return typeof target === 'string' ? isPropValid(prop) : true;
}
