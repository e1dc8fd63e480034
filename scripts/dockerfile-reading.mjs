// deploy/Dockerfile and .dockerignore read as Docker reads them, for scripts/check-dockerfile.mjs
// (which checks the Dockerfile and replays its runtime stage without Docker).
import fs from 'node:fs';
import path from 'node:path';

/** A failed check: its message is the reason, without a stack. */
export class CheckError extends Error {}

export function assert(condition, message) {
  if (!condition) throw new CheckError(message);
}
// ---------------------------------------------------------------------------------------------
// The Dockerfile, read as Docker reads it.

/** Words as a shell splits them: quotes and backslashes, no expansion. */
export function shellWords(text) {
  const words = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      assert(end > i, `unclosed quote in: ${text}`);
      word += text.slice(i + 1, end).replace(c === '"' ? /\\(["\\$`])/g : /$^/, '$1');
      i = end;
      inWord = true;
    } else if (c === '\\' && i + 1 < text.length) {
      word += text[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** `--name=value` flags first, then the rest. */
export function takeFlags(text) {
  const flags = {};
  let rest = text.trim();
  for (let match; (match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest));) {
    flags[match[1]] = match[2] ?? true;
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

export const jsonOrNull = (text) => {
  if (!text.trim().startsWith('[')) return null;
  const value = JSON.parse(text);
  assert(
    Array.isArray(value) && value.every((v) => typeof v === 'string'),
    `not a JSON array of strings: ${text}`,
  );
  return value;
};

export function parseDockerfile(text) {
  const lines = text.split('\n');
  const instructions = [];
  let current = '';
  let startLine = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // Comments (and parser directives) are whole lines, also inside a continued instruction.
    if (/^\s*#/.test(line)) continue;
    if (!current && !line.trim()) continue;
    if (!current) startLine = i + 1;
    if (/\\\s*$/.test(line)) {
      current += line.replace(/\\\s*$/, '') + ' ';
      continue;
    }
    current += line;
    const match = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(current);
    assert(match, `line ${startLine}: not an instruction: ${current}`);
    instructions.push({ keyword: match[1].toUpperCase(), args: match[2].trim(), line: startLine });
    current = '';
  }
  assert(!current, 'the Dockerfile ends inside a continued line');

  const stages = [];
  const args = [];
  for (const instruction of instructions) {
    const { keyword, args: rest } = instruction;
    if (keyword === 'FROM') {
      const words = shellWords(takeFlags(rest).rest);
      assert(
        words.length === 1 || (words.length === 3 && words[1].toUpperCase() === 'AS'),
        `line ${instruction.line}: FROM image [AS name]`,
      );
      stages.push({ image: words[0], name: words[2], steps: [], line: instruction.line });
      continue;
    }
    if (keyword === 'ARG') {
      args.push({ ...instruction, stage: stages.at(-1)?.name });
      if (!stages.length) continue;
    }
    assert(stages.length, `line ${instruction.line}: ${keyword} before FROM`);
    stages.at(-1).steps.push(instruction);
  }
  return { instructions, stages, args };
}

/** ENV's key=value pairs (or the old `ENV key value`). */
export function envPairs(rest) {
  const words = shellWords(rest);
  if (words.length >= 1 && !words[0].includes('=')) {
    return [[words[0], rest.trim().slice(words[0].length).trim()]];
  }
  return words.map((word) => {
    const at = word.indexOf('=');
    assert(at > 0, `ENV: not key=value: ${word}`);
    return [word.slice(0, at), word.slice(at + 1)];
  });
}

export function parseCopy(rest) {
  const { flags, rest: paths } = takeFlags(rest);
  const words = jsonOrNull(paths) ?? shellWords(paths);
  assert(words.length >= 2, `COPY needs sources and a destination: ${rest}`);
  return { flags, sources: words.slice(0, -1), dest: words.at(-1) };
}

export function parseHealthcheck(rest) {
  const { flags, rest: command } = takeFlags(rest);
  if (command.trim().toUpperCase() === 'NONE') return { none: true, flags };
  const match = /^CMD\s+(.*)$/is.exec(command.trim());
  assert(match, `HEALTHCHECK: expected CMD: ${rest}`);
  return { flags, exec: jsonOrNull(match[1]), shell: jsonOrNull(match[1]) ? null : match[1] };
}

// ---------------------------------------------------------------------------------------------
// .dockerignore, as Docker matches it: Go's filepath.Match plus `**`, a pattern excluding a
// folder excludes what is in it, `!` re-includes, the last match wins.

export function globToRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      i++;
      if (pattern[i + 1] === '/') {
        i++;
        source += '(?:.*/)?';
      } else source += '.*';
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i);
      if (end < 0) source += '\\[';
      else {
        source += pattern.slice(i, end + 1).replace(/^\[!/, '[^');
        i = end;
      }
    } else if (c === '\\' && i + 1 < pattern.length) source += `\\${pattern[++i]}`;
    else source += c.replace(/[.+^${}()|/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function readDockerignore(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const cleaned = path.posix.normalize(
        (negated ? line.slice(1) : line).trim().replace(/^\/+/, ''),
      );
      return { negated, regexp: globToRegExp(cleaned.replace(/\/+$/, '')) };
    });
}

export function isIgnored(rules, relative) {
  const parts = relative.split('/');
  let ignored = false;
  for (const rule of rules) {
    for (let n = 1; n <= parts.length; n++) {
      if (rule.regexp.test(parts.slice(0, n).join('/'))) {
        ignored = !rule.negated;
        break;
      }
    }
  }
  return ignored;
}

/** The build context: every file under the root that .dockerignore lets through. */
export function contextFiles(root, rules) {
  const files = [];
  const canSkipFolders = !rules.some((rule) => rule.negated);
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (canSkipFolders && isIgnored(rules, child)) continue;
        walk(child);
      } else if (!isIgnored(rules, child)) files.push(child);
    }
  };
  walk('');
  return files;
}
