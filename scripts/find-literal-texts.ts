// Lists English words written into components rather than taken from the catalogue: JSX text
// and the attributes people read or hear (label, title, hint, placeholder, aria-label, alt…).
// `node scripts/find-literal-texts.ts app/features/admin/inbox app/routes/admin/inbox.tsx`
// Issue 26 used it to move the back office's words into app/i18n/admin; it is a search, not a
// proof: a text built in a .ts file (a message, a column header) needs a reading too.
import fs from 'node:fs';
import path from 'node:path';

const ATTRIBUTES =
  /\b(?:label|title|hint|placeholder|aria-label|alt|caption|empty|heading|header|linkText|text|description)=\s*"([^"]*[A-Za-z]{2}[^"]*)"/g;
const JSX_TEXT = />\s*([^<>{}]*[A-Za-z]{2}[^<>{}]*?)\s*</g;

function files(target: string): string[] {
  const stat = fs.statSync(target);
  if (stat.isFile()) return [target];
  return fs
    .readdirSync(target)
    .flatMap((name) => files(path.join(target, name)))
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
}

let found = 0;
for (const file of process.argv.slice(2).flatMap(files)) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line) || /^\s*import /.test(line)) return;
    for (const pattern of [ATTRIBUTES, JSX_TEXT]) {
      for (const match of line.matchAll(pattern)) {
        const text = match[1]?.trim() ?? '';
        if (!text || (/^[\w.-]+$/.test(text) && !/\s/.test(text) && /[A-Z]/.test(text) === false))
          continue;
        found++;
        console.log(`${file}:${index + 1}: ${text}`);
      }
    }
    // A text on its own line between tags (prettier breaks long JSX text so).
    if (/^\s+[A-Z][a-z]+[^<>{}=;()]*$/.test(line) && !/[;{}()=]/.test(line)) {
      found++;
      console.log(`${file}:${index + 1}: ${line.trim()}`);
    }
  });
}
console.log(`${found} texts to read`);
