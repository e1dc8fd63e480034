import type { SeedFaq, SeedHistoryEvent, SeedOffice, SeedService } from './types.ts';

export type SeedAbout = {
  heading: string;
  paragraphs: readonly string[];
  emphasis: readonly {
    title: 'Buy a Property' | 'Rent a Property' | 'Sell a Property';
    text: string;
  }[];
  whyChooseUs: readonly { title: string; text: string }[];
};

export const FAQS: readonly SeedFaq[] = [
  {
    question: 'How do I list my property on the site?',
    answer:
      'Use the listing form on the site or call your nearest office. Share the address, the price or rent you expect, a few photographs and copies of the ownership documents. One of our consultants then visits, checks the property against the papers, takes proper photographs and writes the listing with you. Nothing is published until you have seen and approved the final version.',
  },
  {
    question: 'Is it free to use the site?',
    answer:
      'Searching, saving listings, contacting us and booking site visits are free for buyers and tenants. Owners can list without an upfront charge. We earn a brokerage only when a sale or rental actually closes through us, and we agree the rate in writing before we start work, so there are no surprises at the end.',
  },
  {
    question: 'How do you verify listings?',
    answer:
      'Before a listing goes live, a member of our team visits the property, confirms that the person listing it is the owner or is authorised by the owner, and checks the title deed, a recent encumbrance certificate and, where relevant, the approved plan and RERA registration. Listings we cannot verify are not published. Verification reduces risk, but it does not replace your own lawyer’s title opinion.',
  },
  {
    question: 'Which documents should I check before buying?',
    answer:
      'At a minimum: the seller’s sale deed and the link documents before it, an encumbrance certificate covering about 30 years, property tax receipts, and the approved plan with the building or layout permission. For plots, also check the 1-B and adangal records. For new flats, check the RERA registration; for completed buildings, the occupancy certificate. Our blog explains each in detail.',
  },
  {
    question: 'Can you help me get a home loan?',
    answer:
      'Yes. We do not lend money, but we help you prepare the paperwork, compare offers from banks and housing finance companies, and coordinate the bank’s legal and technical verification of the property. We also tell you early if a property is likely to have trouble getting loan approval, for example because of a missing occupancy certificate or a plan deviation.',
  },
  {
    question: 'How do site visits work?',
    answer:
      'Pick a listing and request a visit online, or call the office. We confirm a time with the owner and send you the consultant’s name and number. The consultant meets you at the property, usually with copies of the key documents. Visits are free, and for plots in Amaravati we can pick you up from our Mangalagiri office.',
  },
  {
    question: 'I live abroad. Can I buy property here as an NRI?',
    answer:
      'Yes. NRIs and OCI cardholders can buy residential and commercial property in India, though agricultural land is restricted. Payments must come through normal banking channels such as an NRE or NRO account. We arrange video walkthroughs, share documents for your lawyer to review, and coordinate with a family member holding your power of attorney if you cannot attend the registration yourself.',
  },
];

export const HISTORY: readonly SeedHistoryEvent[] = [
  {
    year: 2009,
    title: 'A two-desk office in Brodipet',
    text: 'We started in 2009 with two desks above a shop on 4th Line, Brodipet, helping Guntur families buy and sell independent houses and resale flats. From the beginning we insisted on seeing the title deed and an encumbrance certificate before showing a property to anyone, which was unusual at the time and cost us a few listings. It also earned us the trust of buyers who came back to us and sent their relatives.',
  },
  {
    year: 2014,
    title: 'The capital comes to our doorstep',
    text: 'After the bifurcation of Andhra Pradesh, Amaravati was chosen as the capital region, and the villages between Guntur and Vijayawada suddenly drew attention from across the state and abroad. We added a land desk to explain land pooling, returnable plots and the new approvals to farmers and buyers alike, and we started keeping our own records of layouts and survey numbers in the capital villages.',
  },
  {
    year: 2016,
    title: 'Opening in Vijayawada',
    text: 'We opened our Benz Circle office to serve Vijayawada buyers, sellers and tenants, and set up a dedicated rentals desk with written agreements and move-in inspections as standard. The same year the Real Estate (Regulation and Development) Act was passed, and we began training our consultants to read project registrations and disclosures so they could explain them to buyers, which became everyday work once the state’s authority started up.',
  },
  {
    year: 2020,
    title: 'Viewings over video',
    text: 'When the pandemic stopped site visits, we moved to live video walkthroughs, scanned document packs and remote consultations with lawyers and banks. Many NRI and Hyderabad-based clients found they preferred it, and we kept the process afterwards. It was also a slow, uncertain year for the capital villages, and we spent much of it helping families who needed to sell understand their options calmly.',
  },
  {
    year: 2025,
    title: 'Mangalagiri office and a new website',
    text: 'With work on the capital moving again, we opened an office in Mangalagiri to be closer to Amaravati, AIIMS and the university cluster, and launched this website so that people can search verified listings across all three cities in one place. Every listing still goes through the same checks we started with in Brodipet, and the same people answer the phone.',
  },
];

export const OFFICES: readonly SeedOffice[] = [
  {
    name: 'Guntur – Brodipet',
    city: 'guntur',
    address: 'Door No. 4-14-22, 4th Line, Brodipet, Guntur, Andhra Pradesh 522002',
    phone: '0863 223 4567',
    email: 'guntur@nivasa.example',
    hours: 'Mon–Sat 9:30 am – 7:00 pm',
    latitude: 16.3021,
    longitude: 80.4432,
  },
  {
    name: 'Guntur – Lakshmipuram',
    city: 'guntur',
    address:
      'Door No. 6-3-41, Lakshmipuram Main Road, near Vidya Nagar, Guntur, Andhra Pradesh 522007',
    phone: '0863 235 1842',
    email: 'lakshmipuram@nivasa.example',
    hours: 'Mon–Sat 10:00 am – 7:00 pm',
    latitude: 16.3049,
    longitude: 80.4278,
  },
  {
    name: 'Vijayawada – Benz Circle',
    city: 'vijayawada',
    address:
      '2nd Floor, Door No. 40-1-52, MG Road, near Benz Circle, Vijayawada, Andhra Pradesh 520010',
    phone: '0866 247 3190',
    email: 'vijayawada@nivasa.example',
    hours: 'Mon–Sat 9:30 am – 7:30 pm, Sun 10:00 am – 1:00 pm',
    latitude: 16.4993,
    longitude: 80.6559,
  },
  {
    name: 'Amaravati – Mangalagiri',
    city: 'amaravati',
    address:
      'Door No. 9-2-117, NH-16 Service Road, Mangalagiri, Guntur District, Andhra Pradesh 522503',
    phone: '0863 244 6275',
    email: 'amaravati@nivasa.example',
    hours: 'Mon–Sat 9:30 am – 6:30 pm, Sun site visits by appointment',
    latitude: 16.4307,
    longitude: 80.5681,
  },
];

export const SERVICES: readonly SeedService[] = [
  {
    slug: 'property-management',
    name: 'Property Management',
    summary:
      'We look after rented homes for owners who live elsewhere: finding and screening tenants, collecting rent, arranging repairs and renewing agreements on time.',
    details: [
      'Many owners in Guntur, Vijayawada and the capital region live in Hyderabad, Bengaluru or abroad. Our property management service gives them one accountable contact on the ground. We advertise the property, show it to prospective tenants, check identity and employment details, and draft an eleven-month rental agreement on stamp paper with the deposit, notice period, maintenance and painting terms written out clearly. The owner approves the tenant and the agreement before anything is signed.',
      'During the tenancy we follow up on rent, pay recurring bills such as property tax and association maintenance on the owner’s instruction, and arrange plumbers, electricians and painters from people we have worked with for years. Repairs above an agreed amount need the owner’s approval first. Every expense is backed by a bill and a photograph, and owners receive a monthly statement showing rent received, payments made and anything that needs a decision.',
      'At the end of a tenancy we carry out the move-out inspection against the dated photographs taken at move-in, settle the deposit transparently with both sides and prepare the home for the next tenant. For vacant houses and plots, including returnable plots in Amaravati, we offer periodic inspections with photographs, so that encroachment, dumping, a broken compound wall or water damage is noticed early rather than months later.',
    ],
  },
  {
    slug: 'mortgage-service',
    name: 'Mortgage Service',
    summary:
      'We help buyers prepare home-loan applications, compare offers from banks and housing finance companies, and get the property through the lender’s legal and technical checks. We do not lend.',
    details: [
      'We are not a bank and we do not lend money. What we do is take the paperwork off your hands. We tell you what each lender will ask for, check that your income documents are complete and consistent, and help you apply to two or three banks or housing finance companies so that you can compare the interest rate, processing fee, insurance conditions and prepayment terms side by side. The choice of lender is always yours.',
      'The property side is where loans usually get stuck. We collect the title deed, link documents, encumbrance certificate, approved plan and occupancy certificate or RERA registration, and hand them to the bank’s panel advocate and valuer as one complete set. If a query comes up, we chase the seller or builder for the answer. If we expect a property to struggle to get loan approval, we tell you before you pay an advance, not after.',
      'Where you may be eligible, we also help you apply for the PMAY-Urban interest subsidy through your lender and keep track of the paperwork it needs. Near the end, we coordinate the sanction letter, the bank’s disbursement and the registration date so that the seller is paid on time, the original documents reach the bank, and you are not left juggling three parties on the same morning.',
    ],
  },
  {
    slug: 'consulting-service',
    name: 'Consulting Service',
    summary:
      'Independent, fee-based advice before you commit: document review, locality comparisons, price checks against recent registrations, and a plain assessment of a project or plot.',
    details: [
      'Sometimes you have already found a property, through a relative, a builder or another agent, and you want a second opinion before paying an advance. Our consulting service is a fixed-fee engagement in which we review the documents, visit the property and the neighbourhood, and tell you plainly what we see, whether or not we are involved in the sale. The fee is agreed in writing beforehand and does not depend on whether you go ahead.',
      'A typical consultation covers the title chain and encumbrance certificate, approvals and any visible deviations from the plan, the RERA record and progress reports for new projects, and a price check against recent registrations in the same building or locality. For land in the capital region, we also look at zoning, road widths in the master plan and the state of development in the sector, since these decide what you can build and when.',
      'We give you a short written note with our findings, the risks we see and the questions you should put to the seller or builder. Where a formal legal opinion is needed, we refer you to independent advocates and pass on our notes so that you do not pay twice for the same groundwork. Landowners considering a joint development agreement with a builder also use this service to understand the terms offered.',
    ],
  },
  {
    slug: 'home-buying',
    name: 'Home Buying',
    summary:
      'From the first shortlist to the day you collect the keys, we help you find, check, negotiate and register a flat, house or plot in Guntur, Amaravati or Vijayawada.',
    details: [
      'We start by understanding what you actually need: your budget including stamp duty and registration charges, the commute you can live with, schools and hospitals nearby, and whether you want a flat, an independent house or a plot to build on later. We then shortlist verified listings and arrange site visits, grouping them by area so that you can see several properties in one trip, including on weekends if you work during the week.',
      'Before you pay a token advance, we collect the documents and have them reviewed, explain any issues in plain language, and help you negotiate on the basis of recent registrations rather than asking prices. The agreement of sale we draft records the price, the payment schedule, what fittings are included, who pays which charges and the deadline for registration, so that both sides know exactly what happens if a date is missed.',
      'On registration day we book the slot at the Sub-Registrar office, make sure stamp duty and registration fees are paid correctly, and see that the seller’s original documents are handed over to you or your bank. Afterwards we help with the mutation of property tax records at the municipal office or panchayat and the transfer of the electricity service connection into your name, which buyers often forget until a bill arrives.',
    ],
  },
  {
    slug: 'home-selling',
    name: 'Home Selling',
    summary:
      'We price your home realistically, get the papers in order before buyers ask, market it to serious buyers and handle negotiation and registration until the sale completes.',
    details: [
      'A realistic price sells a home faster than any advertisement. We look at recent registered sales in your building or street, the condition and age of the property, the floor, facing and parking, and current demand in the locality, and suggest a price range with our reasons. You decide the asking price; we tell you honestly how buyers respond in the first few weeks and whether an adjustment is worth considering.',
      'Most delays in selling come from paperwork. Before we list, we help you assemble the title deed, link documents, a fresh encumbrance certificate, tax receipts and approvals, and, where needed, legal heir certificates or a release deed from family members. If a mortgage is still open, we help you get the loan closure letter and the original documents back from the bank. Buyers and their lenders move much faster when the file is complete on the first day.',
      'We then photograph and list the property, screen enquiries, accompany visits so that you do not have to take time off, and negotiate on your behalf with a written offer. Once a buyer is agreed, we draft the agreement of sale, track the buyer’s loan sanction, and coordinate registration so that you receive the full payment, by bank transfer or demand draft, before the sale deed is signed at the Sub-Registrar office.',
    ],
  },
  {
    slug: 'escrow-services',
    name: 'Escrow Services',
    summary:
      'A documented process for the token advance and balance payment, using a bank escrow or joint account where agreed, so that money moves only when the agreed conditions are met.',
    details: [
      'The riskiest moment in many property deals is the token advance: the buyer pays, then the seller changes their mind or a document problem surfaces, and recovering the money becomes a dispute. Our escrow service puts a written process around that moment. Before any money moves, both parties sign an agreement setting out the amount, the conditions for release, the timeline, and what happens to the money if a condition is not met.',
      'Depending on the amount and the situation, the advance is held through a bank escrow arrangement or a joint account that needs both signatures to operate, rather than being handed over in cash. We are not a bank and never hold client money ourselves. The money is released to the seller when the agreed conditions are met, such as a clean title opinion or the buyer’s loan sanction, and returned to the buyer if they are not.',
      'We track each condition, keep both sides informed in writing, and coordinate the balance payment, including the bank’s disbursement, with the sale deed registration at the Sub-Registrar office, so that payment and transfer of title happen on the same day. Sellers get certainty that a committed buyer has funds ready; buyers get certainty that their advance is not at the mercy of a verbal promise.',
    ],
  },
];

export const ABOUT: SeedAbout = {
  heading: 'A local property team for Guntur, Amaravati and Vijayawada',
  paragraphs: [
    'We are a local real estate team that started in Brodipet, Guntur in 2009 and now works from four offices across Guntur, Vijayawada and Mangalagiri. Most of us grew up in this region. We know which lanes flood in the monsoon, which layouts carry proper approvals and how a registration at the Sub-Registrar office actually goes.',
    'Our work covers buying, selling and renting homes and plots, along with the paperwork that makes those transactions safe: document checks, home-loan applications, rental agreements and registrations. We would rather lose a sale than close one on documents we are not comfortable with.',
    'Whether you are a first-time buyer in Guntur, a family renting in Vijayawada, a farmer selling a returnable plot in Amaravati or an NRI buying from abroad, you will deal with a named consultant who answers the phone.',
  ],
  emphasis: [
    {
      title: 'Buy a Property',
      text: 'Verified flats, houses and plots across the three cities, with documents checked before you visit, help with home loans, and a consultant beside you from the first shortlist to the registration at the Sub-Registrar office.',
    },
    {
      title: 'Rent a Property',
      text: 'Homes in central and well-connected localities, with clear written agreements, a fair deposit, a photographed move-in inspection and a rentals desk that stays in touch with both owner and tenant throughout the tenancy.',
    },
    {
      title: 'Sell a Property',
      text: 'A realistic price based on recent registrations, paperwork put in order before buyers ask, serious and screened enquiries, and careful handling of the advance, negotiation and registration until the full payment is received.',
    },
  ],
  whyChooseUs: [
    {
      title: 'Local since 2009',
      text: 'We have worked in Guntur, Amaravati and Vijayawada for more than fifteen years, and our consultants live in the localities they cover.',
    },
    {
      title: 'Documents checked first',
      text: 'Every listing is checked against the title deed, a recent encumbrance certificate and its approvals before it goes live, and we tell you plainly about any gaps.',
    },
    {
      title: 'Clear fees in writing',
      text: 'Searching and site visits are free. Our brokerage or fee is agreed in writing before we start, and we earn it only when the deal closes.',
    },
    {
      title: 'One consultant throughout',
      text: 'You deal with one named consultant from the first call to the registration, backed by our documentation and home-loan team.',
    },
  ],
};
