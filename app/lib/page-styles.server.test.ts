import { expect, test } from 'vitest';
import { pageStylesheet, selectorClasses, withoutUnreadVariables } from './page-styles.server.ts';

// Tailwind 4's minified output, cut down: layers, a grouping @media, @supports inside a layer,
// escaped class names, selector lists, an @property and the theme's variables.
const STYLESHEET =
  '/*! tailwindcss v4 | MIT License */' +
  '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-unused:initial}}}' +
  '@layer theme{:root,:host{--color-brand-700:#0b5d4b;--color-red-500:red;--font-sans:"Noto Sans";--default-font-family:var(--font-sans)}}' +
  '@layer base{*,:after,:before,::backdrop{box-sizing:border-box;margin:0}html{font-family:var(--default-font-family)}}' +
  '@layer components;' +
  '@layer utilities{' +
  '.flex{display:flex}' +
  '.hidden{display:none}' +
  '.bg-brand-700{background-color:var(--color-brand-700)}' +
  '.text-red-500{color:var(--color-red-500)}' +
  '.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}' +
  '.a,.b{color:blue}' +
  '.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}' +
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}' +
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}' +
  '.bg-white\\/95{background-color:#fffffff2}' +
  '@supports (color:color-mix(in lab, red, red)){.bg-white\\/95{background-color:color-mix(in oklab, #fff 95%, transparent)}}' +
  '@media (width>=48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}' +
  '@media (width>=96rem){.\\32 xl\\:block{display:block}}' +
  '}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-unused{syntax:"*";inherits:false}' +
  '@keyframes spin{to{transform:rotate(360deg)}}';

const subsetFor = (html: string) => pageStylesheet(STYLESHEET)(html).toString();

test('a class selector is read with its escapes undone, attribute values aside', () => {
  expect(selectorClasses('.md\\:flex')).toEqual(['md:flex']);
  expect(selectorClasses('.\\32 xl\\:block')).toEqual(['2xl:block']);
  expect(selectorClasses('.\\[\\&_a\\]\\:underline a')).toEqual(['[&_a]:underline']);
  expect(selectorClasses('.group-open\\:rotate-180:is(:where(.group):is([open]) *)')).toEqual([
    'group-open:rotate-180',
    'group',
  ]);
  expect(selectorClasses('input[value=".x"]')).toEqual([]);
});

test('a page gets the rules of the classes it uses, and every rule without a class', () => {
  const css = subsetFor(
    '<html><body class="flex"><div class="md:flex bg-white/95 [&amp;_a]:underline"></div>' +
      '<p class="b 2xl:block [&amp;&gt;svg]:size-4">x</p></body></html>',
  );
  expect(css).toContain('.flex{display:flex}');
  expect(css).toContain('@media (width>=48rem){.md\\:flex{display:flex}}');
  expect(css).not.toContain('.md\\:hidden');
  expect(css).toContain('@media (width>=96rem){.\\32 xl\\:block{display:block}}');
  expect(css).toContain('.\\[\\&_a\\]\\:underline a{');
  // Read as React escapes it in the attribute (`&` and `>`).
  expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}');
  // Both the fallback and the color-mix() version of an opacity colour.
  expect(css).toContain('.bg-white\\/95{background-color:#fffffff2}');
  expect(css).toContain('color-mix(in oklab, #fff 95%, transparent)');
  // One selector of a list is enough.
  expect(css).toContain('.a,.b{color:blue}');
  // Unused classes and groups left empty are gone; the layers keep their order.
  expect(css).not.toContain('.hidden{');
  expect(css).not.toContain('.bg-brand-700');
  expect(css).not.toContain('.text-red-500');
  expect(css).toContain('@layer components;');
  expect(css.indexOf('@layer theme')).toBeLessThan(css.indexOf('@layer base'));
  expect(css).toContain('*,:after,:before,::backdrop{box-sizing:border-box;margin:0}');
  expect(css).toContain('@keyframes spin{');
  expect(css).not.toContain('tailwindcss v4');
});

test('a compound selector needs every class it names', () => {
  expect(subsetFor('<details class="group-open:rotate-180"></details>')).not.toContain(
    'rotate:180deg',
  );
  expect(
    subsetFor('<details class="group"><b class="group-open:rotate-180"></b></details>'),
  ).toContain('rotate:180deg');
});

test('variables that no kept rule reads are left out', () => {
  const css = subsetFor('<div class="shadow bg-brand-700"></div>');
  expect(css).toContain('--color-brand-700:#0b5d4b');
  expect(css).not.toContain('--color-red-500');
  // Read through another variable's value (html's font-family).
  expect(css).toContain('--default-font-family:var(--font-sans)');
  expect(css).toContain('--font-sans:"Noto Sans"');
  expect(css).toContain('@property --tw-shadow{');
  expect(css).toContain('--tw-shadow:0 0 #0000}');
  expect(css).not.toContain('--tw-unused');
  // Declarations that are not variables are never touched.
  expect(withoutUnreadVariables('*,:before,:after,::backdrop{box-sizing:border-box}')).toBe(
    '*,:before,:after,::backdrop{box-sizing:border-box}',
  );
});

test('pages with the same classes share one copy', () => {
  const subset = pageStylesheet(STYLESHEET);
  const first = subset('<div class="flex shadow"></div>');
  const again = subset('<main><p class="shadow"></p><p class="flex" id="x"></p></main>');
  expect(again).toBe(first);
  expect(subset('<div class="hidden"></div>')).not.toBe(first);
});

test('what the page’s scripts can show is styled too', () => {
  const subset = pageStylesheet(STYLESHEET);
  // A menu's hidden state, spelled in its script but absent from the HTML the server wrote.
  const css = subset('<nav class="flex"></nav>', ['hidden', 'useState', 'md:flex']).toString();
  expect(css).toContain('.hidden{display:none}');
  expect(css).toContain('.md\\:flex{display:flex}');
  expect(css).not.toContain('.md\\:hidden');
});
