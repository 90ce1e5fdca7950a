import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX_CONF = resolve(import.meta.dirname, '../../../docker/nginx.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const nginxInstalled = (): boolean => spawnSync(NGINX, ['-v']).status === 0;

/** A free loopback port (the moment it is handed out). */
export function freePort(): Promise<number> {
  return new Promise((ready, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ready(port));
    });
  });
}

/**
 * Debian's nginx with docker/nginx.conf as it is, only its addresses changed: the upstream servers web1:3000 and
 * web2:3000 become the given loopback addresses, and `listen 80` a loopback port. Its pid, logs and temporary files
 * stay in a scratch folder.
 */
export async function startNginx(upstreams: [string, string]): Promise<{ baseUrl: string; errorLog(): string; stop(): Promise<void> }> {
  const conf = readFileSync(NGINX_CONF, 'utf8');
  const port = await freePort();
  const templated = conf
    .replace('server web1:3000 ', `server ${upstreams[0]} `)
    .replace('server web2:3000 ', `server ${upstreams[1]} `)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (templated.includes('web1:3000') || templated.includes('web2:3000') || !templated.includes(`127.0.0.1:${port}`)) {
    throw new Error('docker/nginx.conf no longer has the addresses this harness replaces');
  }
  const folder = mkdtempSync(join(tmpdir(), 'sdn-nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${folder}/${name};`).join(' ');
  // The temporary paths belong to the http block: added there, as the last lines of the copy.
  writeFileSync(join(folder, 'nginx.conf'), templated.replace(/}\s*$/, `  ${temp}\n  access_log ${folder}/access.log;\n}\n`));
  // As root, nginx would hand its workers to `nobody`, who cannot write the scratch folder: keep them as root.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const args = [
    '-p',
    folder,
    '-c',
    join(folder, 'nginx.conf'),
    '-g',
    `pid ${folder}/nginx.pid; error_log ${folder}/error.log warn; daemon off;${user}`,
  ];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Up once it accepts a connection (no request: that would already reach an instance).
  const accepts = () =>
    new Promise<boolean>((answer) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => answer(true)).once('error', () => answer(false));
      socket.once('close', () => socket.destroy());
      socket.once('connect', () => socket.end());
    });
  for (let tries = 0; ; tries++) {
    const up = await accepts();
    if (up) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${readFileSync(join(folder, 'error.log'), 'utf8')}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    baseUrl,
    errorLog: () => readFileSync(join(folder, 'error.log'), 'utf8'),
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          rmSync(folder, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGQUIT');
      }),
  };
}
