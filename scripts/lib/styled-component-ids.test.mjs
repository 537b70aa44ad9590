// Stable styled-components ids: the same source gets the same ids in any bundle, so a server render's class
// names are the browser's (hydration), whatever order the bundles run their modules in.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { addComponentIds } = createRequire(import.meta.url)('./styled-component-ids.cjs');

const source = `import styled from 'styled-components';
const Box = styled.div\`color: red;\`;
const Card = styled(Box).attrs({ role: 'group' })\`padding: 0;\`;
const Link = styled.a.withConfig({ shouldForwardProp: () => true })\`\`;
const notOne = obj.styled.div\`x\`; const call = styled.div; const wrapped = styled(Box);`;

test('each styled.tag and styled(Component) definition gets an id from its file and position', () => {
  const out = addComponentIds(source, 'shared-ui/design-system/src/Box.tsx');
  const ids = [...out.matchAll(/componentId: "(sc-[A-Za-z0-9]+)"/g)].map((m) => m[1]);
  assert.equal(ids.length, 3);
  assert.equal(new Set(ids).size, 3);
  assert.match(out, /styled\.div\.withConfig\(\{ componentId: "sc-\w+" \}\)`color: red;`/);
  assert.match(out, /styled\(Box\)\.withConfig\(\{ componentId: "sc-\w+" \}\)\.attrs/);
  assert.match(out, /styled\.a\.withConfig\(\{ componentId: "sc-\w+" \}\)\.withConfig\(\{ shouldForwardProp/);
  // Not definitions: another object's property, a bare reference, a call without a template.
  assert.match(out, /obj\.styled\.div`x`/);
  assert.match(out, /const call = styled\.div;/);
  assert.match(out, /const wrapped = styled\(Box\);/);
});

test('the same file gives the same ids; another file other ids; a file without styled-components is untouched', () => {
  const a = addComponentIds(source, 'mfe-search/src/A.tsx');
  assert.equal(addComponentIds(source, 'mfe-search/src/A.tsx'), a);
  assert.notEqual(addComponentIds(source, 'mfe-search/src/B.tsx'), a);
  const plain = 'const styled = { div: 1 }; styled.div`x`;';
  assert.equal(addComponentIds(plain, 'x.ts'), plain);
});
