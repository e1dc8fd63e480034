// A sale listing's due-diligence pack (/product-details/{id}/checks, issue 28).
export const checks = {
  'checks.metaTitle': 'Before you buy: what to check: {title}',
  'checks.metaDescription':
    'What to check before buying {title}: the encumbrance certificate, 1-B and Adangal, RERA, the approved layout and the 22-A list, on Andhra Pradesh’s official sites.',
  'checks.heading': 'Before you buy: what to check',
  'checks.intro':
    'Check the papers yourself on the government’s own sites, with the numbers below. We have not checked these documents: the numbers are as the lister gave them.',
  'checks.warning':
    'Never pay a token before you have visited the property and seen the documents.',
  'checks.where': 'Where',
  'checks.enter': 'What to enter',
  'checks.place': 'Area and city (the documents name the revenue village)',
  'checks.step': 'Step {step}',

  'checks.ec.title': 'Encumbrance certificate (EC)',
  'checks.ec.what':
    'Every registered sale, mortgage and lease of the property: the seller should be its last buyer, with no loan still on it.',
  'checks.ec.how':
    'Search the EC by the survey number and village, or by the document number of the seller’s sale deed.',
  'checks.adangal.title': '1-B and Adangal',
  'checks.adangal.what':
    'The land records: 1-B names who holds the land; Adangal gives its survey number, extent and use.',
  'checks.adangal.how': 'Choose the district, mandal and village, then enter the survey number.',
  'checks.rera.title': 'RERA registration',
  'checks.rera.what':
    'A project of more than 8 flats or on more than 500 square metres must be registered with AP RERA before it is sold.',
  'checks.rera.how':
    'Search the registration number, and check the project’s name, promoter, approved plan and completion date.',
  'checks.layout.title': 'Approved layout',
  'checks.layout.what':
    'A plot should be in a layout the planning authority approved, under its LP (layout permit) number; the lister names the authority as {authority}.',
  'checks.layout.how': 'Find the approved layouts of the area and look for the LP number.',
  'checks.prohibited.title': 'The 22-A prohibited lands list',
  'checks.prohibited.what':
    'Government, endowment, assigned and other lands listed under Section 22-A of the Registration Act cannot be registered to a buyer.',
  'checks.prohibited.how':
    'Open the prohibited properties list for the district and village, and look for the survey number.',

  'checks.missing.survey':
    'The listing gives no survey number: ask the seller for it, and for a copy of the sale deed.',
  'checks.missing.rera':
    'The listing gives no RERA number. If the project must be registered, ask the seller why it is not.',
  'checks.missing.layout':
    'The listing gives no layout permit number: ask the seller for the LP number and the approved plan.',
  'checks.authorityUnknown': 'not given',

  'details.checks.link': 'What to check before you buy',
} as const;
