import fs from 'node:fs/promises';
import path from 'node:path';
import { format } from 'prettier';

// Every figure the bench measures, with the reference measured in the same run, their ratio
// and the budget it is held to. The table is printed; the figures go to bench/results/*.json.

export type Budget = { op: '<=' | '>='; limit: number; text: string };

export type Figure = {
  part: string;
  name: string;
  value: number;
  unit: string;
  /** Extra figures shown with the value, e.g. "p50 1.2 / p95 3.4 / p99 5.6 ms". */
  detail?: string;
  reference?: { name: string; value: number; unit: string };
  /** value ÷ reference (or reference ÷ value for times, see ratioText). */
  ratio?: number;
  ratioText?: string;
  budget?: Budget;
  /** What the budget limits: the value (default) or the ratio to the reference. */
  budgetOn?: 'value' | 'ratio';
  pass?: boolean;
  note?: string;
};

/** Adds a figure, checking it against its budget (a NaN value fails it). */
export function figure(figures: Figure[], f: Omit<Figure, 'pass'>): Figure {
  const checked = f.budgetOn === 'ratio' ? (f.ratio ?? NaN) : f.value;
  const pass = f.budget
    ? Number.isFinite(checked) &&
      (f.budget.op === '<=' ? checked <= f.budget.limit : checked >= f.budget.limit)
    : undefined;
  const full: Figure = pass === undefined ? f : { ...f, pass };
  figures.push(full);
  return full;
}

export function formatNumber(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  });
  return unit ? `${text} ${unit}` : text;
}

function cell(text: string) {
  return text.replace(/\|/g, '\\|');
}

/** The figures as one Markdown table (also what bench/README.md shows). */
export function markdownTable(figures: Figure[]): string {
  const rows = [
    '| Part | Figure | Value | Reference | Ratio | Budget | Result |',
    '| ---- | ------ | ----: | --------: | ----: | ------ | ------ |',
  ];
  for (const f of figures) {
    const value = formatNumber(f.value, f.unit) + (f.detail ? ` (${f.detail})` : '');
    const reference = f.reference
      ? `${formatNumber(f.reference.value, f.reference.unit)} ${f.reference.name}`
      : '';
    const ratio = f.ratioText ?? (f.ratio === undefined ? '' : formatNumber(f.ratio, '×'));
    const result = f.pass === undefined ? (f.note ?? '') : f.pass ? 'PASS' : 'FAIL';
    rows.push(
      `| ${[f.part, f.name, value, reference, ratio, f.budget?.text ?? '', result].map(cell).join(' | ')} |`,
    );
  }
  return rows.join('\n');
}

export type RunRecord = {
  date: string;
  startedAt: string;
  durationSeconds: number;
  mode: 'quick' | 'full';
  parts: string[];
  machine: {
    cpus: number;
    /** 1, 5 and 15 minute load averages when the run started and when it ended. */
    loadAverageAtStart: number[];
    loadAverage: number[];
    node: string;
    postgres?: string;
  };
  settings: Record<string, unknown>;
  figures: Figure[];
  notes: string[];
};

/**
 * Writes bench/results/<date>.json for a full run of every part, with `-quick` and the parts'
 * names added otherwise (`2026-11-26-quick-proxy.json`), so a partial run never replaces a
 * whole one. A later run of the same kind on the same day replaces the file.
 */
export async function writeResults(
  dir: string,
  record: RunRecord,
  allParts: boolean,
): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const suffix = [...(record.mode === 'quick' ? ['quick'] : []), ...(allParts ? [] : record.parts)];
  const file = path.join(dir, [record.date, ...suffix].join('-') + '.json');
  // Formatted as the repository's Prettier check expects, so the committed results pass lint.
  await fs.writeFile(file, await format(JSON.stringify(record), { parser: 'json' }));
  return file;
}
