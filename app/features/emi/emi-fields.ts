import type { MessageKey, MessageParams } from '../../i18n/translate.ts';
import type { BuyingCostRates, BuyingCosts, LoanPlan } from './loan.ts';

// The EMI page's fields and what its loader hands the page. Safe on client and server.

/** The page of a listing's EMI and buying costs. */
export const emiPath = (id: number) => `/product-details/${id}/emi`;

/** The URL's names for the page's figures, in the form's order. */
export const EMI_FIELDS = [
  'down',
  'rate',
  'years',
  'prepay',
  'prepayYear',
  'rise',
  'riseYear',
] as const;
export type EmiField = (typeof EMI_FIELDS)[number];

/** The down payment the calculator starts from, in percent of the price. */
export const DEFAULT_DOWN_PERCENT = 20;
/** The tenure it starts from, and the longest one offered, in years. */
export const DEFAULT_YEARS = 20;
export const MAX_YEARS = 30;
/** The largest rate rise looked at, in percentage points. */
export const MAX_RISE_PERCENT = 10;

/** The figures as typed (kept on a refusal), and what a rate rise keeps. */
export type EmiInputs = Record<EmiField, string> & { keep: 'emi' | 'tenure' };

/** Beside a field: a catalogue key and its parameters. */
export type EmiErrors = Partial<Record<EmiField, { key: MessageKey; params?: MessageParams }>>;

export type EmiPageData = {
  listing: { id: number; title: string; price: number; cityName: string; areaName: string };
  inputs: EmiInputs;
  errors: EmiErrors;
  /** The loan worked out, or null while a figure is wrong. */
  plan: LoanPlan | null;
  /** The price less the down payment. */
  loan: number;
  /** A rate rise asked for: from which year, and the rate then. */
  rise: { year: number; ratePercent: number } | null;
  /**
   * Against the same loan without it: how many instalments a prepayment saves (and how much
   * interest), or how many a rise that keeps the EMI adds. Null with both, or neither.
   */
  savings:
    | { kind: 'sooner'; instalments: number; interest: number }
    | { kind: 'longer'; instalments: number }
    | null;
  /** The down payment and the state's charges: what is paid by registration. */
  cashNeeded: number | null;
  costs: BuyingCosts;
  rates: BuyingCostRates & { source: string; sourceUrl: string };
};
