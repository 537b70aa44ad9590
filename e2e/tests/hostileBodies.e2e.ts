import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { startTestPlatform, type RunningPlatform } from '../src/platform';

// A short fuzz of hostile bodies through the whole platform (browser → gateway → api), without a browser:
// deeply nested, oversized, wrongly encoded and malformed bodies, with and without the CSRF token. Every
// answer must be a JSON 4xx, the connection must survive (no reset), and the next request on the same
// connection must be served (issue 15: a nested body answered 500 after stalling the api, and an early
// refusal became a 502 or a reset at the gateway).

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.stop());

interface Answer {
  status: number;
  type: string;
  body: string;
  reused: boolean;
  setCookies: string[];
}

function call(
  agent: http.Agent,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const url = new URL(path, platform.url);
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body) headers['Content-Length'] = String(options.body.length);
    // Settled once the answer is in AND the body is out: an early answer comes while a big body is still
    // being written, and only then is the connection free for the next request (and counted as reused).
    let sent = false;
    let answer: Answer | undefined;
    const settle = () => sent && answer && resolve(answer);
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        answer = {
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body,
          reused: req.reusedSocket,
          setCookies: res.headers['set-cookie'] ?? [],
        };
        settle();
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('finish', () => {
      sent = true;
      settle();
    });
    req.end(options.body);
  });
}

/** A deterministic generator (mulberry32): the same fuzz on every run, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const json = (text: string) => Buffer.from(text, 'utf8');

function hostileBodies(): { name: string; headers: Record<string, string>; body: Buffer }[] {
  const next = random(15);
  const cases: { name: string; headers: Record<string, string>; body: Buffer }[] = [];
  const asJson = { 'Content-Type': 'application/json' };
  for (const depth of [100, 5_000, 200_000, 400_000]) {
    cases.push({
      name: `arrays nested ${depth} deep`,
      headers: asJson,
      body: json('['.repeat(depth) + ']'.repeat(depth)),
    });
  }
  cases.push({
    name: 'objects nested 50 deep',
    headers: asJson,
    body: json('{"a":'.repeat(50) + '1' + '}'.repeat(50)),
  });
  for (const kib of [1_100, 3_000, 12_000]) {
    cases.push({
      name: `${kib} KiB of JSON`,
      headers: asJson,
      body: json(JSON.stringify({ data: 'x'.repeat(kib * 1024) })),
    });
  }
  cases.push({ name: 'a NUL character', headers: asJson, body: json('{"name":"a\\u0000b"}') });
  cases.push({ name: 'truncated JSON', headers: asJson, body: json('{"name": "unfinished') });
  cases.push({
    name: 'gzip-encoded',
    headers: { ...asJson, 'Content-Encoding': 'gzip' },
    body: gzipSync('{}'),
  });
  cases.push({
    name: 'an unknown encoding',
    headers: { ...asJson, 'Content-Encoding': 'x-made-up' },
    body: json('{}'),
  });
  cases.push({
    name: 'UTF-16',
    headers: { 'Content-Type': 'application/json; charset=utf-16' },
    body: Buffer.from('{}', 'utf16le'),
  });
  cases.push({
    name: 'invalid UTF-8',
    headers: asJson,
    body: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  });
  for (let i = 0; i < 6; i++) {
    const bytes = Buffer.alloc(1 + Math.floor(next() * 64 * 1024));
    for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(next() * 256);
    cases.push({ name: `random bytes #${i} (${bytes.length} B)`, headers: asJson, body: bytes });
  }
  for (let i = 0; i < 4; i++) {
    // Brackets, quotes and backslashes in a random order: the scanner's edge cases.
    const chars = '[]{}"\\:,u0 a';
    const text = Array.from(
      { length: 1 + Math.floor(next() * 20_000) },
      () => chars[Math.floor(next() * chars.length)],
    ).join('');
    cases.push({ name: `random JSON punctuation #${i}`, headers: asJson, body: json(text) });
  }
  return cases;
}

/** The csrf cookie and its header, as a page of the site has them after its first api call. */
async function csrfOf(agent: http.Agent) {
  const answer = await call(agent, '/data/users/me');
  const cookies = answer.setCookies.map((c) => c.split(';')[0]!);
  const token = cookies.find((c) => c.startsWith('csrf='))!.slice('csrf='.length);
  return { Cookie: cookies.join('; '), 'X-CSRF-Token': token, Origin: platform.url };
}

describe.each([
  ['without the CSRF token (refused before the body is read)', false],
  ['with the CSRF token (the body is parsed)', true],
])('hostile bodies through the gateway, %s', (_label, withCsrf) => {
  test.each(hostileBodies())(
    '$name: a JSON 4xx, and the connection serves the next request',
    async ({ headers, body }) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const session = withCsrf ? await csrfOf(agent) : {};
        const answer = await call(agent, '/data/tracked-events', {
          method: 'POST',
          headers: { ...headers, ...session },
          body,
        });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.type).toMatch(/application\/json/);
        expect(JSON.parse(answer.body)).toHaveProperty('errors');
        const next = await call(agent, '/data/environment', { headers: session });
        expect(next.status).toBe(200);
        if (body.length <= 16 * 1024 * 1024) expect(next.reused).toBe(true);
      } finally {
        agent.destroy();
      }
    },
  );
});

test('an anonymous résumé upload is refused (401) before its body is read, and the connection survives', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const session = await csrfOf(agent);
    const boundary = 'x-hostile-boundary';
    const body = Buffer.concat([
      json(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(4 * 1024 * 1024, 0x25),
      json(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await call(agent, '/data/userdashboard/applicant-profile/resume', {
      method: 'POST',
      headers: { ...session, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(answer.status).toBe(401);
    expect(answer.type).toMatch(/application\/json/);
    const next = await call(agent, '/data/environment', { headers: session });
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  } finally {
    agent.destroy();
  }
});
