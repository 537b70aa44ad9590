// Strings that tell what a page's scripts carry (bench/page-js.mjs, e2e/tests/pageJs.e2e.ts). CommonJS, so
// the benchmark (ESM) and the browser tests (Jest) both load it.

/** zod 4 keeps its internals under `_zod` on every schema: a property name no minifier renames. */
const ZOD_MARKER = '_zod';

/** Strings of one language only, from the shell's and the search area's translations (ASCII, so any minifier keeps them as written). */
const FOREIGN_STRINGS = {
  es: ['Saltar al contenido', 'Radio predeterminado', 'Busca empleo'],
  pt: ['Resultados da busca', 'O que buscar', 'Encontre uma vaga'],
  en: ['Skip to content', 'Search results'],
};

module.exports = { ZOD_MARKER, FOREIGN_STRINGS };
