// The rules deploy/Dockerfile is held to, for scripts/check-dockerfile.mjs: what an operator
// relies on in the image (decision 025, deploy/README.md).
import {
  assert,
  envPairs,
  isIgnored,
  jsonOrNull,
  parseCopy,
  parseHealthcheck,
  readDockerignore,
  shellWords,
} from './dockerfile-reading.mjs';

/**
 * Checks the parsed Dockerfile against package.json and .dockerignore: pinned Node 24 bases
 * (the `node` devDependency's version), production dependencies only in the final stage, a
 * non-root USER, NODE_ENV=production, /data as the volume, no secrets in ENV or ARG, one
 * HEALTHCHECK on /healthz with node, and npm start's node command and environment as CMD and
 * ENV. Throws a CheckError naming the first rule broken; returns the final stage's ENV and a
 * one-line summary.
 */
export function checkDockerfileRules({ dockerfile, pkg, dockerignore }) {
  const runtime = dockerfile.stages.at(-1);
  const build = dockerfile.stages[0];
  const runtimeEnv = {};
  const startScript = {};
  const nodeVersion = pkg.devDependencies?.node;
  for (const stage of dockerfile.stages) {
    assert(
      /^node:24\.\d+\.\d+-bookworm-slim$/.test(stage.image),
      `line ${stage.line}: base ${stage.image}: expected node:24.x.y-bookworm-slim (a pinned Node 24)`,
    );
    assert(
      stage.image === `node:${nodeVersion}-bookworm-slim`,
      `line ${stage.line}: base ${stage.image}: the node devDependency is ${nodeVersion}; keep the two the same`,
    );
  }
  assert(runtime.image === build.image, 'the runtime stage is not on the build stage’s base');

  // Production dependencies only in the final stage: npm ci --omit=dev, no node_modules copied.
  const runs = runtime.steps.filter((s) => s.keyword === 'RUN').map((s) => s.args);
  const installs = runs.flatMap((command) =>
    command.split(/&&|;|\|\|/).filter((part) => /\bnpm\s+(ci|install|i|add)\b/.test(part)),
  );
  assert(installs.length, 'the runtime stage installs no dependencies');
  for (const install of installs) {
    assert(/\bnpm\s+ci\b/.test(install), `runtime stage: use npm ci, not: ${install.trim()}`);
    assert(/--omit=dev\b/.test(install), `runtime stage: without --omit=dev: ${install.trim()}`);
  }
  for (const copy of runtime.steps.filter((s) => s.keyword === 'COPY')) {
    const { sources } = parseCopy(copy.args);
    assert(
      !sources.some((source) => /(^|\/)node_modules(\/|$)/.test(source)),
      `line ${copy.line}: copies node_modules (dev dependencies) into the runtime stage`,
    );
  }

  // ENV and USER of the final stage; no secrets in ENV or ARG anywhere.
  let user;
  for (const instruction of runtime.steps) {
    if (instruction.keyword === 'ENV') {
      for (const [key, value] of envPairs(instruction.args)) runtimeEnv[key] = value;
    }
    if (instruction.keyword === 'USER') user = instruction.args.trim();
  }
  const secretName =
    /SECRET|PASSWORD|PASSWD|TOKEN|CREDENTIAL|PRIVATE|API_?KEY|ACCESS_KEY|^(DATABASE(_READ)?|REDIS|SMTP)_URL$/i;
  for (const instruction of dockerfile.instructions) {
    if (instruction.keyword !== 'ENV' && instruction.keyword !== 'ARG') continue;
    const pairs =
      instruction.keyword === 'ENV'
        ? envPairs(instruction.args)
        : shellWords(instruction.args).map((word) => word.split('='));
    for (const [key, value = ''] of pairs) {
      assert(
        !secretName.test(key),
        `line ${instruction.line}: ${instruction.keyword} ${key}: a secret or a URL with credentials belongs in the deployment, not the image`,
      );
      assert(
        !/:\/\/[^/\s:@]+:[^/\s@]+@/.test(value),
        `line ${instruction.line}: ${key} holds a URL with a password`,
      );
    }
  }
  assert(user, 'the runtime stage has no USER: it would run as root');
  assert(
    !/^(root|0)(:|$)/.test(user),
    `the runtime stage runs as ${user}: use a non-root user (node)`,
  );
  assert(runtimeEnv.NODE_ENV === 'production', 'the runtime stage lacks ENV NODE_ENV=production');
  assert(runtimeEnv.DATA_DIR === '/data', 'the runtime stage lacks ENV DATA_DIR=/data');
  const volumes = runtime.steps
    .filter((s) => s.keyword === 'VOLUME')
    .flatMap((s) => jsonOrNull(s.args) ?? shellWords(s.args));
  assert(volumes.includes('/data'), 'the runtime stage lacks VOLUME /data');
  const exposed = runtime.steps
    .filter((s) => s.keyword === 'EXPOSE')
    .flatMap((s) => shellWords(s.args));
  assert(
    exposed.some((port) => port.replace(/\/tcp$/, '') === (runtimeEnv.PORT ?? '3000')),
    'the runtime stage does not EXPOSE the app’s port',
  );

  // HEALTHCHECK: exec form, node's fetch of /healthz (the slim image has no curl).
  const healthchecks = runtime.steps.filter((s) => s.keyword === 'HEALTHCHECK');
  assert(healthchecks.length === 1, 'the runtime stage needs one HEALTHCHECK');
  const healthcheck = parseHealthcheck(healthchecks[0].args);
  assert(!healthcheck.none && healthcheck.exec, 'HEALTHCHECK: expected CMD ["node", "-e", …]');
  assert(healthcheck.exec[0] === 'node', 'HEALTHCHECK: run with node (no curl in slim)');
  assert(healthcheck.exec.join(' ').includes('/healthz'), 'HEALTHCHECK: does not call /healthz');

  // CMD: npm start's node command without npm; its environment in ENV.
  const startCommand = pkg.scripts.start.split('&&').at(-1);
  const words = shellWords(startCommand);
  const nodeAt = words.indexOf('node');
  assert(nodeAt >= 0, `package.json start: no node command in ${pkg.scripts.start}`);
  for (const assignment of words.slice(0, nodeAt)) {
    const [key, ...value] = assignment.split('=');
    startScript[key] = value.join('=');
    assert(
      runtimeEnv[key] === startScript[key],
      `npm start sets ${assignment}; the runtime stage's ENV has ${key}=${runtimeEnv[key]}`,
    );
  }
  const cmds = runtime.steps.filter((s) => s.keyword === 'CMD');
  assert(cmds.length === 1, 'the runtime stage needs one CMD');
  assert(
    !runtime.steps.some((s) => s.keyword === 'ENTRYPOINT'),
    'an ENTRYPOINT would wrap the CMD',
  );
  const cmd = jsonOrNull(cmds[0].args);
  assert(cmd, 'CMD: use the exec form (JSON), so node is PID 1 and gets SIGTERM');
  assert(!cmd.includes('npm'), 'CMD: without npm (npm does not pass SIGTERM on)');
  const expected = words.slice(nodeAt);
  assert(
    JSON.stringify(cmd) === JSON.stringify(expected),
    `CMD ${JSON.stringify(cmd)} differs from npm start's ${JSON.stringify(expected)}`,
  );

  // .dockerignore keeps local state and secrets out of the context.
  const rules = readDockerignore(dockerignore);
  for (const local of ['.git', 'node_modules', 'build', 'data', '.env', '.env.production']) {
    assert(isIgnored(rules, local), `.dockerignore does not exclude ${local}`);
  }
  return {
    runtimeEnv,
    startScript,
    note: `base ${runtime.image}, USER ${user}, CMD ${cmd.join(' ')}`,
  };
}
