// A folder-level import-cycle check: app/features/<a> may import app/features/<b> only if
// nothing in <b> (directly or through other features) imports <a>. import-x/no-cycle sees
// file cycles only; two folders can import each other through different files and still tangle.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function featureOf(file, featuresDir) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first] = relative.split(path.sep);
  return first && !first.includes('.') ? first : null;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Which feature folders each feature folder imports (tests excluded: they may reach across). */
function featureGraph(featuresDir) {
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file, featuresDir);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier), featuresDir);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

function reaches(graph, start, goal) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === goal) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const next of graph.get(node) ?? []) stack.push(next);
  }
  return false;
}

let cached = null;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders must not import each other in a cycle.' },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } } }],
    messages: {
      cycle:
        'features/{{from}} imports features/{{to}}, which imports features/{{from}} back (directly or through other features). Move the shared piece down into one of them or into app/lib.',
    },
  },
  create(context) {
    const featuresDir = path.resolve(context.options[0]?.featuresDir ?? 'app/features');
    const file = context.filename;
    const from = featureOf(file, featuresDir);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    // One graph per lint run (a run lints each file once; the cache key is the run's start).
    if (!cached || Date.now() - cached.at > 60_000)
      cached = { at: Date.now(), graph: featureGraph(featuresDir) };
    const { graph } = cached;
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), specifier), featuresDir);
      if (to && to !== from && reaches(graph, to, from)) {
        context.report({ node, messageId: 'cycle', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
