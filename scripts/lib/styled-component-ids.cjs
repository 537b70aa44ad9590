// A webpack loader that gives every styled component a componentId derived from its file and position.
// Why: without one, styled-components numbers components in the order their modules run, which differs
// between the shell's server build (one file) and the browser (the shell's chunks, then each remote's), so a
// server-rendered page's class names would not match the browser's and hydration would fail. Runs on swc's
// output (plain JS, types gone); the forms used in this repo are styled.tag`…` and styled(Component)`…`,
// optionally followed by .attrs(…) / .withConfig(…).
const { createHash } = require('node:crypto');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
// `styled.div` or `styled(Box)`, not preceded by a word character or a dot, followed by what starts a
// component definition (a template, .attrs or .withConfig).
const DEFINITION =
  /(?<![\w$.])styled(\.[a-z][a-z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:`|\.attrs\b|\.withConfig\b))/g;

/** The componentIds of a file: stable for the same source, whatever bundle it is in. */
function addComponentIds(source, file) {
  if (!source.includes('styled-components')) return source;
  const base = createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 6);
  let index = 0;
  return source.replace(
    DEFINITION,
    (match) => `${match}.withConfig({ componentId: "sc-${base}${(index++).toString(36)}" })`,
  );
}

module.exports = function styledComponentIds(source) {
  const file = path.relative(repoRoot, this.resourcePath).split(path.sep).join('/');
  return addComponentIds(source, file);
};
module.exports.addComponentIds = addComponentIds;
