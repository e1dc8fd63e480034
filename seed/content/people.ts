import type { SeedAgent, SeedTestimonial } from './types.ts';

export const AGENTS: readonly SeedAgent[] = [
  {
    slug: 'ravi-kiran-vemuri',
    name: 'Ravi Kiran Vemuri',
    designation: 'Senior Property Consultant, Guntur',
    phone: '9000000021',
    email: 'ravi@nivasa.example',
    bio: 'Ravi Kiran has been with our team since the Brodipet office opened and knows the lines of Brodipet, Arundelpet and Kothapet street by street. He handles resale flats and independent houses in central Guntur, including older homes that owners want to sell or offer for joint development. Before a listing goes live he collects the link documents and checks the approved plan against the building. Buyers value his candid advice on parking, water supply and which lanes flood in the monsoon.',
    city: 'guntur',
    languages: ['Telugu', 'English', 'Hindi'],
  },
  {
    slug: 'lakshmi-prasanna-kolli',
    name: 'Lakshmi Prasanna Kolli',
    designation: 'Documentation & Legal Coordinator, Guntur',
    phone: '9000000022',
    email: 'lakshmi@nivasa.example',
    bio: 'Lakshmi Prasanna runs document verification from our Lakshmipuram office. She pulls encumbrance certificates, reads 1-B and adangal extracts, checks survey numbers against the prohibited-properties list and works with our panel advocates on title opinions for plots around Gorantla, Pedakakani and Nallapadu. She also prepares sale agreements and coordinates registration slots at the Sub-Registrar office. First-time buyers often say she is the person who finally explained what each paper actually proves.',
    city: 'guntur',
    languages: ['Telugu', 'English'],
  },
  {
    slug: 'srinivas-alapati',
    name: 'Srinivas Alapati',
    designation: 'Land & Plots Specialist, Amaravati',
    phone: '9000000023',
    email: 'srinivas@nivasa.example',
    bio: 'Srinivas grew up in Thullur mandal and has worked on capital-region land since the land pooling years. He helps farmer families sell returnable plots and helps buyers, many of them NRIs, understand layouts, zoning and road widths in villages such as Mandadam, Rayapudi, Nelapadu and Inavolu. He walks every plot with the buyer, matches the boundary stones to the layout plan and checks the allotment and registration papers before any token advance changes hands.',
    city: 'amaravati',
    languages: ['Telugu', 'English'],
  },
  {
    slug: 'sravani-tummala',
    name: 'Sravani Tummala',
    designation: 'Property Consultant, Mangalagiri & Tadepalli',
    phone: '9000000024',
    email: 'sravani@nivasa.example',
    bio: 'Sravani works from our Mangalagiri office and covers apartments and gated villa projects along the NH-16 corridor in Mangalagiri, Tadepalli, Navuluru and Neerukonda. Much of her work is with doctors at AIIMS Mangalagiri, faculty at SRM and VIT-AP, and government employees moving to the capital area. She compares RERA registrations, construction progress and maintenance terms across projects, and she is just as comfortable arranging a rented flat for a family that wants to try the area first.',
    city: 'amaravati',
    languages: ['Telugu', 'English', 'Hindi', 'Tamil'],
  },
  {
    slug: 'harika-pinnamaneni',
    name: 'Harika Pinnamaneni',
    designation: 'Rentals Manager, Vijayawada',
    phone: '9000000025',
    email: 'harika@nivasa.example',
    bio: 'Harika leads our rentals desk at Benz Circle. She matches tenants with flats in Patamata, Moghalrajpuram, Labbipet and Gunadala, drafts rental agreements, and handles move-in inspections with dated photographs so that deposit discussions at move-out are straightforward. Owners who live in Hyderabad or abroad rely on her to collect rent, arrange repairs and renew agreements on time. She is firm about written terms and fair to both sides when something goes wrong.',
    city: 'vijayawada',
    languages: ['Telugu', 'English', 'Hindi'],
  },
  {
    slug: 'suresh-gadde',
    name: 'Suresh Gadde',
    designation: 'Senior Sales Consultant, Vijayawada',
    phone: '9000000026',
    email: 'suresh@nivasa.example',
    bio: 'Suresh has sold homes in Vijayawada for over a decade, from older flats in Governorpet and Suryaraopet to new apartments in Kanuru, Poranki and Ramavarappadu. He prices resale homes using recent registrations in the same building or street rather than asking prices, and he negotiates with a clear written offer. He works closely with bank home-loan teams, so buyers who need a loan know early whether a property is likely to clear the bank’s legal and technical checks.',
    city: 'vijayawada',
    languages: ['Telugu', 'English', 'Hindi'],
  },
];

export const TESTIMONIALS: readonly SeedTestimonial[] = [
  {
    name: 'Naga Lakshmi Chintalapati',
    designation: 'Bought a 2BHK in Benz Circle',
    text: 'We had shortlisted two flats near Benz Circle and were ready to pay an advance on the cheaper one. The team found that its parking space was not in the approved plan and that the building had no occupancy certificate. We bought the other flat and the bank loan went through without trouble.',
  },
  {
    name: 'Karthik Reddy Yeruva',
    designation: 'Software engineer, Hyderabad — bought a plot in Thullur',
    text: 'I could only visit Amaravati on two weekends, so most of the work happened on video calls. Srinivas walked the plot with me on the phone, sent the layout copy, the allotment papers and an encumbrance certificate, and had a lawyer review everything before I paid the token. Registration took one morning.',
  },
  {
    name: 'Ramesh Babu Kotha',
    designation: 'Retired teacher — sold his house in Brodipet',
    text: 'Our family house in Brodipet had papers going back to my father’s time and I was worried buyers would walk away. They helped me get a fresh encumbrance certificate and the legal heir documents in order first. It took about three months to sell, at a price close to what they had told me to expect.',
  },
  {
    name: 'Divya Sree Mandava',
    designation: 'Rented a 2BHK in Patamata',
    text: 'The rental agreement was clear about the deposit, the notice period and who pays for what, and Harika took photos of every room on the day we moved in. When we left after two years, the painting deduction was discussed openly and the rest of the deposit came back within a week.',
  },
  {
    name: 'Prasad Venigalla',
    designation: 'NRI, Dallas — bought a flat in Mangalagiri',
    text: 'Buying from the US was easier than I expected, but not effortless. The team compared three RERA-registered projects for me, arranged a video walkthrough of each, and coordinated with my brother, who held my power of attorney, for the registration. They were honest that one project was running behind schedule.',
  },
  {
    name: 'Anusha Gorantla',
    designation: 'Doctor, AIIMS Mangalagiri — rented, then bought in Navuluru',
    text: 'I rented in Navuluru for a year before deciding to buy, which the team suggested rather than pushing a sale. When I was ready, they helped with the home-loan paperwork with my bank and checked the builder’s approvals. A few follow-ups on the car parking allotment took longer than I would have liked.',
  },
];
