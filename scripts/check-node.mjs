// Fails loudly when npm scripts run on a Node older than 24: the `node` devDependency puts
// Node 24 first on PATH for npm scripts; `npm ci --ignore-scripts` skips it silently.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Nivasa needs Node 24 or newer, but this is Node ${process.versions.node}. ` +
      'Run it through npm scripts after a plain `npm ci` (the node devDependency provides Node 24).',
  );
  process.exit(1);
}
