// Scripts after first paint (issue 27). React Router's <Scripts> asks for every script of the
// page at once: a `<link rel="modulepreload">` each (React hoists them into <head>) and a
// module script that imports the matched routes' modules and then the client entry. On a slow
// phone those ~150 KB share the link with the HTML's first paint and the hero image. The page
// works without JavaScript until it hydrates (forms post, links navigate), so the scripts can
// wait: this rewrites the document so that the browser asks for them once the page has loaded
// (its images included), all at once as before, and then runs the same code in the same order.
//
// Only what React Router writes is touched: the modulepreload links of same-site scripts, and
// the one module script whose body ends by importing the entry. A document without that
// script (an error page rendered without scripts) is returned as it was.

const MODULEPRELOAD = /<link rel="modulepreload" href="(\/[^"]+)"[^>]*\/>/g;
const ROUTE_IMPORT = /^import \* as (\w+) from ("\/[^"]+");$/gm;
const ENTRY_IMPORT = /\nimport\(("\/[^"]+")\);<\/script>/;

/**
 * Waits for the load event, for the loaded images to be decoded and for a frame to be painted
 * with them, then preloads `hrefs` as the links did (in parallel). On a fast link the load
 * event can come before the first paint or before the largest image is painted (the styles
 * are inline, the hero small): the scripts then started before it, and Lighthouse's slow-phone
 * model counted them as work the paint waited for (an LCP of 2.1-2.4 s in one run of three or
 * five, 1.0-1.3 s in the others). A hidden tab, which paints no frames, goes on after 200 ms.
 */
const AFTER_LOAD = (hrefs: string[]) =>
  `await new Promise((go) => document.readyState === "complete" ? go() : addEventListener("load", go, { once: true }));` +
  `await Promise.all(Array.from(document.images, (img) => img.complete && img.naturalWidth ? img.decode().catch(() => {}) : null));` +
  `await new Promise((go) => { requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go))); setTimeout(go, 200); });` +
  `for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`;

/** `html` with its scripts asked for after the page's load. */
export function deferHydration(html: string): string {
  // React Router's module script is the document's last but the page's texts (a data block).
  const from = html.lastIndexOf('\nimport(');
  const entry = from === -1 ? null : ENTRY_IMPORT.exec(html.slice(from));
  if (!entry) return html;
  entry.index += from;
  const start = html.lastIndexOf('<script', entry.index);
  const script = html.slice(start, entry.index + entry[0].length);
  const imports = [...script.matchAll(ROUTE_IMPORT)];
  if (!script.includes('type="module"') || imports.length === 0) return html;

  const hrefs: string[] = [];
  // React hoists the links into <head>; a part of the document without one is left as it is.
  const withoutLinks = (text: string) =>
    text.includes('<link rel="modulepreload"')
      ? text.replace(MODULEPRELOAD, (_link, href: string) => {
          if (!hrefs.includes(href)) hrefs.push(href);
          return '';
        })
      : text;
  const headEnd = Math.min(Math.max(html.indexOf('</head>'), 0), start);
  const before = withoutLinks(html.slice(0, headEnd)) + withoutLinks(html.slice(headEnd, start));
  const after = withoutLinks(html.slice(start + script.length));

  // The static imports become dynamic ones, awaited where the first of them stood, so the
  // statements after them (the manifest, the route modules' table, the entry) run as before.
  let first = true;
  const deferred = script.replace(ROUTE_IMPORT, () => {
    if (!first) return '';
    first = false;
    const names = imports.map((match) => match[1]).join(', ');
    const loads = imports.map((match) => `import(${match[2]})`).join(', ');
    return `${AFTER_LOAD(hrefs)}\nconst [${names}] = await Promise.all([${loads}]);`;
  });
  return before + deferred + after;
}
