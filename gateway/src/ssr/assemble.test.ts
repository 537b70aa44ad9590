import { assemblePage, STATE_ELEMENT_ID } from './assemble';
import type { RenderResult } from './types';

type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

const INDEX =
  '<!doctype html><html lang="en"><head><title>OpenGood</title></head><body><div id="chrome-top"></div><main id="areas"></main><div id="chrome-bottom"></div></body></html>';
const origin = 'https://www.opengood.example';
const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  kind: 'page',
  status: 200,
  area: 'mfe-listings',
  version: 'v3',
  head: { lang: 'pt', styles: '', title: 'Vaga' },
  html: '<h1>Vaga</h1>',
  state: {},
  ...over,
});
const assemble = (p: RenderedPage) =>
  assemblePage(INDEX, p, { origin, url: new URL('/pt/emprego/1-x', origin) });

describe('assemblePage', () => {
  it('puts the chrome the renderer drew in its two spots, marked for hydration', () => {
    const html = assemble(
      page({ chrome: { top: '<header>Topo</header>', bottom: '<footer>Rodapé</footer>' } }),
    );
    expect(html).toContain('<div id="chrome-top" data-server-rendered=""><header>Topo</header></div>');
    expect(html).toContain('<div id="chrome-bottom" data-server-rendered=""><footer>Rodapé</footer></div>');
    expect(html).toContain(
      '<main id="areas"><div id="area-mfe-listings" data-area="mfe-listings" data-server-rendered=""><h1>Vaga</h1></div></main>',
    );
    expect(html).toContain(`<script type="application/json" id="${STATE_ELEMENT_ID}">`);
    expect(html).toContain('<html lang="pt">');
  });

  it('leaves the chrome spots empty for the browser when the renderer drew no chrome', () => {
    const html = assemble(page());
    expect(html).toContain('<div id="chrome-top"></div>');
    expect(html).toContain('<div id="chrome-bottom"></div>');
  });
});
