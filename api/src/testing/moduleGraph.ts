import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Reads the api's TypeScript sources as text and answers what the module boundaries test asks
// (modules/boundaries.test.ts): which module imports which, which of those imports reach past a module's
// public entry (index.ts), the cycles between modules, whether platform/ imports a module, and which
// module's SQL writes which table. A small lexer finds comments, string and template literals, so an import
// that spans lines counts and a word in a comment does not; the SQL is read from the literals only.

/** One source file: its path under src/ (with '/' separators) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Every .ts file under `srcDir`, tests included (each check says whether it looks at tests). */
export function readSources(srcDir: string): SourceFile[] {
  return (readdirSync(srcDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => ({ path: f.split(path.sep).join('/'), text: readFileSync(path.join(srcDir, f), 'utf8') }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export const isTest = (file: SourceFile) => /\.test\.ts$/.test(file.path);

/** The module a file belongs to (`modules/<module>/…`), or null (platform, seed, testing, modules/index.ts…). */
export function moduleOf(filePath: string): string | null {
  const match = /^modules\/([^/]+)\/./.exec(filePath);
  return match ? match[1]! : null;
}

// Tokens after which a '/' starts a regular expression rather than a division.
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|(?:^|[^\w$])(?:return|typeof|case|in|of|void|throw|delete)$/;

export interface Lexed {
  /** The code with comments removed and every literal's content replaced by `#<index>`. */
  code: string;
  /** Each string or template literal's text, in order; a template's substitutions read as `${}`. */
  literals: string[];
}

/** Splits TypeScript source into code and literals (enough for imports and SQL; not a full parser). */
export function lex(text: string): Lexed {
  let code = '';
  const literals: string[] = [];
  // Open template literals (their text so far) and, for each, the brace depth of its current `${`.
  const templates: { text: string; depth: number }[] = [];
  let depth = 0;
  let i = 0;
  const at = (n = 0) => text[i + n] ?? '';
  const emit = (literal: string) => {
    code += `"#${literals.length}"`;
    literals.push(literal);
  };
  const readTemplate = () => {
    // At the character after '`' or after a substitution's '}': read to '`' or '${'.
    const open = templates[templates.length - 1]!;
    while (i < text.length) {
      const c = at();
      if (c === '\\') {
        open.text += text.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i += 1;
        templates.pop();
        emit(open.text);
        return;
      } else if (c === '$' && at(1) === '{') {
        i += 2;
        open.text += '${}';
        open.depth = depth;
        depth += 1;
        return;
      } else {
        open.text += c;
        i += 1;
      }
    }
  };
  while (i < text.length) {
    const c = at();
    if (c === '/' && at(1) === '/') {
      while (i < text.length && at() !== '\n') i += 1;
    } else if (c === '/' && at(1) === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      code += ' ';
    } else if (c === "'" || c === '"') {
      let literal = '';
      i += 1;
      while (i < text.length && at() !== c && at() !== '\n') {
        if (at() === '\\') {
          literal += at(1);
          i += 2;
        } else {
          literal += at();
          i += 1;
        }
      }
      i += 1;
      emit(literal);
    } else if (c === '`') {
      i += 1;
      templates.push({ text: '', depth: -1 });
      readTemplate();
    } else if (c === '{') {
      depth += 1;
      code += c;
      i += 1;
    } else if (c === '}') {
      depth -= 1;
      i += 1;
      const open = templates[templates.length - 1];
      if (open && open.depth === depth) readTemplate();
      else code += c;
    } else if (c === '/' && BEFORE_REGEX.test(code.trimEnd())) {
      // A regular expression literal: skip it (a quote inside must not open a string).
      let inClass = false;
      i += 1;
      while (i < text.length && at() !== '\n') {
        const r = at();
        if (r === '\\') i += 1;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        i += 1;
      }
      i += 1;
      code += '/re/';
    } else {
      code += c;
      i += 1;
    }
  }
  return { code, literals };
}

/** The module specifiers a file imports or re-exports (static, dynamic and type-only). */
export function importSpecifiers(text: string): string[] {
  const { code, literals } = lex(text);
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^;"]*?\bfrom\s*"#(\d+)"/g, // import … from '…', export … from '…'
    /\bimport\s*"#(\d+)"/g, // import '…' (side effects)
    /\bimport\s*\(\s*"#(\d+)"\s*\)/g, // import('…')
    /\brequire\s*\(\s*"#(\d+)"\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) found.push(literals[Number(match[1])]!);
  return found;
}

/** A relative specifier resolved against the importing file, as a path under src/ without extension. */
export function resolveImport(fromPath: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromPath), specifier));
  return resolved.replace(/\.ts$/, '');
}

export interface ModuleImport {
  file: string;
  specifier: string;
  fromModule: string | null;
  toModule: string;
  /** The import names the module's public entry (`modules/<m>` or `modules/<m>/index`). */
  viaIndex: boolean;
}

/** Every import of a file under modules/<m>/ made from another module or from outside modules/. */
export function moduleImports(files: readonly SourceFile[]): ModuleImport[] {
  const out: ModuleImport[] = [];
  for (const file of files) {
    const fromModule = moduleOf(file.path);
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolveImport(file.path, specifier);
      if (!target) continue;
      const match = /^modules\/([^/]+)(?:\/(.*))?$/.exec(target);
      if (!match) continue;
      const toModule = match[1]!;
      if (toModule === fromModule) continue;
      // modules/index (the list of modules, if any) is not a module.
      if (match[2] === undefined && toModule === 'index') continue;
      out.push({
        file: file.path,
        specifier,
        fromModule,
        toModule,
        viaIndex: !match[2] || match[2] === 'index',
      });
    }
  }
  return out;
}

/** Imports that reach into another module's files instead of its index.ts (tests included). */
export function deepImports(files: readonly SourceFile[]): ModuleImport[] {
  return moduleImports(files).filter((i) => !i.viaIndex);
}

/** Which modules each module's sources (not its tests) import. */
export function moduleGraph(files: readonly SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const m = moduleOf(file.path);
    if (m && !graph.has(m)) graph.set(m, new Set());
  }
  for (const i of moduleImports(files.filter((f) => !isTest(f))))
    if (i.fromModule) graph.get(i.fromModule)!.add(i.toModule);
  return graph;
}

/** Every elementary cycle's modules, each listed once, starting from its smallest name. */
export function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const names = [...graph.keys()].sort();
  for (const start of names) {
    // Cycles through `start` among modules not smaller than it: each cycle is found from its smallest.
    const walk = (node: string, trail: string[]) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) cycles.set(trail.join(' → '), [...trail]);
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return [...cycles.values()];
}

/** Imports from platform/ (tests included) of anything under modules/. */
export function platformImportsOfModules(files: readonly SourceFile[]): ModuleImport[] {
  return moduleImports(files).filter((i) => i.file.startsWith('platform/'));
}

export interface TableWrite {
  table: string;
  module: string;
  file: string;
  statement: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE' | 'ON CONFLICT DO UPDATE';
}

const WRITES: { statement: TableWrite['statement']; pattern: RegExp }[] = [
  { statement: 'INSERT', pattern: /\bINSERT\s+INTO\s+([\w.$]+)/g },
  // Not the `DO UPDATE SET` of an upsert (below).
  {
    statement: 'UPDATE',
    pattern: /(?<!\bDO\s+)\bUPDATE\s+(?:ONLY\s+)?([\w.$]+)(?:\s+(?:AS\s+)?\w+)?\s+SET\b/g,
  },
  { statement: 'DELETE', pattern: /\bDELETE\s+FROM\s+(?:ONLY\s+)?([\w.$]+)/g },
  { statement: 'TRUNCATE', pattern: /\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?([\w.$]+(?:\s*,\s*[\w.$]+)*)/g },
  // INSERT … ON CONFLICT … DO UPDATE changes the existing row: a write of the INSERT's table.
  {
    statement: 'ON CONFLICT DO UPDATE',
    pattern: /\bINSERT\s+INTO\s+([\w.$]+)[^;]*?\bON\s+CONFLICT\b[^;]*?\bDO\s+UPDATE\b/g,
  },
];

/** The tables each SQL literal of the modules' sources (not tests) writes, by module. */
export function tableWrites(files: readonly SourceFile[]): TableWrite[] {
  const out: TableWrite[] = [];
  for (const file of files) {
    const module = moduleOf(file.path);
    if (!module || isTest(file)) continue;
    for (const literal of lex(file.text).literals)
      for (const { statement, pattern } of WRITES)
        for (const match of literal.matchAll(pattern))
          for (const table of match[1]!.split(',').map((t) => t.trim()))
            out.push({ table: table.replace(/^public\./, ''), module, file: file.path, statement });
  }
  return out;
}

/** Tables that more than one module writes, with the writers (a `${}` name reads as a table of its own). */
export function sharedWrites(writes: readonly TableWrite[]): Map<string, string[]> {
  const writers = new Map<string, Set<string>>();
  for (const w of writes) writers.set(w.table, (writers.get(w.table) ?? new Set()).add(w.module));
  return new Map(
    [...writers]
      .filter(([, modules]) => modules.size > 1)
      .map(([table, modules]) => [table, [...modules].sort()]),
  );
}

/** Tables of a query's FROM, JOIN, UPDATE, INSERT INTO or DELETE FROM in the modules' sources (not tests). */
export function modulesReading(files: readonly SourceFile[], table: string): string[] {
  const pattern = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO)\\s+${table}\\b`);
  const modules = new Set<string>();
  for (const file of files) {
    const module = moduleOf(file.path);
    if (!module || isTest(file)) continue;
    if (lex(file.text).literals.some((literal) => pattern.test(literal))) modules.add(module);
  }
  return [...modules].sort();
}

const STATUS_VALUES = new Set(['PUBLISHED', 'UNPUBLISHED', 'FROZEN', 'DRAFT', 'AWAITING_PAYMENT', 'DELETED']);

/**
 * Where a module's sources (not tests) compare a status with a listing's or an organisation's status
 * value, in code (`row.status === 'PUBLISHED'`) or in SQL (`l.status = 'PUBLISHED'`): the places that decide
 * on their own whether a listing or an organisation is public.
 */
export function statusDecisions(files: readonly SourceFile[]): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const file of files) {
    if (!moduleOf(file.path) || isTest(file)) continue;
    const { code, literals } = lex(file.text);
    for (const match of code.matchAll(/status\s*(?:[!=]==?)\s*"#(\d+)"/gi))
      if (STATUS_VALUES.has(literals[Number(match[1])]!)) out.push({ file: file.path, text: match[0] });
    for (const literal of literals)
      for (const match of literal.matchAll(/status\s*(?:=|<>|!=|IN)\s*\(?\s*'(\w+)'/gi))
        if (STATUS_VALUES.has(match[1]!)) out.push({ file: file.path, text: match[0] });
  }
  return out;
}
