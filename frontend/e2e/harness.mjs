// Starts the real service (backend/dist/src/main.js) on a fresh data directory, a test site on another loopback
// origin, and Debian's Chromium through playwright-core. Nothing leaves the machine.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
// The SDK's browser tests and these share one launcher: same Chromium, same flags, same CHROMIUM_PATH.
import { launchChromium } from '../../sdk/test/support/launch-chromium.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..', '..');
export const artifactsDir = resolve(here, '..', 'test-artifacts');
const backendMain = join(repoRoot, 'backend', 'dist', 'src', 'main.js');
const backendCli = join(repoRoot, 'backend', 'dist', 'src', 'cli.js');
const dashboardIndex = join(repoRoot, 'frontend', 'dist', 'browser', 'index.html');

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

async function waitForReady(url, child, output, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The service exited with code ${child.exitCode}:\n${output.join('')}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The service was not ready within ${timeoutMs} ms:\n${output.join('')}`);
}

/**
 * The real service on a free loopback port, with an embedded database in a fresh temp dir (`dataDir`). `extraEnv`
 * adds settings (e.g. Stripe pointed at a loopback fake); as a function it gets the service's base URL, for
 * settings that depend on it (an OAuth redirect URL).
 */
export async function startService(extraEnv = {}) {
  for (const [file, hint] of [
    [backendMain, 'npm run build'],
    [dashboardIndex, 'npm run build -w frontend'],
  ]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run \`${hint}\` from the repository root first.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'sdn-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = [];
  // Always the embedded database in a fresh directory, and no SMTP (invitations land in <dataDir>/outbox), whatever
  // the calling shell points at.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: baseUrl,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    SMTP_URL: '',
    SMTP_HOST: '',
    ...(typeof extraEnv === 'function' ? extraEnv(baseUrl) : extraEnv),
  };
  const child = spawn(process.execPath, [backendMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  await waitForReady(`${baseUrl}/readyz`, child, output);
  return {
    baseUrl,
    dataDir,
    output,
    /** An operator command (`npm run cli -- ...`) against this running service's data; answers its stdout. */
    async cli(...args) {
      const { stdout } = await promisify(execFile)(process.execPath, [backendCli, ...args], {
        cwd: repoRoot,
        env,
        timeout: 60_000,
      });
      return stdout;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A customer's site on another loopback origin: every path answers a page carrying the given head HTML. */
export async function startTestSite(headHtml) {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(
      `<!doctype html><html><head><title>Test page</title>${headHtml()}</head><body><h1>Customer page ${request.url}</h1></body></html>`,
    );
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(done)),
  };
}

export async function launchBrowser() {
  await mkdir(artifactsDir, { recursive: true });
  return launchChromium();
}

/** Collects uncaught page errors so a test can assert there were none. */
/**
 * A page in a new browser context (Playwright's context options), with the suites' 30 s default timeout (generous:
 * CI runs the backend suites beside these) and its page errors collected.
 */
export async function openPage(browser, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return { context, page, pageErrors: trackPageErrors(page) };
}

export function trackPageErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function screenshot(page, name) {
  return page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** The schema editor's document as its head preview shows it (the code editor renders only the lines in view). */
export async function previewedJson(page) {
  const preview = await page.getByTestId('json-ld-preview').textContent();
  return JSON.parse(
    preview.replace(/^<script type="application\/ld\+json">\n/, '').replace(/\n<\/script>$/, ''),
  );
}
