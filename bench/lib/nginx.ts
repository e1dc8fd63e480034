import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './app-server.ts';
import { onInterrupt } from './scratch-db.ts';

// nginx (the Debian package) started by the bench on a loopback port with a generated or
// templated configuration, everything it writes kept under a temporary prefix.

/** The nginx binary (Debian's package; BENCH_NGINX to use another). */
export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

export type Nginx = {
  base: string;
  /** Fails unless `path` answers 200, with the tail of nginx's error log. */
  check(path: string): Promise<void>;
  stop(): Promise<void>;
};

async function startNginx(prefix: string, config: string, port: number): Promise<Nginx> {
  const file = path.join(prefix, 'nginx.conf');
  await fs.writeFile(file, config);
  // Started as root, nginx's workers run as nobody: they must reach the files and the cache.
  await fs.chmod(prefix, 0o755);
  const child = spawn(NGINX, ['-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) throw new Error(`nginx exited: ${stderr.trim()}`);
    try {
      await fetch(`${base}/`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error('nginx did not start within 10 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    async check(pathname) {
      const response = await fetch(`${base}${pathname}`);
      await response.arrayBuffer();
      if (response.status !== 200) {
        const log = await fs.readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
        throw new Error(`nginx answered ${pathname} with ${response.status}: ${log.slice(-1500)}`);
      }
    },
    stop: onInterrupt(async () => {
      if (exited) return;
      child.kill('SIGQUIT');
      await exit;
    }),
  };
}

/** The reference: nginx serving `files` (URL path → body) as static HTML. */
export async function startStaticNginx(
  prefix: string,
  port: number,
  files: Map<string, string>,
): Promise<Nginx> {
  const root = path.join(prefix, 'html');
  await fs.mkdir(root, { recursive: true });
  for (const [name, body] of files) await fs.writeFile(path.join(root, name), body);
  return startNginx(
    prefix,
    `daemon off;
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    default_type text/html;
    server {
        listen 127.0.0.1:${port};
        root ${root};
    }
}
`,
    port,
  );
}

/**
 * deploy/nginx.conf with its ports and paths rewritten into `prefix`: the shipped config, in
 * front of the app processes on `appPorts` (deploy/nginx-upstream.conf's line, once per port).
 * Each rewrite must apply, so an edit to the file that breaks one fails the bench instead of
 * silently measuring something else.
 */
export async function startDeployNginx(
  prefix: string,
  port: number,
  appPorts: number | number[],
): Promise<Nginx> {
  await fs.mkdir(prefix, { recursive: true });
  const upstreamLine = (
    await fs.readFile(path.join(REPO_ROOT, 'deploy/nginx-upstream.conf'), 'utf8')
  )
    .split('\n')
    .find((line) => /^server 127\.0\.0\.1:3000 /.test(line));
  if (!upstreamLine)
    throw new Error('deploy/nginx-upstream.conf: no "server 127.0.0.1:3000 …" line');
  const upstreamFile = path.join(prefix, 'nivasa-upstream.conf');
  await fs.writeFile(
    upstreamFile,
    [appPorts]
      .flat()
      .map((appPort) => upstreamLine.replace(':3000 ', `:${appPort} `))
      .join('\n') + '\n',
  );
  let config = await fs.readFile(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  const rewrites: [RegExp, string][] = [
    [/^user .*;$/m, 'daemon off;'],
    [/^pid .*;$/m, `pid ${prefix}/nginx.pid;`],
    [/^error_log \S+/m, `error_log ${prefix}/error.log`],
    [/access_log \S+/, `access_log ${prefix}/access.log`],
    [/proxy_cache_path \S+/, `proxy_cache_path ${prefix}/cache`],
    [/include \/etc\/nginx\/nivasa-upstream\.conf;/, `include ${upstreamFile};`],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
  ];
  for (const [pattern, replacement] of rewrites) {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf: nothing matches ${pattern}`);
    config = config.replace(pattern, replacement);
  }
  // Temporary files (request bodies, proxied responses) under the prefix too.
  config = config.replace(
    /^http \{$/m,
    `http {\n    client_body_temp_path ${prefix}/client_body;\n    proxy_temp_path ${prefix}/proxy;\n    fastcgi_temp_path ${prefix}/fastcgi;\n    uwsgi_temp_path ${prefix}/uwsgi;\n    scgi_temp_path ${prefix}/scgi;`,
  );
  return startNginx(prefix, config, port);
}
