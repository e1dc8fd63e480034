import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CHROMIUM_PATH,
  FIRST_VIEW_BUDGET,
  measureFirstView,
  type FirstView,
} from './first-view.ts';
import { startFloorApp } from './floor-app.ts';
import { figure, formatNumber, type Figure } from './report.ts';
import { percentile } from './stats.ts';

// Part 5, what a phone gets: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown,
// Lighthouse's default) on each page in Debian's Chromium, the median of `runs` runs of each
// figure; and the bytes of a first view from Chromium's network log (bench/lib/first-view.ts).
// The script a page downloads is held against the framework's floor measured in the same run
// (bench/floor-app, bench/lib/floor-app.ts: a bare React Router page with the same React, React
// Router and Vite): issue 27 allows a page 25 KB (as transferred) beyond it.

/** Script a page may download beyond the framework's floor (issue 27). */
const SCRIPT_BEYOND_FLOOR_KB = 25;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Run = Record<(typeof CATEGORIES)[number], number> & { lcp: number; tbt: number; cls: number };

const kb = (n: number | undefined) => (n ?? 0) / 1024;

export async function runPhoneBench(options: {
  base: string;
  /** `sameAs` names the English page a Telugu or Hindi one is compared with. */
  paths: { label: string; path: string; sameAs?: string }[];
  runs: number;
  /** A free loopback port for the framework's floor. */
  floorPort: number;
  figures: Figure[];
  log: (line: string) => void;
}): Promise<void> {
  const { figures, log } = options;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const lighthouseRun = async (url: string): Promise<Run> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint') / 1000,
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  };
  // What each page got, for comparing a Telugu or Hindi page with its English one.
  const seen = new Map<string, { performance: number; scriptKb: number; fontKb: number }>();
  try {
    const floor = await measureFloor(options.floorPort, lighthouseRun, figures, log);
    for (const { label, path, sameAs } of options.paths) {
      const runs: Run[] = [];
      for (let i = 0; i < options.runs; i++)
        runs.push(await lighthouseRun(`${options.base}${path}`));
      const median = (key: keyof Run) =>
        percentile(
          runs.map((r) => r[key]),
          50,
        );
      const part = `phone · ${label}`;
      const of = (key: keyof Run, unit: string) =>
        `runs: ${runs.map((r) => formatNumber(r[key], unit)).join(', ')}`;
      log(
        `  ${label}: performance ${median('performance')}, LCP ${formatNumber(median('lcp'), 's')}, TBT ${formatNumber(median('tbt'), 'ms')}, CLS ${formatNumber(median('cls'), '')}`,
      );
      for (const category of CATEGORIES) {
        const limit = category === 'performance' ? 98 : 100;
        figure(figures, {
          part,
          name: `Lighthouse ${category} (median of ${runs.length})`,
          value: median(category),
          unit: '',
          detail: of(category, ''),
          budget: { op: '>=', limit, text: `≥ ${limit}` },
        });
      }
      figure(figures, {
        part,
        name: 'Largest Contentful Paint',
        value: median('lcp'),
        unit: 's',
        detail: of('lcp', 's'),
        budget: { op: '<=', limit: 1.5, text: '≤ 1.5 s' },
      });
      figure(figures, {
        part,
        name: 'Total Blocking Time',
        value: median('tbt'),
        unit: 'ms',
        detail: of('tbt', 'ms'),
        budget: { op: '<=', limit: 100, text: '≤ 100 ms' },
      });
      figure(figures, {
        part,
        name: 'Cumulative Layout Shift',
        value: median('cls'),
        unit: '',
        detail: of('cls', ''),
        budget: { op: '<=', limit: 0.01, text: '≤ 0.01' },
      });

      const view = await measureFirstView(options.base, path);
      seen.set(label, {
        performance: median('performance'),
        scriptKb: kb(view.byKind.script),
        fontKb: kb(view.byKind.font),
      });
      const english = sameAs ? seen.get(sameAs) : undefined;
      if (english) {
        // Issue 26: a Telugu or Hindi page costs no more than English + 10 KB of script and
        // fonts, and scores within 2 points of it.
        const extra =
          kb(view.byKind.script) + kb(view.byKind.font) - english.scriptKb - english.fontKb;
        figure(figures, {
          part,
          name: `first view: script and fonts beyond ${sameAs}`,
          value: extra,
          unit: 'KB',
          detail: `script ${formatNumber(kb(view.byKind.script), 'KB')} against ${formatNumber(english.scriptKb, 'KB')}, fonts ${formatNumber(kb(view.byKind.font), 'KB')}`,
          budget: { op: '<=', limit: 10, text: '≤ 10 KB' },
        });
        figure(figures, {
          part,
          name: `Lighthouse performance below ${sameAs}`,
          value: english.performance - median('performance'),
          unit: '',
          detail: `${median('performance')} against ${english.performance}`,
          budget: { op: '<=', limit: 2, text: '≤ 2 points' },
        });
      }
      const script = kb(view.byKind.script);
      const floorScript = kb(floor.byKind.script);
      const reference = { name: 'framework floor', value: floorScript, unit: 'KB' };
      figure(figures, {
        part,
        name: 'first view: JavaScript (as transferred)',
        value: script,
        unit: 'KB',
        detail: `${view.scripts} scripts; ${[...view.encodings].map(([e, n]) => `JS/CSS ${e}×${n}`).join(', ')}`,
        reference,
        ratio: script / floorScript,
      });
      figure(figures, {
        part,
        name: 'first view: JavaScript beyond the framework floor',
        value: script - floorScript,
        unit: 'KB',
        reference,
        budget: {
          op: '<=',
          limit: SCRIPT_BEYOND_FLOOR_KB,
          text: `≤ floor + ${SCRIPT_BEYOND_FLOOR_KB} KB`,
        },
      });
      figure(figures, {
        part,
        name: 'first view: total bytes',
        value: kb(view.total),
        unit: 'KB',
        detail: `HTML ${formatNumber(kb(view.byKind.document), 'KB')}, CSS ${formatNumber(kb(view.byKind.stylesheet), 'KB')}, images ${formatNumber(kb(view.byKind.image), 'KB')}, fonts ${formatNumber(kb(view.byKind.font), 'KB')}`,
        budget: {
          op: '<=',
          limit: FIRST_VIEW_BUDGET.totalKb,
          text: `≤ ${FIRST_VIEW_BUDGET.totalKb} KB`,
        },
      });
      figure(figures, {
        part,
        name: 'first view: requests',
        value: view.requests,
        unit: '',
        budget: {
          op: '<=',
          limit: FIRST_VIEW_BUDGET.requests,
          text: `≤ ${FIRST_VIEW_BUDGET.requests}`,
        },
      });
    }
  } finally {
    chrome.kill();
  }
}

/**
 * The framework's floor: bench/floor-app built and served (floor-app.ts), its first view
 * measured as the pages' are, and Lighthouse once on it, for comparison.
 */
async function measureFloor(
  port: number,
  lighthouseRun: (url: string) => Promise<Run>,
  figures: Figure[],
  log: (line: string) => void,
): Promise<FirstView> {
  const floor = await startFloorApp(port);
  try {
    const view = await measureFirstView(floor.base, '/');
    const run = await lighthouseRun(`${floor.base}/`);
    const part = 'phone · framework floor';
    log(
      `  framework floor: script ${formatNumber(kb(view.byKind.script), 'KB')} in ${view.scripts} scripts, performance ${run.performance}, LCP ${formatNumber(run.lcp, 's')}`,
    );
    figure(figures, {
      part,
      name: 'first view: JavaScript (as transferred)',
      value: kb(view.byKind.script),
      unit: 'KB',
      detail: `${view.scripts} scripts, ${view.requests} requests, total ${formatNumber(kb(view.total), 'KB')}`,
    });
    figure(figures, {
      part,
      name: 'Lighthouse performance, LCP (1 run)',
      value: run.performance,
      unit: '',
      detail: `LCP ${formatNumber(run.lcp, 's')}, TBT ${formatNumber(run.tbt, 'ms')}`,
    });
    return view;
  } finally {
    await floor.stop();
  }
}
