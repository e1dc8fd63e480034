import { describe, expect, test } from 'vitest';
import { buyingCosts, monthlyInstalment, planLoan } from './loan.ts';

// The reference: the reducing-balance formula worked out here month by month with plain
// arithmetic, independently of planLoan's code.
function referenceSchedule(principal: number, ratePercent: number, months: number) {
  const r = ratePercent / 12 / 100;
  const emi = Math.round((principal * r * Math.pow(1 + r, months)) / (Math.pow(1 + r, months) - 1));
  let balance = principal;
  let interest = 0;
  let count = 0;
  while (balance > 0.005) {
    const monthInterest = Math.round(balance * r * 100) / 100;
    // The last month of the tenure settles the rest.
    const pay =
      count + 1 === months ? balance + monthInterest : Math.min(emi, balance + monthInterest);
    balance = Math.round((balance - (pay - monthInterest)) * 100) / 100;
    interest += monthInterest;
    count += 1;
  }
  return { emi, interest: Math.round(interest), months: count };
}

describe('the monthly instalment', () => {
  test('matches the published figures to the rupee', () => {
    // ₹ 50 L at 8.5 % for 20 years: ₹ 43,391 (every bank's calculator gives this).
    expect(monthlyInstalment(5_000_000, 8.5, 240)).toBe(43_391);
    // ₹ 30 L at 9 % for 15 years: ₹ 30,428.
    expect(monthlyInstalment(3_000_000, 9, 180)).toBe(30_428);
    // ₹ 1 Cr at 8.75 % for 30 years: ₹ 78,670.
    expect(monthlyInstalment(10_000_000, 8.75, 360)).toBe(78_670);
    // No interest: the principal in equal parts.
    expect(monthlyInstalment(1_200_000, 0, 120)).toBe(10_000);
  });

  test('the schedule repays the loan in its tenure, its interest as the reference sums it', () => {
    for (const [principal, rate, months] of [
      [5_000_000, 8.5, 240],
      [3_000_000, 9, 180],
      [750_000, 11.25, 60],
    ] as const) {
      const plan = planLoan({ principal, ratePercent: rate, months });
      const reference = referenceSchedule(principal, rate, months);
      expect(plan.emi).toBe(reference.emi);
      expect(plan.months).toBe(reference.months);
      expect(plan.totalInterest).toBe(reference.interest);
      expect(plan.totalPaid).toBe(principal + plan.totalInterest);
      expect(plan.years).toHaveLength(Math.ceil(months / 12));
      expect(plan.years.at(-1)?.balance).toBe(0);
      const repaid = plan.years.reduce((sum, year) => sum + year.principal, 0);
      expect(Math.round(repaid)).toBe(principal);
      expect(plan.neverRepaid).toBe(false);
    }
  });
});

describe('a part-prepayment', () => {
  test('keeps the instalment and shortens the loan, saving interest', () => {
    const plain = planLoan({ principal: 5_000_000, ratePercent: 8.5, months: 240 });
    const prepaid = planLoan({
      principal: 5_000_000,
      ratePercent: 8.5,
      months: 240,
      prepayment: { month: 36, amount: 500_000 },
    });
    expect(prepaid.emi).toBe(plain.emi);
    expect(prepaid.months).toBeLessThan(240);
    expect(prepaid.totalInterest).toBeLessThan(plain.totalInterest);
    expect(prepaid.years[2]?.prepaid).toBe(500_000);
    const repaid = prepaid.years.reduce((sum, year) => sum + year.principal + year.prepaid, 0);
    expect(Math.round(repaid)).toBe(5_000_000);
  });

  test('larger than what is owed repays the loan that month', () => {
    const plan = planLoan({
      principal: 1_000_000,
      ratePercent: 9,
      months: 120,
      prepayment: { month: 12, amount: 50_000_000 },
    });
    expect(plan.months).toBe(12);
    expect(plan.years[0]?.balance).toBe(0);
  });
});

describe('a rate rise', () => {
  test('keeping the tenure raises the instalment', () => {
    const plan = planLoan({
      principal: 5_000_000,
      ratePercent: 8.5,
      months: 240,
      rise: { fromMonth: 25, byPercent: 1, keep: 'tenure' },
    });
    expect(plan.emiAfterRise).toBeGreaterThan(plan.emi);
    expect(plan.months).toBe(240);
  });

  test('after a prepayment, a rise that keeps the tenure still ends the loan on schedule', () => {
    const plan = planLoan({
      principal: 5_000_000,
      ratePercent: 8.5,
      months: 240,
      prepayment: { month: 13, amount: 500_000 },
      rise: { fromMonth: 25, byPercent: 1, keep: 'tenure' },
    });
    expect(plan.months).toBe(240);
    expect(plan.years.at(-1)?.balance).toBe(0);
    // The new EMI is on the smaller balance: below the first one despite the higher rate.
    expect(plan.emiAfterRise).toBeLessThan(plan.emi);
  });

  test('keeping the instalment lengthens the loan', () => {
    const plan = planLoan({
      principal: 5_000_000,
      ratePercent: 8.5,
      months: 240,
      rise: { fromMonth: 25, byPercent: 1, keep: 'emi' },
    });
    expect(plan.emiAfterRise).toBeNull();
    expect(plan.months).toBeGreaterThan(240);
    expect(plan.neverRepaid).toBe(false);
  });

  test('warns when the instalment no longer covers the interest', () => {
    // ₹ 43,391 a month; 12.5 % on ₹ 50 L is ₹ 52,083 of interest a month.
    const plan = planLoan({
      principal: 5_000_000,
      ratePercent: 8.5,
      months: 240,
      rise: { fromMonth: 2, byPercent: 4, keep: 'emi' },
    });
    expect(plan.neverRepaid).toBe(true);
    expect(plan.months).toBeNull();
    // The balance after the first instalment, at 12.5 %.
    const balance = 5_000_000 - (43_391 - Math.round(5_000_000 * (8.5 / 1200) * 100) / 100);
    expect(plan.uncoveredInterest).toBe(Math.round((balance * 12.5) / 1200));
  });
});

test('buying costs are the three charges on the value, to the rupee', () => {
  const costs = buyingCosts(6_800_000, {
    stampDutyPercent: 5,
    transferDutyPercent: 1.5,
    registrationFeePercent: 1,
  });
  expect(costs).toEqual({
    stampDuty: 340_000,
    transferDuty: 102_000,
    registrationFee: 68_000,
    charges: 510_000,
    total: 7_310_000,
  });
});
