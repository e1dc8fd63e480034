import { chromium } from '@playwright/test';

// What a first visit downloads: the bytes that crossed the wire (as Chromium's network log
// counts them, after compression) by kind, the request count and the encodings of scripts and
// styles. Each page is loaded in a fresh browser context (an empty cache), at phone size.

type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'fetch' | 'other';

export const FIRST_VIEW_BUDGET = { jsKb: 120, totalKb: 250, requests: 20 };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type FirstView = {
  pathname: string;
  byKind: Partial<Record<Kind, number>>;
  total: number;
  requests: number;
  /** How many of the requests were scripts. */
  scripts: number;
  /** Encodings of scripts and styles, with how many of each. */
  encodings: Map<string, number>;
};

/** The first listing's and the first post's pages, as linked from the home page and /blog. */
export async function realPaths(base: string): Promise<{ details?: string; post?: string }> {
  const home = await (await fetch(`${base}/`)).text();
  const blog = await (await fetch(`${base}/blog`)).text();
  const id = /href="\/product-details\/(\d+)"/.exec(home)?.[1];
  const post = /href="\/blog-details\/([^"?#]+)"/.exec(blog)?.[1];
  return {
    ...(id ? { details: `/product-details/${id}` } : {}),
    ...(post ? { post: `/blog-details/${post}` } : {}),
  };
}

export async function measureFirstView(base: string, pathname: string): Promise<FirstView> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { kind: Kind; url: string; encoding: string }>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      const type = String(event.type).toLowerCase();
      const kind: Kind = (
        ['document', 'script', 'stylesheet', 'image', 'font', 'fetch'] as const
      ).includes(type as never)
        ? (type as Kind)
        : 'other';
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      requests.set(event.requestId, {
        kind,
        url: event.response.url,
        encoding: headers['content-encoding'] ?? 'none',
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength);
    });
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    const byKind: Partial<Record<Kind, number>> = {};
    const encodings = new Map<string, number>();
    let scripts = 0;
    for (const [id, request] of requests) {
      if (request.kind === 'script') scripts += 1;
      byKind[request.kind] = (byKind[request.kind] ?? 0) + (bytes.get(id) ?? 0);
      if (request.kind === 'script' || request.kind === 'stylesheet') {
        encodings.set(request.encoding, (encodings.get(request.encoding) ?? 0) + 1);
      }
    }
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    return { pathname, byKind, total, requests: requests.size, scripts, encodings };
  } finally {
    await browser.close();
  }
}

export function withinFirstViewBudget(view: FirstView): boolean {
  const js = view.byKind.script ?? 0;
  return (
    js / 1024 <= FIRST_VIEW_BUDGET.jsKb &&
    view.total / 1024 <= FIRST_VIEW_BUDGET.totalKb &&
    view.requests <= FIRST_VIEW_BUDGET.requests
  );
}
