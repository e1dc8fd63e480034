// Which texts a built script can show (issue 27: a page's catalogue is the texts of its own
// scripts, not the whole site's). Read from the minified code of each client chunk at build
// time (vite.config.ts): a key is used when it appears as a string, and a key's plural forms
// ('….one') and every key under a prefix written into a template or a concatenation
// (`propertyType.${type}`, "bhk." + n) come with it. What a script could show but does not
// spell (a key from loader data) is added per request from the keys the server rendered
// (page-catalogue.server.ts).

const TEMPLATE_PREFIX = /`([A-Za-z][\w.-]*\.)\$\{/g;
const STRING = /"([\w.-]+)"|'([\w.-]+)'|`([\w.-]+)`/g;
const CONCAT_PREFIX = /["']([A-Za-z][\w.-]*\.)["']\s*\+/g;

export function keysUsedBy(code: string, keys: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const match of code.matchAll(TEMPLATE_PREFIX)) prefixes.add(match[1]!);
  for (const match of code.matchAll(CONCAT_PREFIX)) prefixes.add(match[1]!);
  const strings = new Set<string>();
  for (const match of code.matchAll(STRING)) strings.add(match[1] ?? match[2] ?? match[3]!);
  const used = new Set(keys.filter((key) => strings.has(key)));
  for (const key of keys) {
    if (used.has(key)) continue;
    const parent = key.slice(0, key.lastIndexOf('.'));
    if (used.has(parent) || [...prefixes].some((prefix) => key.startsWith(prefix))) {
      used.add(key);
    }
  }
  return keys.filter((key) => used.has(key));
}
