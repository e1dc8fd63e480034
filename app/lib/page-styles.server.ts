// The part of the site's stylesheet a page uses (issue 27, decision 021). The whole stylesheet
// inlined in every document (72.8 KB raw) doubled the results page and cost the server a
// third of its pages per second: every byte is converted, searched, hashed and written once
// more. A page now carries the rules whose selectors name only classes that its HTML uses or
// its scripts spell (what they show after hydrating: an open menu, an error, a dialog), every
// rule without a class selector, and the variables those rules read. The whole stylesheet is
// asked for before the first navigation (site-styles.tsx): the next page may use any rule.
//
// The stylesheet is parsed once (it is Tailwind's minified output: style rules, grouping
// at-rules holding rules, and other at-rules); a page's subset is cached by its set of class
// names, so pages of one kind share one copy.

type Rule =
  | { kind: 'always'; text: string }
  /** A style rule: kept when every class of any one of its selectors is on the page (by id). */
  | { kind: 'style'; text: string; selectors: number[][] }
  | { kind: 'group'; open: string; rules: Rule[] };

/** The stylesheet's class names, each with a number: its bit in a page's set of classes. */
type ClassIds = Map<string, number>;

/** Where the block opened at `open` (a `{`) closes; strings and escapes skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    const char = css[at];
    if (char === '\\') at++;
    else if (char === '"' || char === "'") at = css.indexOf(char, at + 1);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
    if (at === -1) break;
  }
  throw new Error('page styles: an unclosed block in the stylesheet');
}

/** Splits a selector list at its top-level commas (not within parentheses or escaped). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at++) {
    const char = list[at];
    if (char === '\\') at++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;
const QUOTED = /"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g;

/** A CSS identifier's escapes undone: `md\:flex` → `md:flex`, `\32 xl` → `2xl`. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_all, hex: string, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

/** The class names a selector requires (attribute values set aside). */
export function selectorClasses(selector: string): string[] {
  const bare = selector.replace(QUOTED, '""');
  return [...bare.matchAll(CLASS_SELECTOR)].map((match) => unescapeIdentifier(match[1]!));
}

const GROUPING = /^@(media|supports|layer|container)\b/;

function parseStylesheet(
  css: string,
  ids: ClassIds = new Map(),
  from = 0,
  to = css.length,
): Rule[] {
  const rules: Rule[] = [];
  let at = from;
  while (at < to) {
    // A comment (the licence line) is dropped.
    if (css.startsWith('/*', at)) {
      at = css.indexOf('*/', at) + 2;
      continue;
    }
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    // A statement at-rule (`@layer a, b;`, `@import`) is kept as it is.
    if (semicolon !== -1 && semicolon < to && (open === -1 || semicolon < open)) {
      const text = css.slice(at, semicolon + 1).trim();
      if (text !== ';') rules.push({ kind: 'always', text });
      at = semicolon + 1;
      continue;
    }
    if (open === -1 || open >= to) break;
    const close = blockEnd(css, open);
    const prelude = css.slice(at, open).trim();
    if (GROUPING.test(prelude)) {
      rules.push({
        kind: 'group',
        open: prelude,
        rules: parseStylesheet(css, ids, open + 1, close),
      });
    } else if (prelude.startsWith('@')) {
      rules.push({ kind: 'always', text: css.slice(at, close + 1).trim() });
    } else {
      const text = css.slice(at, close + 1).trim();
      const selectors = splitSelectors(prelude).map((selector) =>
        selectorClasses(selector).map((name) => {
          let id = ids.get(name);
          if (id === undefined) ids.set(name, (id = ids.size));
          return id;
        }),
      );
      rules.push(
        selectors.some((classes) => classes.length === 0)
          ? { kind: 'always', text }
          : { kind: 'style', text, selectors },
      );
    }
    at = close + 1;
  }
  return rules;
}

/** A page's classes: bit `id` set for each of the stylesheet's classes it uses. */
type ClassBits = Uint32Array;

const has = (bits: ClassBits, id: number) => (bits[id >>> 5]! & (1 << (id & 31))) !== 0;

/** The rules of `rules` that apply to a page with these classes, as CSS text. */
function subsetOf(rules: readonly Rule[], classes: ClassBits): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'always') out += rule.text;
    else if (rule.kind === 'style') {
      if (rule.selectors.some((needed) => needed.every((id) => has(classes, id)))) {
        out += rule.text;
      }
    } else {
      const inner = subsetOf(rule.rules, classes);
      // An empty @layer block still orders the layers: kept, as the stylesheet has it.
      if (inner !== '' || rule.open.startsWith('@layer')) out += `${rule.open}{${inner}}`;
    }
  }
  return out;
}

// The custom properties a page's rules never read. Tailwind declares each theme variable the
// site uses anywhere (`:root,:host{--color-red-50:…}`), an @property and a fallback
// (`*,:before,:after,::backdrop{--tw-shadow:…}`) for each of its own: about 10 KB that a page
// mostly does not read. A declaration stays when its name appears in a kept rule, or in the
// value of a declaration that stays.
const DECLARATION_BLOCK = /(:root,:host|\*,:before,:after,::backdrop)\{([^{}]*)\}/g;
const AT_PROPERTY = /@property (--[\w-]+)\{[^{}]*\}/g;
const CUSTOM_PROPERTY = /--[\w-]+/g;

export function withoutUnreadVariables(css: string): string {
  const declarations: { name: string; value: string }[] = [];
  for (const match of css.matchAll(DECLARATION_BLOCK)) {
    for (const declaration of match[2]!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) {
        declarations.push({
          name: declaration.slice(0, colon),
          value: declaration.slice(colon + 1),
        });
      }
    }
  }
  // Names read by the rules themselves (declarations and @property rules set aside)...
  const read = new Set(
    css.replace(DECLARATION_BLOCK, '').replace(AT_PROPERTY, '').match(CUSTOM_PROPERTY) ?? [],
  );
  // ...and by the values of the declarations that stay, until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const { name, value } of declarations) {
      if (!read.has(name)) continue;
      for (const used of value.match(CUSTOM_PROPERTY) ?? []) {
        if (!read.has(used)) {
          read.add(used);
          added = true;
        }
      }
    }
  }
  return css
    .replace(DECLARATION_BLOCK, (_block, selector: string, body: string) => {
      const kept = body.split(';').filter((declaration) => {
        const name = declaration.slice(0, declaration.indexOf(':'));
        return !name.startsWith('--') || read.has(name);
      });
      return `${selector}{${kept.join(';')}}`;
    })
    .replace(AT_PROPERTY, (rule, name: string) => (read.has(name) ? rule : ''));
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
// What React escapes in an attribute's value.
const ATTRIBUTE_ENTITY = /&(amp|quot|#x27|lt|gt);/g;
const ENTITY_TEXT: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' };

/**
 * A stylesheet's page subsets, by the classes of each rendered document and the words its
 * scripts spell (what they may show later: an open menu, an error, a dialog), cached per set
 * of classes (at most `limit` sets). Reading a document is one pass over its `class="…"`
 * attributes; each attribute's value is split once and remembered (the same components write
 * the same values), and only the stylesheet's classes count.
 */
export function pageStylesheet(css: string, limit = 200) {
  const ids: ClassIds = new Map();
  const rules = parseStylesheet(css, ids);
  const words = Math.ceil(ids.size / 32) || 1;
  const byAttribute = new Map<string, number[]>();
  const cache = new Map<string, Buffer>();

  const idsOf = (value: string): number[] => {
    let found = byAttribute.get(value);
    if (!found) {
      found = [];
      for (const name of value.split(/\s+/)) {
        const id = ids.get(
          name.replace(ATTRIBUTE_ENTITY, (_all, entity: string) => ENTITY_TEXT[entity]!),
        );
        if (id !== undefined) found.push(id);
      }
      // Values written from data (a blog post's markup) could grow it without end.
      if (byAttribute.size >= 10_000) byAttribute.clear();
      byAttribute.set(value, found);
    }
    return found;
  };

  const byWords = new WeakMap<readonly string[], number[]>();
  const idsOfWords = (list: readonly string[]): number[] => {
    let found = byWords.get(list);
    if (!found) {
      found = list.flatMap((word) => {
        const id = ids.get(word);
        return id === undefined ? [] : [id];
      });
      byWords.set(list, found);
    }
    return found;
  };

  return (html: string, scriptWords: readonly string[] = []): Buffer => {
    const bits: ClassBits = new Uint32Array(words);
    for (const id of idsOfWords(scriptWords)) bits[id >>> 5]! |= 1 << (id & 31);
    CLASS_ATTRIBUTE.lastIndex = 0;
    for (let match = CLASS_ATTRIBUTE.exec(html); match; match = CLASS_ATTRIBUTE.exec(html)) {
      for (const id of idsOf(match[1]!)) bits[id >>> 5]! |= 1 << (id & 31);
    }
    const key = Buffer.from(bits.buffer).toString('latin1');
    let subset = cache.get(key);
    if (subset) {
      // Most recently used last: the oldest goes first when the cache is full.
      cache.delete(key);
    } else {
      subset = Buffer.from(withoutUnreadVariables(subsetOf(rules, bits)));
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, subset);
    return subset;
  };
}
