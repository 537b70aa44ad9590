import { readServerState, SERVER_STATE_ID } from './serverState';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SERVER_STATE_ID;
    script.textContent = json;
    doc.body.appendChild(script);
  }
  return doc;
}

describe('readServerState', () => {
  it('reads the state a server render embedded, escapes and all', () => {
    const state = {
      'platform/pages': { areas: { a: { current: 'k', entries: {}, order: [] } } },
      s: '</script>',
    };
    const escaped = JSON.stringify(state).replace(/</g, '\\u003c');
    expect(readServerState(docWith(escaped))).toEqual(state);
  });

  it('is null for a browser-rendered page and for a state it cannot read', () => {
    expect(readServerState(docWith(null))).toBeNull();
    expect(readServerState(docWith('{not json'))).toBeNull();
    expect(readServerState(docWith('42'))).toBeNull();
  });
});
