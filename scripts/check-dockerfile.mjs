// Checks deploy/Dockerfile without Docker (`node scripts/check-dockerfile.mjs`, Node 24 first on
// PATH as for npm scripts):
//  1. reads it and asserts what an operator relies on: Node 24 bases (the `node`
//     devDependency's version), a non-root USER, a HEALTHCHECK on /healthz, production
//     dependencies only, NODE_ENV=production, /data as the data volume, no secrets in ENV or
//     ARG, and npm start's node flags and environment in CMD and ENV;
//  2. replays the runtime stage in a temporary folder: what its COPY lines copy (from the
//     context less .dockerignore, and build/ as the build stage's output), its `npm ci --omit=dev`,
//     then its CMD on an empty embedded database, polling /healthz and /readyz and fetching pages,
//     its HEALTHCHECK, SIGTERM, and scripts/db-migrate.ts; and it follows the imports of the
//     operator's scripts and of the server build through the copied files. Anything the image
//     would miss at run time fails here.
// Prints each step and its time; exits non-zero on the first failure. Run `npm run build` first
// for a build/ of the current sources (without one it runs it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  assert,
  CheckError,
  contextFiles,
  envPairs,
  globToRegExp,
  jsonOrNull,
  parseCopy,
  parseDockerfile,
  parseHealthcheck,
  readDockerignore,
  shellWords,
} from './dockerfile-reading.mjs';
import {
  cleanUp,
  cleanups,
  freePort,
  hostEnvWithoutNpm,
  run,
  seconds,
  started,
  step,
  tail,
} from './dockerfile-steps.mjs';
import { checkDockerfileRules } from './dockerfile-rules.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCKERFILE = path.join(ROOT, 'deploy/Dockerfile');
const DOCKERIGNORE = path.join(ROOT, '.dockerignore');
const NOBODY = 65534;

// ---------------------------------------------------------------------------------------------

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `check-dockerfile: needs Node 24 (this is ${process.version}): put node_modules/.bin first on PATH`,
  );
  process.exit(1);
}

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
let dockerfile;
let runtime;
let build;

await step('read deploy/Dockerfile', () => {
  dockerfile = parseDockerfile(fs.readFileSync(DOCKERFILE, 'utf8'));
  assert(dockerfile.stages.length >= 2, 'expected a build stage and a runtime stage');
  runtime = dockerfile.stages.at(-1);
  build = dockerfile.stages[0];
  return `${dockerfile.instructions.length} instructions, stages ${dockerfile.stages
    .map((stage) => `${stage.name ?? '(unnamed)'} (${stage.image})`)
    .join(', ')}`;
});

let runtimeEnv = {};

await step('static checks', () => {
  const checked = checkDockerfileRules({ dockerfile, pkg, dockerignore: DOCKERIGNORE });
  runtimeEnv = checked.runtimeEnv;
  return checked.note;
});

// ---------------------------------------------------------------------------------------------
// The runtime stage, replayed.

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-dockerfile-'));
cleanups.push(() => fs.rmSync(temporary, { recursive: true, force: true }));
fs.chmodSync(temporary, 0o755);
const rootfs = path.join(temporary, 'rootfs');
const inImage = (containerPath) => path.join(rootfs, containerPath);
const nodeDir = path.dirname(process.execPath);
// As root here, the server runs as nobody over root's files, as `node` does over the image's.
const asUser = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};

await step('build/ (the build stage’s output)', async () => {
  if (fs.existsSync(path.join(ROOT, 'build/server/index.js'))) {
    const age = Date.now() - fs.statSync(path.join(ROOT, 'build/server/index.js')).mtimeMs;
    return `the repository's build/, ${Math.round(age / 60_000)} min old`;
  }
  const result = await run('npm', ['run', 'build'], {
    cwd: ROOT,
    env: { ...hostEnvWithoutNpm(), PATH: `${nodeDir}:${process.env.PATH}` },
  });
  assert(result.code === 0, `npm run build failed:\n${tail(result.output)}`);
  return 'built with npm run build';
});

let workdir = '/';
const copied = { files: 0, sources: [] };

await step('replay the runtime stage: COPY, RUN', async () => {
  const rules = readDockerignore(DOCKERIGNORE);
  const context = contextFiles(ROOT, rules);
  const contextDirs = new Set(
    context.flatMap((file) => {
      const parts = file.split('/');
      return parts.slice(1).map((_, n) => parts.slice(0, n + 1).join('/'));
    }),
  );
  const env = {};
  const buildWorkdir =
    build.steps
      .filter((s) => s.keyword === 'WORKDIR')
      .at(-1)
      ?.args.trim() ?? '/';

  const copyFile = (from, to) => {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    copied.files++;
  };

  for (const instruction of runtime.steps) {
    const { keyword, args } = instruction;
    if (keyword === 'WORKDIR') {
      workdir = path.posix.resolve(workdir, args.trim());
      fs.mkdirSync(inImage(workdir), { recursive: true });
    } else if (keyword === 'ENV') {
      for (const [key, value] of envPairs(args)) env[key] = value;
    } else if (keyword === 'COPY') {
      const { flags, sources, dest } = parseCopy(args);
      const target = path.posix.resolve(workdir, dest);
      const intoFolder = dest.endsWith('/') || sources.length > 1;
      if (flags.from) {
        assert(
          flags.from === build.name,
          `line ${instruction.line}: COPY --from=${flags.from}: only the build stage is replayed`,
        );
        for (const source of sources) {
          const relative = path.posix.relative(
            buildWorkdir,
            path.posix.resolve(buildWorkdir, source),
          );
          assert(
            relative === 'build' || relative.startsWith('build/'),
            `line ${instruction.line}: COPY --from=${flags.from} ${source}: the replay knows only build/ of the build stage`,
          );
          const from = path.join(ROOT, relative);
          assert(fs.existsSync(from), `line ${instruction.line}: ${relative} is not built`);
          fs.cpSync(from, inImage(target), { recursive: true });
          copied.sources.push(`${relative} (build stage)`);
        }
        continue;
      }
      let matched = 0;
      for (const source of sources) {
        const pattern = path.posix.normalize(source).replace(/^\.\/?|\/$/g, '');
        const wildcard = /[*?[]/.test(pattern);
        if (pattern === '' || pattern === '.') {
          for (const file of context) copyFile(path.join(ROOT, file), inImage(`${target}/${file}`));
          matched++;
          continue;
        }
        const regexp = globToRegExp(pattern);
        const files = wildcard ? context.filter((file) => regexp.test(file)) : [];
        const dirs = wildcard ? [...contextDirs].filter((dir) => regexp.test(dir)) : [];
        if (!wildcard && context.includes(pattern)) files.push(pattern);
        if (!wildcard && contextDirs.has(pattern)) dirs.push(pattern);
        assert(
          wildcard || files.length || dirs.length,
          `line ${instruction.line}: COPY ${source}: not in the build context (missing, or excluded by .dockerignore)`,
        );
        for (const file of files) {
          const to = intoFolder ? `${target}/${path.posix.basename(file)}` : target;
          copyFile(path.join(ROOT, file), inImage(to));
        }
        for (const dir of dirs) {
          for (const file of context.filter((f) => f.startsWith(`${dir}/`))) {
            copyFile(path.join(ROOT, file), inImage(`${target}/${file.slice(dir.length + 1)}`));
          }
        }
        matched += files.length + dirs.length;
        copied.sources.push(...files, ...dirs.map((dir) => `${dir}/`));
      }
      assert(matched, `line ${instruction.line}: COPY ${args}: no file matches`);
    } else if (keyword === 'RUN') {
      const command = jsonOrNull(args)?.join(' ') ?? args;
      for (const part of command.split('&&').map((p) => p.trim())) {
        const words = shellWords(part);
        if (words[0] === 'npm' && words[1] === 'ci') {
          const t = Date.now();
          const result = await run('npm', words.slice(1), {
            cwd: inImage(workdir),
            env: { ...hostEnvWithoutNpm(), ...env, PATH: `${nodeDir}:${process.env.PATH}` },
          });
          assert(result.code === 0, `${part} failed:\n${tail(result.output)}`);
          const added = /added \d+ packages?[^\n]*/.exec(result.output)?.[0] ?? '';
          console.log(`  ${part}: ${added} (${seconds(t)})`);
        } else if (words[0] === 'npm' && words[1] === 'cache') {
          console.log(`  ${part}: skipped (this machine's npm cache is shared)`);
        } else if (words[0] === 'mkdir') {
          for (const folder of words.slice(1).filter((w) => !w.startsWith('-'))) {
            fs.mkdirSync(inImage(path.posix.resolve(workdir, folder)), { recursive: true });
          }
        } else if (words[0] === 'chown') {
          console.log(`  ${part}: skipped (the replay's data folder is the server user's own)`);
        } else {
          throw new CheckError(`line ${instruction.line}: the replay cannot run \`${part}\``);
        }
      }
    }
  }
  return `${copied.files} files from ${copied.sources.length} sources into ${path.relative(
    temporary,
    inImage(workdir),
  )}`;
});

const port = await freePort();
const dataDir = path.join(temporary, 'data');
const home = path.join(temporary, 'home');
for (const folder of [dataDir, home]) {
  fs.mkdirSync(folder);
  if (asUser.uid !== undefined) fs.chownSync(folder, asUser.uid, asUser.gid);
}
/** What a container gets: the image's ENV, the check's settings, no host environment. */
const containerEnv = {
  ...runtimeEnv,
  PATH: `${nodeDir}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
  HOME: home,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${port}`,
  // No demo seed: it takes 60–100 s and is not about the image's files.
  SEED_ON_EMPTY: 'false',
};
const toHost = (argv) => (argv[0] === 'node' ? [process.execPath, ...argv.slice(1)] : argv);
const cmd = toHost(jsonOrNull(runtime.steps.find((s) => s.keyword === 'CMD').args));
const healthcheck = toHost(
  parseHealthcheck(runtime.steps.find((s) => s.keyword === 'HEALTHCHECK').args).exec,
);
const base = `http://127.0.0.1:${port}`;
let server;
let serverLog = '';
let serverExit;

async function get(url, timeoutMs = 10_000) {
  const response = await fetch(base + url, { signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, body: await response.text(), type: response.headers };
}

await step(`start the CMD (${asUser.uid === undefined ? 'as this user' : 'as nobody'})`, () => {
  server = spawn(cmd[0], cmd.slice(1), {
    cwd: inImage(workdir),
    env: containerEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...asUser,
  });
  server.stdout.on('data', (chunk) => (serverLog += chunk));
  server.stderr.on('data', (chunk) => (serverLog += chunk));
  serverExit = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  );
  cleanups.push(async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await serverExit;
    }
  });
  return `${cmd.slice(1).join(' ')} on port ${port}`;
});

await step('GET /healthz until it answers', async () => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new CheckError(
        `the server exited (${server.exitCode ?? server.signalCode}):\n${tail(serverLog)}`,
      );
    }
    try {
      const { status } = await get('/healthz', 2000);
      if (status === 200) return 'status 200';
    } catch {
      // Not listening yet.
    }
    assert(Date.now() < deadline, `no answer from /healthz in 90 s:\n${tail(serverLog)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

await step('GET /readyz', async () => {
  const { status, body } = await get('/readyz');
  assert(status === 200, `status ${status}: ${body}`);
  assert(JSON.parse(body).database === 'pglite', `expected the embedded database: ${body}`);
  return body;
});

await step('GET pages and a script (route modules, the client build)', async () => {
  const seen = [];
  for (const page of ['/', '/shop', '/te/shop', '/about']) {
    const { status, body } = await get(page, 30_000);
    assert(status === 200, `${page}: status ${status}\n${tail(serverLog)}`);
    seen.push(`${page} ${status}`);
    if (page === '/') {
      const script = /\/assets\/[\w.-]+\.js/.exec(body)?.[0];
      assert(script, '/: no script of the client build in the page');
      const asset = await get(script);
      assert(asset.status === 200, `${script}: status ${asset.status}`);
      seen.push(`${script} ${asset.status}`);
    }
  }
  const errors = serverLog.split('\n').filter((line) => /"level":(50|60)/.test(line));
  assert(!errors.length, `the server logged errors:\n${errors.join('\n')}`);
  return seen.join(', ');
});

await step('the HEALTHCHECK command', async () => {
  const result = await run(healthcheck[0], healthcheck.slice(1), {
    cwd: inImage(workdir),
    env: containerEnv,
    ...asUser,
  });
  assert(result.code === 0, `exit code ${result.code}: ${result.output}`);
  return 'exit code 0';
});

await step('SIGTERM', async () => {
  server.kill('SIGTERM');
  const exit = await Promise.race([
    serverExit,
    new Promise((resolve) => setTimeout(() => resolve({ code: 'timeout' }), 20_000)),
  ]);
  assert(exit.code === 0, `the server did not exit cleanly (${exit.code ?? exit.signal})`);
  return 'exit code 0';
});

await step('the HEALTHCHECK command with the server stopped', async () => {
  const result = await run(healthcheck[0], healthcheck.slice(1), {
    cwd: inImage(workdir),
    env: containerEnv,
    ...asUser,
  });
  assert(result.code !== 0, 'exit code 0 with no server: the check checks nothing');
  return `exit code ${result.code}`;
});

await step('node scripts/db-migrate.ts in the image', async () => {
  const script = 'scripts/db-migrate.ts';
  assert(fs.existsSync(path.join(inImage(workdir), script)), `${script} is not in the image`);
  const result = await run(process.execPath, [script], {
    cwd: inImage(workdir),
    env: containerEnv,
    ...asUser,
  });
  assert(result.code === 0, `exit code ${result.code}:\n${tail(result.output)}`);
  return result.output.trim().split('\n').at(-1);
});

await step('imports of the operator’s scripts and the server build resolve in the image', () => {
  const app = inImage(workdir);
  const pending = [
    ...fs
      .readdirSync(path.join(app, 'scripts'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(app, 'scripts', name)),
    ...fs
      .readdirSync(path.join(app, 'build/server'), { recursive: true })
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(app, 'build/server', name)),
  ];
  const roots = pending.length;
  const seen = new Set();
  const packages = new Set();
  const problems = [];
  const importPattern =
    /(?:^|[;\n}])\s*(?:import|export)\s*(type\s+)?(?:[^'"`;]*?\bfrom\s*)?['"]([^'"\s,]+)['"]|\bimport\(\s*['"]([^'"\s,]+)['"]\s*\)/g;
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      if (match[1]) continue; // import type … from: erased.
      const specifier = match[2] ?? match[3];
      const where = path.relative(app, file);
      if (isBuiltin(specifier)) continue;
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!fs.existsSync(target)) problems.push(`${where}: ${specifier} is not in the image`);
        else if (target.endsWith('.tsx'))
          problems.push(`${where}: ${specifier}: Node cannot run .tsx`);
        else if (/\.(ts|js|mjs)$/.test(target)) pending.push(target);
        continue;
      }
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      packages.add(name);
      if (!fs.existsSync(path.join(app, 'node_modules', name, 'package.json'))) {
        problems.push(`${where}: package ${name} is not installed (a devDependency?)`);
      }
    }
  }
  assert(!problems.length, [...new Set(problems)].join('\n'));
  return `${roots} entry files, ${seen.size} files, ${packages.size} packages`;
});

await cleanUp();
console.log(`check-dockerfile: passed (${seconds(started)})`);
