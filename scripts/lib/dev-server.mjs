// Serves a watch build to the running platform: any origin may fetch it (the page is on the gateway's
// origin), nothing is cached (every reload gets the latest rebuild).
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': 'no-store',
};

/**
 * @param {string} root the build folder
 * @param {{ port?: number, host?: string }} [o] port 0 = any free port
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function serveDirectory(root, { port = 0, host = '127.0.0.1' } = {}) {
  const base = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    const notFound = () => {
      res.writeHead(404, { ...HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: `Not found: ${req.url}`, errors: {} }));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return notFound();
    }
    const file = path.join(base, pathname);
    // Only files inside the build folder (no ../, no NUL).
    if (pathname.includes('\0') || !file.startsWith(base + path.sep)) return notFound();
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return notFound();
    res.writeHead(200, {
      ...HEADERS,
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
