// A small semver range check, enough for Module Federation's requiredVersion values: exact, =, ^, ~, >, >=,
// <, <=, x-ranges (1.x, 1.2.*, 1), hyphen ranges, space-separated AND, || OR. (The root `semver` package is
// only a transitive dependency here, so we do not lean on it.)

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const PARTIAL =
  /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text) {
  const m = VERSION.exec(String(text).trim());
  if (!m) return undefined;
  return { major: +m[1], minor: +m[2], patch: +m[3], pre: m[4] ? m[4].split('.') : [] };
}

function comparePre(a, b) {
  if (!a.length || !b.length) return (b.length ? 1 : 0) - (a.length ? 1 : 0); // a release outranks its prereleases
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    const na = /^\d+$/.test(a[i]),
      nb = /^\d+$/.test(b[i]);
    if (na && nb && +a[i] !== +b[i]) return +a[i] < +b[i] ? -1 : 1;
    if (na !== nb) return na ? -1 : 1;
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

export function compare(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePre(a.pre, b.pre);
}

const v = (major, minor, patch, pre = []) => ({ major, minor, patch, pre });
const isX = (part) => part === undefined || /^[xX*]$/.test(part);

/** One comparator token (after its operator) → list of [op, version] bounds. */
function expand(op, partialText) {
  const m = PARTIAL.exec(partialText);
  if (!m) throw new Error(`Unsupported version range part "${op}${partialText}"`);
  const [, M, m2, p, preText] = m;
  const pre = preText ? preText.split('.') : [];
  if (isX(M)) return op === '<' || op === '>' ? [['<', v(0, 0, 0)]] : []; // * matches all; <* / >* match nothing
  const major = +M;
  if (isX(m2)) {
    switch (op) {
      case '>':
        return [['>=', v(major + 1, 0, 0)]];
      case '<=':
        return [['<', v(major + 1, 0, 0)]];
      case '<':
      case '>=':
        return [[op, v(major, 0, 0)]];
      default:
        return [
          ['>=', v(major, 0, 0)],
          ['<', v(major + 1, 0, 0)],
        ]; // 1, 1.x, ^1, ~1, =1
    }
  }
  const minor = +m2;
  if (isX(p)) {
    switch (op) {
      case '>':
        return [['>=', v(major, minor + 1, 0)]];
      case '<=':
        return [['<', v(major, minor + 1, 0)]];
      case '<':
      case '>=':
        return [[op, v(major, minor, 0)]];
      case '^':
        return [
          ['>=', v(major, minor, 0)],
          ['<', major ? v(major + 1, 0, 0) : v(0, minor + 1, 0)],
        ];
      default:
        return [
          ['>=', v(major, minor, 0)],
          ['<', v(major, minor + 1, 0)],
        ]; // 1.2, 1.2.x, ~1.2
    }
  }
  const exact = v(major, minor, +p, pre);
  switch (op) {
    case '^': {
      const upper = major ? v(major + 1, 0, 0) : minor ? v(0, minor + 1, 0) : v(0, 0, +p + 1);
      return [
        ['>=', exact],
        ['<', upper],
      ];
    }
    case '~':
      return [
        ['>=', exact],
        ['<', v(major, minor + 1, 0)],
      ];
    case '':
    case '=':
      return [['=', exact]];
    default:
      return [[op, exact]];
  }
}

function test(version, [op, bound]) {
  const c = compare(version, bound);
  return { '=': c === 0, '>': c > 0, '>=': c >= 0, '<': c < 0, '<=': c <= 0 }[op];
}

function comparatorsOf(part) {
  const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(part);
  if (hyphen) return [...expand('>=', hyphen[1]), ...expand('<=', hyphen[2])];
  // "^ 1.2.3" and ">= 1.2" are legal: glue operators to their versions before splitting on spaces.
  const tokens = part
    .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return tokens.flatMap((token) => {
    const [, op, rest] = /^(\^|~>?|>=|<=|>|<|=)?(.*)$/.exec(token);
    return expand(op === '~>' ? '~' : (op ?? ''), rest);
  });
}

/** Does `version` (exact, e.g. "19.3.1") satisfy `range` (e.g. "^18.0.0 || ^19.0.0")? */
export function satisfies(version, range) {
  const parsed = parseVersion(version);
  if (!parsed) throw new Error(`"${version}" is not a version`);
  const text = String(range ?? '').trim();
  if (text === '' || text === '*' || text === 'latest') return true;
  return text.split('||').some((part) => {
    const bounds = comparatorsOf(part);
    // As in npm: a prerelease (19.0.0-rc.1) only satisfies a range that names a prerelease of the same x.y.z.
    const preAllowed =
      !parsed.pre.length ||
      bounds.some(([, b]) => b.pre.length && compare({ ...b, pre: [] }, { ...parsed, pre: [] }) === 0);
    return preAllowed && bounds.every((bound) => test(parsed, bound));
  });
}
