// Starts the data service and the gateway as child processes and waits until both answer.
// Used by `npm start`, the end-to-end tests and the benchmark, so all three run the same platform.
// CommonJS so that Jest (the browser tests) can load it as well as the ESM scripts.
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

function run(name, script, env, log) {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const merged = { ...process.env, ...env };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(tsx, [script], { cwd: repoRoot, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (stream) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`);
    });
  forward(child.stdout);
  forward(child.stderr);
  return child;
}

/**
 * The local Stripe-compatible test server (tools/stripe-local) that stands for Stripe beside the api,
 * unless the api is given a real Stripe account (STRIPE_SECRET_KEY): api/README.md "Payments".
 */
async function startStripeLocal(stripePort, webhookUrl, log) {
  // Its signed payment events go where Stripe's would: the site's webhook endpoint, through the gateway.
  const child = run(
    'stripe',
    'tools/stripe-local/src/main.ts',
    { STRIPE_LOCAL_PORT: String(stripePort), STRIPE_WEBHOOK_URL: webhookUrl },
    log,
  );
  const url = `http://127.0.0.1:${stripePort}`;
  await waitFor(`${url}/healthz`, child, 'the local Stripe test server', 60_000).catch(async (error) => {
    if (child.exitCode === null) child.kill('SIGTERM');
    throw error;
  });
  return { child, url };
}

/**
 * @param {{ port?: number, apiPort?: number, stripePort?: number, deployDir?: string, pgliteDir?: string,
 *   databaseUrl?: string, apiEnv?: Record<string,string>, gatewayEnv?: Record<string,string>,
 *   log?: (line: string) => void }} o
 */
async function startPlatform(o = {}) {
  const log = o.log ?? ((line) => console.log(line));
  const port = o.port ?? (await freePort());
  const apiPort = o.apiPort ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const realStripe = Boolean(o.apiEnv?.STRIPE_SECRET_KEY ?? process.env.STRIPE_SECRET_KEY);
  const stripe = realStripe
    ? null
    : await startStripeLocal(
        o.stripePort ?? (await freePort()),
        `http://127.0.0.1:${port}/data/payments/webhook`,
        log,
      );
  // Development unless the caller says otherwise: both processes refuse to start in production without
  // their secrets and public address (api/README.md "Production").
  const mode = { NODE_ENV: process.env.NODE_ENV || 'development' };
  const apiEnv = {
    ...mode,
    PUBLIC_URL: origin,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    ...(stripe ? { STRIPE_API_URL: stripe.url } : {}),
    ...(o.apiEnv ?? {}),
  };
  if (o.pgliteDir) apiEnv.PGLITE_DIR = o.pgliteDir;
  // The embedded database unless a server is asked for explicitly (a DATABASE_URL in the shell is for tests).
  apiEnv.DATABASE_URL = o.databaseUrl;
  const api = run('api', 'api/src/server.ts', apiEnv, log);
  const gateway = run(
    'gateway',
    'gateway/src/server.ts',
    {
      ...mode,
      PUBLIC_ORIGIN: origin,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
      ...(o.deployDir ? { DEPLOY_DIR: o.deployDir } : {}),
      // The page's card form calls the local test server directly (the CSP's connect-src).
      ...(stripe ? { STRIPE_LOCAL_ORIGIN: stripe.url } : {}),
      ...(o.gatewayEnv ?? {}),
    },
    log,
  );
  const children = [gateway, api, ...(stripe ? [stripe.child] : [])];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
    );
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api, 'api', 180_000);
    await waitFor(`http://127.0.0.1:${port}/healthz`, gateway, 'gateway', 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    port,
    apiPort,
    api,
    gateway,
    stripe: stripe?.child,
    stripeUrl: stripe?.url,
    stop,
  };
}

module.exports = { freePort, startPlatform };
