import { asciiDigits } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { getPublicSaleListing } from '../listings/listings.server.ts';
import { parsePriceText } from '../listings/price.ts';
import { SETTING_LIMITS } from '../settings/settings-limits.ts';
import { getBuyingCostSettings } from '../settings/site-settings.server.ts';
import { buyingCosts, monthlyInstalment, planLoan } from './loan.ts';
import {
  DEFAULT_DOWN_PERCENT,
  DEFAULT_YEARS,
  EMI_FIELDS,
  MAX_RISE_PERCENT,
  MAX_YEARS,
  type EmiErrors,
  type EmiField,
  type EmiInputs,
  type EmiPageData,
} from './emi-fields.ts';

// The EMI and buying-costs page of a sale listing (/product-details/{id}/emi, issue 28): the
// figures live in the URL (a GET form), so a calculation can be shared and the page answers
// without JavaScript; the server reads them, says what is wrong beside each field, and works
// the loan out with loan.ts.

/** The listing the page is about: public and for sale, or null. */
export function getListingForEmi(id: number, locale: Locale) {
  return getPublicSaleListing(id, locale, {});
}

const { loanRatePercent } = SETTING_LIMITS;

/** A number as typed ('8.5', '8,5', Telugu or Devanagari digits), or null. */
function decimalOf(text: string): number | null {
  const plain = asciiDigits(text).trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,4})?$/.test(plain)) return null;
  return Number(plain);
}

/** The page's figures from the URL, each checked; defaults where a field was not sent. */
function readEmiQuery(
  params: URLSearchParams,
  price: number,
  homeLoanRatePercent: number,
): Pick<EmiPageData, 'inputs' | 'errors' | 'plan' | 'loan' | 'rise' | 'savings'> {
  const given = (name: EmiField) => (params.get(name) ?? '').slice(0, 40).trim();
  const inputs: EmiInputs = {
    down: given('down') || String(Math.round((price * DEFAULT_DOWN_PERCENT) / 100)),
    rate: given('rate') || String(homeLoanRatePercent),
    years: given('years') || String(DEFAULT_YEARS),
    prepay: given('prepay'),
    prepayYear: given('prepayYear'),
    rise: given('rise'),
    riseYear: given('riseYear'),
    keep: params.get('keep') === 'tenure' ? 'tenure' : 'emi',
  };
  const errors: EmiErrors = {};

  const down = parsePriceText(inputs.down);
  if (down === null) errors.down = { key: 'emi.error.amount' };
  else if (down >= price) errors.down = { key: 'emi.error.downTooHigh' };

  const rate = decimalOf(inputs.rate);
  if (rate === null || rate < loanRatePercent.min || rate > loanRatePercent.max) {
    errors.rate = { key: 'emi.error.rate', params: loanRatePercent };
  }
  const wholeOf = (text: string) => {
    const plain = asciiDigits(text);
    return /^\d{1,2}$/.test(plain) ? Number(plain) : null;
  };
  const years = wholeOf(inputs.years);
  if (years === null || years < 1 || years > MAX_YEARS) {
    errors.years = { key: 'emi.error.years', params: { max: MAX_YEARS } };
  }
  const tenure = years !== null && !errors.years ? years : MAX_YEARS;
  const yearOf = (field: 'prepayYear' | 'riseYear') => {
    const year = wholeOf(inputs[field]);
    if (year === null || year < 1 || year > tenure) {
      errors[field] = { key: 'emi.error.year', params: { max: tenure } };
      return null;
    }
    return year;
  };

  // A prepayment: an amount and the year it is paid in (its first instalment's month).
  let prepayment = null;
  if (inputs.prepay || inputs.prepayYear) {
    const amount = parsePriceText(inputs.prepay);
    if (amount === null || amount <= 0) errors.prepay = { key: 'emi.error.amount' };
    const year = yearOf('prepayYear');
    if (amount && year) prepayment = { month: (year - 1) * 12 + 1, amount };
  }
  // A rate rise: by how many points, from which year, keeping the EMI or the tenure.
  let rise = null;
  if (inputs.rise || inputs.riseYear) {
    const by = decimalOf(inputs.rise);
    if (by === null || by <= 0 || by > MAX_RISE_PERCENT) {
      errors.rise = { key: 'emi.error.rise', params: { max: MAX_RISE_PERCENT } };
    }
    const year = yearOf('riseYear');
    if (by && !errors.rise && year) {
      rise = { fromMonth: (year - 1) * 12 + 1, byPercent: by, keep: inputs.keep };
    }
  }

  const loan = down === null || errors.down ? 0 : price - down;
  const valid = EMI_FIELDS.every((field) => !errors[field]);
  if (!valid || rate === null || years === null) {
    return { inputs, errors, plan: null, loan, rise: null, savings: null };
  }
  const months = years * 12;
  const plan = planLoan({ principal: loan, ratePercent: rate, months, prepayment, rise });
  // What the prepayment or the rise changes, against the same loan without it.
  const plain =
    prepayment || rise ? planLoan({ principal: loan, ratePercent: rate, months }) : null;
  let savings: EmiPageData['savings'] = null;
  if (plain?.months && plan.months !== null) {
    if (prepayment && !rise) {
      savings = {
        kind: 'sooner',
        instalments: plain.months - plan.months,
        interest: plain.totalInterest - plan.totalInterest,
      };
    } else if (rise && !prepayment && rise.keep === 'emi') {
      savings = { kind: 'longer', instalments: plan.months - plain.months };
    }
  }
  return {
    inputs,
    errors,
    plan,
    loan,
    rise: rise
      ? {
          year: Math.ceil(rise.fromMonth / 12),
          // 8.1 + 0.2 is 8.3, not 8.299999999999999.
          ratePercent: Math.round((rate + rise.byPercent) * 1e4) / 1e4,
        }
      : null,
    savings,
  };
}

/** Everything the page shows, for a listing found by getListingForEmi. */
export function emiPage(
  listing: NonNullable<Awaited<ReturnType<typeof getListingForEmi>>>,
  params: URLSearchParams,
): EmiPageData {
  const settings = getBuyingCostSettings();
  const read = readEmiQuery(params, listing.price, settings.homeLoanRatePercent);
  const down = read.plan ? listing.price - read.loan : null;
  const costs = buyingCosts(listing.price, settings);
  return {
    listing,
    ...read,
    // Cash at registration: the down payment and the state's charges.
    cashNeeded: down === null ? null : down + costs.charges,
    costs,
    rates: settings,
  };
}

/** The details page's line: the EMI at the calculator's starting figures. */
export function emiFrom(price: number): number {
  const loan = price - Math.round((price * DEFAULT_DOWN_PERCENT) / 100);
  return monthlyInstalment(loan, getBuyingCostSettings().homeLoanRatePercent, DEFAULT_YEARS * 12);
}
