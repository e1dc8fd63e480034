import { expect, test } from 'vitest';
import { richTextToPlain, sanitiseRichText } from './sanitise.server.ts';

// sanitize-html writes every attribute value in double quotes and escapes '<', '>' and '"'
// in text and values, so every '<' left is a tag. A browser parsing the output therefore
// builds only these elements and attributes, and links only with these schemes.
const TAGS = new Set(['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i']);
for (const tag of ['blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']) TAGS.add(tag);
const ATTRIBUTES = new Set(['href', 'title', 'rel']);
const TAG = /<\/?([a-zA-Z0-9]+)((?:\s+[^\s=>/"]+(?:="[^"]*")?)*)\s*\/?>/g;

function expectInert(html: string, where = html) {
  expect(html.replace(TAG, ''), `${where}: a '<' or '>' outside a tag`).not.toMatch(/[<>]/);
  for (const [, tag = '', attributes = ''] of html.matchAll(TAG)) {
    expect(TAGS.has(tag.toLowerCase()), `${where}: <${tag}>`).toBe(true);
    for (const [, name = '', value = ''] of attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(ATTRIBUTES.has(name.toLowerCase()), `${where}: ${name}=`).toBe(true);
      if (name === 'href') expect(value, where).toMatch(/^(https?:\/\/|mailto:|tel:)/i);
    }
  }
}

test('the allowed structure and links pass, links leave safely', () => {
  expect(
    sanitiseRichText(
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="https://example.in/x" title="More">a link</a>.</p><ul><li>One</li></ul>',
    ),
  ).toBe(
    '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="https://example.in/x" title="More" rel="noopener noreferrer nofollow">a link</a>.</p><ul><li>One</li></ul>',
  );
  expect(sanitiseRichText('<a href="mailto:a@b.in">mail</a>')).toContain('href="mailto:a@b.in"');
});

test('script and style elements go with their content', () => {
  const out = sanitiseRichText(
    '<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><SCRIPT SRC=//evil.in/x.js></SCRIPT>',
  );
  expect(out).toBe('<p>Hi</p>');
});

// Each input comes out inert, keeping the harmless part named.
test.each([
  {
    name: 'event handler and style attributes are dropped',
    input:
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))">a</p><a href="https://x.in" onmouseover="alert(1)">b</a><b/onmouseover=alert(1)>c</b>',
    kept: '<p>a</p>',
  },
  {
    name: 'attribute values stay inside their quotes',
    input: '<a href="https://x.in/?q=&quot;onmouseover=alert(1)" title=\'x" onclick="y\'>z</a>',
    kept: 'title="x&quot; onclick=&quot;y"',
  },
])('$name', ({ input, kept }) => {
  const out = sanitiseRichText(input);
  expectInert(out);
  expect(out).toContain(kept);
});

test('javascript:, data: and protocol-relative URLs are removed, however they are disguised', () => {
  const hrefs = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    'jav&#x41;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/x',
  ];
  for (const href of hrefs) {
    const out = sanitiseRichText(`<a href="${href}">x</a>`);
    expectInert(out, href);
    expect(out, href).not.toMatch(/href=/);
  }
});

test('svg, math, iframe srcdoc, object and forms are removed', () => {
  const out = sanitiseRichText(
    [
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg onload=alert(1)>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
      '<object data="javascript:alert(1)"></object><embed src="x.swf">',
      '<form action="https://evil.example"><button formaction="javascript:alert(1)">Go</button></form>',
      '<img src=x onerror=alert(1)>',
    ].join(''),
  );
  expectInert(out);
});

test('mutation XSS strings come out as inert text', () => {
  const payloads = [
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<p title="</p><img src=x onerror=alert(1)>">x</p>',
    '<a href="https://x.in" title="</a><img src=x onerror=alert(1)>">x</a>',
    '<a href="https://x.in" title="&quot;><img src=x onerror=alert(1)>">x</a>',
    '<table><td><style><img src=x onerror=alert(1)></style></td></table>',
    '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
    '<title><p title="</title><img src=x onerror=alert(1)>">',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    '<![CDATA[<img src=x onerror=alert(1)>]]>',
  ];
  for (const payload of payloads) {
    const out = sanitiseRichText(payload);
    expectInert(out, payload);
  }
});

test('the plain text of rich text has no markup, no script text and reads naturally', () => {
  expect(
    richTextToPlain(
      '<h2>EC &amp; 1-B</h2><p>Check <strong>both</strong>.</p><script>alert("x")</script><ul><li>One</li><li>Two</li></ul><p>5 &lt; 6 &quot;ok&quot;</p>',
    ),
  ).toBe('EC & 1-B Check both. One Two 5 < 6 "ok"');
  expect(richTextToPlain('<p>a</p><p>b</p>')).toBe('a b');
  expect(richTextToPlain('line<br>break')).toBe('line break');
});

// Every payload of the back office's brief (issue 12), in one list: each comes out inert, and
// sanitising the output again changes nothing (bodies are sanitised on write and again on read).
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction=javascript:alert(1)>Go</button></form>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<a href="https://x.in" style="background:url(javascript:alert(1))">x</a>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
];

test('every XSS payload of the brief comes out inert, with no script, handler or bad URL', () => {
  for (const payload of XSS_PAYLOADS) {
    const out = sanitiseRichText(payload);
    expectInert(out, payload);
    expect(out, payload).not.toMatch(/<(script|img|svg|iframe|style|form|button|math|input)/i);
    expect(out, payload).not.toMatch(/\son\w+=|style=|javascript:|data:/i);
  }
});

test('sanitising twice gives the same output (idempotent)', () => {
  const samples = [
    ...XSS_PAYLOADS,
    '<h2>EC &amp; 1-B</h2><p>5 &lt; 6 &quot;ok&quot; and &#39;quoted&#39; &nbsp; café</p>',
    '<p>Text with <strong>bold</strong> and <a href="https://example.in/?a=1&amp;b=2" title="A &quot;title&quot;">a link</a>.</p>',
    '<ul><li>One<ul><li>Nested</li></ul></li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote>',
    '<p>Unclosed <em>emphasis<p>and a <b>second</b> paragraph<br>with a break',
    '<table><tr><td>no tbody</td></tr></table>',
    '<a href="mailto:a@b.in">mail</a> <a href="tel:+919848023456">call</a>',
  ];
  for (const sample of samples) {
    const once = sanitiseRichText(sample);
    expect(sanitiseRichText(once), sample).toBe(once);
  }
});

test('a link keeps only a safe scheme and always gets rel="noopener noreferrer nofollow"', () => {
  expect(sanitiseRichText('<a href="https://x.in" rel="opener" target="_blank">x</a>')).toBe(
    '<a href="https://x.in" rel="noopener noreferrer nofollow">x</a>',
  );
  expect(sanitiseRichText('<a href="tel:+919848023456">call</a>')).toBe(
    '<a href="tel:+919848023456" rel="noopener noreferrer nofollow">call</a>',
  );
});
