// A home loan, month by month, and what buying costs in Andhra Pradesh (issue 28). Pure
// functions in whole rupees and exact arithmetic, safe on client and server, tested against a
// reference calculation to the rupee (loan.test.ts).
//
// The instalment is the usual reducing-balance EMI, P·r·(1+r)^n / ((1+r)^n − 1) with r the
// monthly rate, rounded to the rupee as banks quote it; each month's interest is charged on
// the balance, the rest of the instalment repays it, and the last instalment settles what is
// left (a few rupees more or less than the others, from rounding the instalment).

/** The longest schedule worked out: a rate rise that keeps the instalment can stretch a loan. */
const MAX_LOAN_MONTHS = 50 * 12;

/** A lump sum paid with an instalment: it lowers the balance, and so the months left. */
type Prepayment = { month: number; amount: number };

/** The rate goes up by `byPercent` points from `fromMonth` (the instalment of that month). */
type RateRise = {
  fromMonth: number;
  byPercent: number;
  /** 'emi': the instalment stays and the loan runs longer; 'tenure': the instalment goes up. */
  keep: 'emi' | 'tenure';
};

export type LoanInput = {
  principal: number;
  ratePercent: number;
  months: number;
  prepayment?: Prepayment | null;
  rise?: RateRise | null;
};

/** One year of the schedule (12 instalments, the last year fewer). */
export type LoanYear = {
  year: number;
  principal: number;
  interest: number;
  prepaid: number;
  /** What is owed at the year's end. */
  balance: number;
};

export type LoanPlan = {
  /** The monthly instalment, in rupees. */
  emi: number;
  /** The instalment after a rate rise that keeps the tenure; null without one. */
  emiAfterRise: number | null;
  /** Instalments until the loan is repaid (null when it never is: see `neverRepaid`). */
  months: number | null;
  totalInterest: number;
  /** Instalments and prepayment together. */
  totalPaid: number;
  years: LoanYear[];
  /**
   * After a rate rise that keeps the instalment, the instalment no longer covers the month's
   * interest: the balance grows and the loan is never repaid.
   */
  neverRepaid: boolean;
  /** Then, the month's interest the instalment falls short of; null otherwise. */
  uncoveredInterest: number | null;
};

/** The exact monthly instalment of `principal` at `ratePercent` a year over `months`. */
function exactInstalment(principal: number, ratePercent: number, months: number): number {
  if (months <= 0) return principal;
  const r = ratePercent / 1200;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** The monthly instalment in whole rupees, as a bank quotes it. */
export function monthlyInstalment(principal: number, ratePercent: number, months: number): number {
  return Math.round(exactInstalment(principal, ratePercent, months));
}

/** Rounds to paise, so sums of many months do not drift. */
const paise = (rupees: number) => Math.round(rupees * 100) / 100;

/** The loan month by month, summed by year. */
export function planLoan(input: LoanInput): LoanPlan {
  const { principal, months } = input;
  const prepayment = input.prepayment ?? null;
  const rise = input.rise ?? null;
  let rate = input.ratePercent;
  let emi = monthlyInstalment(principal, rate, months);
  const firstEmi = emi;
  let emiAfterRise: number | null = null;
  let balance = principal;
  let totalInterest = 0;
  let totalPaid = 0;
  let neverRepaid = false;
  let uncoveredInterest: number | null = null;
  /** A prepayment or a rise that keeps the instalment: the loan no longer ends on schedule. */
  let stretched = false;
  const years: LoanYear[] = [];
  let month = 0;

  while (balance > 0 && month < MAX_LOAN_MONTHS) {
    month += 1;
    if (rise && month === rise.fromMonth) {
      rate += rise.byPercent;
      if (rise.keep === 'tenure') {
        // A new EMI for the months left: the loan ends on schedule again.
        emi = monthlyInstalment(balance, rate, Math.max(1, months - month + 1));
        emiAfterRise = emi;
        stretched = false;
      } else {
        stretched = true;
        const interest = paise((balance * rate) / 1200);
        if (emi <= interest) {
          neverRepaid = true;
          uncoveredInterest = Math.round(interest);
        }
      }
    }
    if (neverRepaid) break;
    const interest = paise((balance * rate) / 1200);
    // The tenure's last instalment settles what the rounding of the instalment left.
    const settles = month === months && !stretched;
    const instalment = settles
      ? paise(balance + interest)
      : Math.min(emi, paise(balance + interest));
    const repaid = paise(instalment - interest);
    balance = paise(balance - repaid);
    let prepaid = 0;
    if (prepayment && month === prepayment.month && balance > 0) {
      prepaid = Math.min(prepayment.amount, balance);
      balance = paise(balance - prepaid);
      stretched = true;
    }
    totalInterest += interest;
    totalPaid += instalment + prepaid;

    const year = Math.ceil(month / 12);
    let row = years[year - 1];
    if (!row) {
      row = { year, principal: 0, interest: 0, prepaid: 0, balance: 0 };
      years.push(row);
    }
    row.principal = paise(row.principal + repaid);
    row.interest = paise(row.interest + interest);
    row.prepaid = paise(row.prepaid + prepaid);
    row.balance = balance;
  }

  return {
    emi: firstEmi,
    emiAfterRise,
    months: neverRepaid || balance > 0 ? null : month,
    totalInterest: Math.round(totalInterest),
    totalPaid: Math.round(totalPaid),
    years,
    neverRepaid: neverRepaid || balance > 0,
    uncoveredInterest,
  };
}

/** The state's charges on a purchase, in percent of the property's value. */
export type BuyingCostRates = {
  stampDutyPercent: number;
  transferDutyPercent: number;
  registrationFeePercent: number;
};

export type BuyingCosts = {
  stampDuty: number;
  transferDuty: number;
  registrationFee: number;
  /** The three together. */
  charges: number;
  /** The price and the charges. */
  total: number;
};

/** What registering a purchase at `value` costs, in whole rupees. */
export function buyingCosts(value: number, rates: BuyingCostRates): BuyingCosts {
  const part = (percent: number) => Math.round((value * percent) / 100);
  const stampDuty = part(rates.stampDutyPercent);
  const transferDuty = part(rates.transferDutyPercent);
  const registrationFee = part(rates.registrationFeePercent);
  const charges = stampDuty + transferDuty + registrationFee;
  return { stampDuty, transferDuty, registrationFee, charges, total: value + charges };
}
