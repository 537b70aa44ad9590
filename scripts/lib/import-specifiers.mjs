// Every module a source file asks for, read with TypeScript's own parser (so strings, comments and
// template text that merely look like imports are not counted).
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const BUILTINS = new Set(builtinModules);

const scriptKindOf = (file) =>
  ({
    '.tsx': ts.ScriptKind.TSX,
    '.jsx': ts.ScriptKind.JSX,
    '.ts': ts.ScriptKind.TS,
    '.mts': ts.ScriptKind.TS,
    '.cts': ts.ScriptKind.TS,
  })[path.extname(file)] ?? ts.ScriptKind.JS;

const stringArg = (call) => {
  const [first] = call.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text : undefined;
};

/** jest.mock('x') and friends resolve a module just as require('x') does. */
const JEST_MODULE_CALLS = new Set([
  'mock',
  'unmock',
  'doMock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
]);

/**
 * @param {string} text source code
 * @param {string} fileName decides the parser (TS, TSX, JS) and, for .tsx/.jsx, the implicit react/jsx-runtime
 * @returns {{ specifier: string, typeOnly: boolean }[]}
 */
export function importSpecifiers(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKindOf(fileName));
  const found = [];
  const add = (specifier, typeOnly = false) => specifier !== undefined && found.push({ specifier, typeOnly });

  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteralLike(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      // `import { type A, type B } from 'x'` is as type-only as `import type { A, B } from 'x'`.
      const allTypes = Boolean(
        named && !clause.name && named.elements.length && named.elements.every((e) => e.isTypeOnly),
      );
      add(node.moduleSpecifier.text, Boolean(clause?.isTypeOnly) || allTypes);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteralLike(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expr = node.moduleReference.expression;
      if (ts.isStringLiteralLike(expr)) add(expr.text, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node)) {
      // `typeof import('x')` / `import('x').T` in a type position.
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteralLike(arg.literal)) add(arg.literal.text, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(stringArg(node));
      else if (ts.isIdentifier(callee) && callee.text === 'require') add(stringArg(node));
      else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        ((callee.expression.text === 'require' && callee.name.text === 'resolve') ||
          (callee.expression.text === 'jest' && JEST_MODULE_CALLS.has(callee.name.text)))
      ) {
        add(stringArg(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  // The automatic JSX runtime (tsconfig "jsx": "react-jsx") imports react/jsx-runtime in every JSX file.
  if (/\.[jt]sx$/.test(fileName) && containsJsx(source)) add('react/jsx-runtime');
  return found;
}

function containsJsx(node) {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return true;
  return Boolean(ts.forEachChild(node, containsJsx));
}

/**
 * The npm package a specifier names: `react-dom/client` → react-dom, `@scope/pkg/sub` → @scope/pkg.
 * Relative and absolute paths, `node:` and other built-ins, and URLs name no package (undefined).
 */
export function packageNameOf(specifier) {
  if (/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return undefined; // ./x, /x, node:x, https://x, data:x
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (BUILTINS.has(name)) return undefined;
  return name;
}

/** `@types/scope__pkg` is the type package of `@scope/pkg`, `@types/pkg` of `pkg`. */
export function typesPackageOf(name) {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}
