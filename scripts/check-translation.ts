// Checks one translated part of the message catalogue against its English part:
//   node scripts/check-translation.ts te listing-form
// Prints missing and extra keys, placeholders that differ ({name} kept as is), and values
// copied from English unchanged (allowed only where the allow-list in app/i18n/untranslated.ts
// names them). Exits 1 when anything is wrong.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mayStayEnglish } from '../app/i18n/untranslated.ts';

const [locale, part] = process.argv.slice(2);
if (!locale || !part) {
  console.error('usage: node scripts/check-translation.ts <te|hi> <part, e.g. shell>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..', 'app', 'i18n');
const only = (module: Record<string, unknown>) =>
  Object.values(module)[0] as Record<string, string>;
const english = only(await import(pathToFileURL(path.join(root, 'en', `${part}.ts`)).href));
const file = path.join(root, locale, `${part}.ts`);
if (!fs.existsSync(file)) {
  console.error(`${file} does not exist`);
  process.exit(1);
}
const translated = only(await import(pathToFileURL(file).href));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const problems: string[] = [];
for (const key of Object.keys(english)) {
  const value = translated[key];
  if (value === undefined) problems.push(`missing: ${key}`);
  else if (placeholders(value).join() !== placeholders(english[key]!).join())
    problems.push(`placeholders differ: ${key}: ${JSON.stringify(value)}`);
  else if (value === english[key] && !mayStayEnglish(value))
    problems.push(`same as English: ${key}: ${JSON.stringify(value)}`);
}
for (const key of Object.keys(translated)) {
  if (!(key in english)) problems.push(`not an English key: ${key}`);
}
console.log(problems.length === 0 ? `${locale}/${part}: complete` : problems.join('\n'));
process.exit(problems.length === 0 ? 0 : 1);
