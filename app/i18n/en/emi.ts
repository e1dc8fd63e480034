// The EMI and buying-costs page of a sale listing (/product-details/{id}/emi, issue 28), and
// the details page's line that leads to it.
export const emi = {
  'emi.metaTitle': 'EMI and buying costs: {title}',
  'emi.metaDescription':
    'The home loan EMI for {title} at {price}, and what stamp duty, transfer duty and registration cost in Andhra Pradesh.',
  'emi.heading': 'EMI and buying costs',
  'emi.backToListing': 'Back to the listing',

  'emi.form.heading': 'Your loan',
  'emi.field.down': 'Down payment',
  'emi.field.downHint': 'An amount such as 15 L or 15,00,000; the loan is the rest of the price.',
  'emi.field.rate': 'Interest rate (% a year)',
  'emi.field.years': 'Tenure (years)',
  'emi.field.yearsHint': 'From 1 to {max} years.',
  'emi.prepay.legend': 'A part-prepayment (optional)',
  'emi.prepay.hint': 'The EMI stays the same and the loan ends sooner.',
  'emi.field.prepay': 'Prepayment amount',
  'emi.field.prepayYear': 'Paid in year',
  'emi.rise.legend': 'If the rate rises (optional)',
  'emi.field.rise': 'Rise (percentage points)',
  'emi.field.riseYear': 'From year',
  'emi.keep.legend': 'When the rate rises',
  'emi.keep.emi': 'Keep the EMI (the loan runs longer)',
  'emi.keep.tenure': 'Keep the tenure (the EMI goes up)',
  'emi.submit': 'Calculate EMI',
  'emi.share': 'This page’s address holds your figures: share it to share the calculation.',

  'emi.error.amount': 'Enter an amount such as 15 L or 15,00,000.',
  'emi.error.downTooHigh': 'Enter a down payment below the price.',
  'emi.error.rate': 'Enter a rate from {min} to {max} % a year.',
  'emi.error.years': 'Enter a tenure from 1 to {max} years.',
  'emi.error.year': 'Enter a year from 1 to {max}.',
  'emi.error.rise': 'Enter a rise above 0 and up to {max} percentage points.',
  'emi.fixErrors': 'Correct the figures marked above to see the EMI.',

  'emi.result.heading': 'Your EMI',
  'emi.result.emi': 'Monthly EMI',
  'emi.result.loan': 'Loan amount',
  'emi.result.interest': 'Total interest',
  'emi.result.total': 'Total paid to the bank',
  'emi.result.instalments': 'Monthly instalments',
  'emi.result.sooner':
    'The prepayment ends the loan {count} instalments sooner and saves {amount} of interest.',
  'emi.result.longer': 'The rise keeps the EMI and adds {count} instalments.',
  'emi.result.emiAfterRise': 'From year {year} the EMI becomes {amount}.',
  'emi.warning.neverRepaid':
    'At {rate} % the EMI of {emi} no longer covers the month’s interest of {interest}: the loan would never be repaid. Keep the tenure instead, prepay, or borrow less.',

  'emi.chart.heading': 'Year by year',
  'emi.chart.principal': 'Principal repaid',
  'emi.chart.interest': 'Interest',
  'emi.chart.prepaid': 'Prepaid',
  'emi.chart.top': 'Top of the chart: {amount} in a year',
  'emi.table.caption': 'What is paid each year, and what is still owed at its end',
  'emi.table.year': 'Year',
  'emi.table.balance': 'Owed at year end',

  'emi.costs.heading': 'What buying costs in Andhra Pradesh',
  'emi.costs.price': 'Price',
  'emi.costs.stampDuty': 'Stamp duty ({percent} %)',
  'emi.costs.transferDuty': 'Transfer duty ({percent} %)',
  'emi.costs.registrationFee': 'Registration fee ({percent} %)',
  'emi.costs.charges': 'Charges at registration',
  'emi.costs.total': 'Price with the charges',
  'emi.costs.cash': 'Cash needed by registration (down payment and charges)',
  'emi.costs.note':
    'The charges here are worked out on the price. The Sub-Registrar charges them on the registered value, which is the government’s market value when that is higher.',
  'emi.costs.source': 'Rates from',

  'details.emi.from': 'EMI from {amount} a month',
  'details.emi.link': 'EMI and buying costs',
} as const;
