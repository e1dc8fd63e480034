// The eight city landing pages (/amaravati-real-estate, /properties-in-vijayawada, ...): the
// copy beside each city's newest listings. Prices are indicative ranges, never valuations; the
// back office edits the rows once seeded.

import type { SeedCityPage } from './types.ts';

export const CITY_PAGES: readonly SeedCityPage[] = [
  {
    slug: 'amaravati-real-estate',
    city: 'amaravati',
    title: 'Amaravati Real Estate: Capital Region Property Guide',
    subheader: 'Plots, homes and land pooling layouts across the Andhra Pradesh capital region',
    metaDescription:
      'Amaravati real estate explained: capital core villages, Tadepalli and Mangalagiri, APCRDA approvals, returnable plots and indicative price ranges.',
    intro: [
      'Amaravati is the planned capital of Andhra Pradesh, laid out on the south bank of the Krishna between Vijayawada and Guntur. Its core was assembled through land pooling from 29 villages in Thullur, Mangalagiri and Tadepalli mandals, and the Secretariat at Velagapudi, the Legislative Assembly and the High Court at Nelapadu already work from here. That history makes the market unlike an ordinary city: a large share of the land is held as developed plots returned to farmers, and planning sits with APCRDA.',
      'Work across the capital slowed sharply after 2019 and resumed in earnest from 2024, so prices, sentiment and progress on the ground have moved in waves. Our team has followed the area through each of those cycles. This page explains how the capital region is organised, which localities suit which kind of buyer, what property here typically costs, and the checks we insist on before anyone signs.',
    ],
    sections: [
      {
        heading: 'How the capital region is laid out',
        paragraphs: [
          'The capital city area covers roughly 217 square kilometres, stretching from Undavalli and Penumaka near the Prakasam Barrage in the east to Thullur and Anantavaram in the west. The Seed Access Road runs from the Vijayawada side past Undavalli and Mandadam towards the government complex, while the Karakatta road follows the river bund. The master plan arranges the city on a grid of arterial roads numbered with E and N codes, with the administrative core spread across Velagapudi, Rayapudi and Nelapadu.',
          'Around this planned core sit older towns that already function fully. Tadepalli faces Vijayawada across the river and has long served as a residential suburb for people working in the city. Mangalagiri, on NH16, has a temple town centre around the Panakala Narasimha Swamy shrine, a railway station and AIIMS Mangalagiri on its edge, and Neerukonda and Inavolu host the SRM and VIT-AP university campuses. These towns offer ready homes and steady rental demand today, something the core villages are still building towards.',
        ],
      },
      {
        heading: 'What buyers can find here',
        paragraphs: [
          'Three broad kinds of property trade in Amaravati. The first is the returnable plot, a residential or commercial plot allotted by APCRDA to a landowner who pooled land, which that landowner may later sell. The second is private land and layouts in villages outside the pooled area, which need layout approval from APCRDA or DTCP depending on where they fall. The third is built property, mostly independent houses and apartments in Tadepalli, Mangalagiri and Undavalli, where the established town fabric allows ordinary building permissions.',
          'Prices vary here more than almost anywhere else in the state. Returnable residential plots in the core villages have typically changed hands at roughly ₹15,000 to ₹40,000 per sq yd, depending on the layout, its road frontage and how far trunk infrastructure has reached. Approved plots close to NH16 in Mangalagiri and Tadepalli often ask more. Apartments in Tadepalli and Mangalagiri generally sit somewhere around ₹4,500 to ₹6,500 per sq ft. Treat each figure as an opening point for negotiation rather than a valuation.',
        ],
      },
      {
        heading: 'Who Amaravati suits',
        paragraphs: [
          'Buyers who can hold for several years and live with some uncertainty are the natural market for core capital plots. Secretariat employees, High Court staff and advocates, and university faculty often want to live close to work, and many rent in Tadepalli or Mangalagiri until their own plot is ready to build on. Families who need schools, hospitals and daily markets within ten minutes right now are usually better served by a finished home in those towns or across the river in Vijayawada.',
          "Non-resident Telugu families make up a large share of the enquiries we receive, frequently buying in their native region with a long horizon in mind. For them the practical questions are who will watch the plot, pay the dues and handle paperwork locally while they are away. We agree those arrangements in writing before the purchase, including a registered power of attorney wherever a relative in India will sign on the owner's behalf, so nothing depends on informal promises.",
        ],
      },
      {
        heading: 'Checks before you commit',
        paragraphs: [
          "For a returnable plot, ask to see the allotment certificate issued by APCRDA, the registered plot document in the seller's name and the layout plan showing the plot number and the width of every abutting road. Confirm with the authority that the plot has not been reconstituted, exchanged or placed under dispute. For private land outside the pooled villages, we pull a long-period encumbrance certificate, read the 1-B and adangal entries, and match the survey number against the seller's pattadar passbook before money changes hands.",
        ],
      },
    ],
    localities: [
      'Thullur',
      'Velagapudi',
      'Mandadam',
      'Rayapudi',
      'Nelapadu',
      'Tadepalli',
      'Mangalagiri',
      'Undavalli',
      'Neerukonda',
      'Inavolu',
    ],
    faqs: [
      {
        question: 'Is Amaravati still the capital of Andhra Pradesh?',
        answer:
          'Yes. The state government has reaffirmed Amaravati as the capital, and work on government buildings, trunk roads and official housing resumed from 2024. Timelines for individual projects still shift, so we advise buyers to judge each locality by the work they can see on the ground rather than by announcements alone.',
      },
      {
        question: 'What is land pooling and why does it matter to a buyer?',
        answer:
          'Under land pooling, farmers gave their land to the capital authority and received developed residential and commercial plots in return, along with annual payments. Many plots you will be offered in the core villages are these returnable plots, so the allotment record with APCRDA matters as much as the sale deed.',
      },
      {
        question: 'Which parts of the capital region have ready homes today?',
        answer:
          'Tadepalli, Mangalagiri, Undavalli and Penumaka have established streets, shops, schools and rental housing. The core villages such as Rayapudi and Uddandarayunipalem are mainly plots and government buildings for now. If you need to move in within a year, we usually start the search in the older towns.',
      },
      {
        question: 'How far is the capital core from Vijayawada and Guntur?',
        answer:
          'Velagapudi is typically 20 to 25 km by road from Benz Circle, crossing the Krishna at the Prakasam Barrage or the Kanaka Durga Varadhi and then following the Seed Access Road. From central Guntur the drive is roughly 30 km, and Gannavaram airport is around an hour away outside peak traffic.',
      },
      {
        question: 'Can you look after a plot for an owner who lives abroad?',
        answer:
          'Yes. We can arrange periodic site visits with photographs, boundary checks, fencing repairs and payment of any dues, and we keep copies of the allotment and tax records on file. The scope and fee are agreed in writing, and the owner receives a short report after every visit.',
      },
    ],
  },
  {
    slug: 'vijayawada-real-estate',
    city: 'vijayawada',
    title: 'Vijayawada Real Estate: Market Overview',
    subheader: "Homes, rentals and commercial space in the Krishna river's busiest trading city",
    metaDescription:
      'Vijayawada real estate overview: residential belts from Benz Circle to Poranki, indicative prices, infrastructure and practical advice from our local team.',
    intro: [
      'Vijayawada is the commercial centre of the region, a major railway junction where NH16 and NH65 meet, with the Kanaka Durga temple on Indrakeeladri hill looking over the Prakasam Barrage. The city is hemmed in by the Krishna, a ring of rocky hills and the Eluru, Ryves and Bandar canals, so buildable land has always been scarce. That scarcity keeps density high and prices firm, even in years when neighbouring markets cool off.',
      'Growth has therefore pushed outward along a few corridors: east along MG Road, also known as Bandar Road, towards Kanuru and Poranki; north-east along Eluru Road and NH16 towards Ramavarappadu and Gannavaram airport; and west towards Bhavanipuram and Gollapudi. Our team works across all of these belts, and this overview sets out how they differ, what they tend to cost and what to watch for.',
    ],
    sections: [
      {
        heading: "The city's main residential belts",
        paragraphs: [
          'The old centre, made up of Governorpet, Suryaraopet and Satyanarayanapuram, sits close to the railway station and the Pandit Nehru Bus Station. It is dense, commercial and full of older independent houses, many now rebuilt as small apartment blocks. Just south-east, Labbipet and Moghalrajpuram are established, well-connected addresses near PVP Square Mall and MG Road, popular with doctors, business owners and professionals who value a short commute and mature neighbourhoods over new construction.',
          'Benz Circle and Patamata form the busy hinge between the centre and the eastern suburbs, with hospitals, colleges and offices within easy reach. Further out, Kanuru and Poranki along the Machilipatnam road have seen steady apartment and villa construction over the past decade. On the north-east side, Gunadala and Ramavarappadu benefit from the Inner Ring Road and the airport route, while Bhavanipuram and Gollapudi to the west offer more space at lower prices, with the Hyderabad highway on the doorstep.',
        ],
      },
      {
        heading: 'Typical prices and what moves them',
        paragraphs: [
          'Apartments in central and south-eastern localities such as Labbipet, Moghalrajpuram and around Benz Circle typically trade at roughly ₹6,000 to ₹9,000 per sq ft, with premium gated towers quoting above that band. In Kanuru, Poranki, Gunadala and Gollapudi, newer flats more often fall in the ₹4,500 to ₹6,500 per sq ft range. Land inside the city is costly; central plots are commonly quoted above ₹1 lakh per sq yd, while approved layouts on the fringes are usually far cheaper.',
          "Beyond location, three things move a Vijayawada price more than buyers expect. Covered car parking is scarce in the older areas and can add several lakh to a flat's value. Flood history matters, especially near the Budameru channel after the floods of 2024. And proximity to a flyover, railway gate or market can cut either way, raising shop values while making a home noisier and harder to reach at peak hours.",
        ],
      },
      {
        heading: 'Infrastructure shaping the market',
        paragraphs: [
          "The Benz Circle flyovers and the Kanaka Durga flyover have eased some of the worst bottlenecks on NH16 and the route towards Hyderabad, and the western bypass of NH16 is designed to take through traffic around the city near Gollapudi. Gannavaram airport's expanded operations have strengthened demand along the Ramavarappadu and Enikepadu stretch. Closer ties with Amaravati across the river also help localities near the Prakasam Barrage, because many government employees prefer the city's schools and shops while commuting to Velagapudi.",
        ],
      },
      {
        heading: 'Practical advice for Vijayawada buyers',
        paragraphs: [
          "Ask for the building permission issued by the Vijayawada Municipal Corporation and compare the approved floors and setbacks with what is actually built, since additional unauthorised floors are not unusual in older areas. For newer flats, insist on the occupancy certificate and, where the project is large enough to require it, the AP RERA registration. We also review the association's maintenance accounts, the allotted parking slot in writing and the encumbrance certificate before recommending that a client proceed.",
          "Visit at different times of day. A lane in Suryaraopet can feel calm on a Sunday morning and be completely jammed on a weekday evening, and low-lying streets reveal themselves only during heavy rain. If you are buying to let, ask us for a realistic rent estimate based on comparable flats in the same building or street rather than relying on the seller's figure.",
        ],
      },
    ],
    localities: [
      'Benz Circle',
      'Labbipet',
      'Moghalrajpuram',
      'Governorpet',
      'Patamata',
      'Gunadala',
      'Kanuru',
      'Poranki',
      'Bhavanipuram',
      'Gollapudi',
    ],
    faqs: [
      {
        question: 'Is property in Vijayawada more expensive than in Guntur?',
        answer:
          "Generally yes. Comparable apartments in central Vijayawada usually cost noticeably more per sq ft than in Guntur, mainly because the river, hills and canals limit the land available for building. The gap narrows on the city's edges, where Gollapudi or Poranki can be close to Guntur's better localities.",
      },
      {
        question: 'Which Vijayawada areas do families usually prefer?',
        answer:
          'Moghalrajpuram, Labbipet, Patamata and the Benz Circle area are popular for their schools, hospitals and shopping. Families wanting more space for their budget often look at Kanuru, Poranki or Gunadala. The right choice depends heavily on where you work and which school your children attend.',
      },
      {
        question: 'How should I think about flood risk in the city?',
        answer:
          "Some low-lying areas, particularly near the Budameru channel and parts of the north-east, have flooded in heavy monsoon years, including 2024. Ask neighbours directly, check the ground-floor level against the road, and look for water marks on compound walls. We share what we know about a street's history before every visit.",
      },
      {
        question: 'What does the registration process involve in Vijayawada?',
        answer:
          'After the sale agreement and payment, the deed is registered at the sub-registrar office covering the property, with stamp duty, transfer duty and registration fee currently adding up to about 7.5 percent of the higher of the sale price or government market value. Slots can be booked online in advance.',
      },
    ],
  },
  {
    slug: 'real-estate-properties-in-Guntur',
    city: 'guntur',
    title: 'Real Estate Properties in Guntur',
    subheader: 'Apartments, independent houses and plots across Guntur city and its growing edges',
    metaDescription:
      'Find apartments, independent houses and plots in Guntur, from Brodipet and Arundelpet to Lakshmipuram, Gorantla and Pedakakani, with indicative price ranges.',
    intro: [
      "Guntur is a district headquarters, an education and medical centre and home to one of Asia's largest chilli markets, roughly 35 km south of Vijayawada by NH16 through Mangalagiri and the Kaza toll plaza. It is a city of independent houses more than towers, and families often stay in the same neighbourhood for generations. That gives the market a steady, practical character: buyers care about water supply, road width, school distance and the reputation of the street as much as about the building itself.",
      'Prices here are lower than in Vijayawada for comparable homes, and the newer localities along the Inner Ring Road have added a fresh supply of apartments and gated communities. Below, our team walks through the main parts of the city, the kinds of properties each offers and the price bands you can typically expect, so you can narrow the search before you start visiting.',
    ],
    sections: [
      {
        heading: 'Established neighbourhoods near the centre',
        paragraphs: [
          "Brodipet and Arundelpet are laid out on a grid of numbered lines between the railway station, Lodge Centre and Naaz Centre. They are Guntur's traditional commercial and residential heart, with clinics, coaching centres, wholesale shops and older family homes side by side. Properties here are valued mostly for their land: a compact house on a good line can be worth far more than its age suggests, and many owners rebuild rather than sell.",
          'Kothapet, closer to the old town, is busier and more mixed, with markets and narrow streets that suit shopkeepers and those who want everything on foot. Nagarampalem, near the Collectorate, attracts government employees and professionals who value short commutes. In all of these areas, parking and road width are the first questions to ask, because a lane that looks charming on a visit can make daily life difficult with a car.',
        ],
      },
      {
        heading: 'Newer residential areas along the Inner Ring Road',
        paragraphs: [
          'West of the centre, the Inner Ring Road has pulled development towards Lakshmipuram, Vidya Nagar, Chandramouli Nagar, Brindavan Gardens and Pattabhipuram. These localities have wider roads, newer apartment blocks and a good choice of schools, hospitals and restaurants, which makes them the first stop for most families relocating to Guntur. Syamala Nagar and Koritepadu offer similar convenience at slightly lower prices, and resale flats here tend to move faster than elsewhere in the city.',
        ],
      },
      {
        heading: "Plots and the city's growth corridors",
        paragraphs: [
          "For buyers who want to build, the main corridors are Amaravati Road towards Gorantla, the NH16 side around Pedakakani and the Nallapadu area to the south-west. Approved layouts here suit families planning a house in a few years and investors betting on the city's steady outward growth. Every layout should carry a valid approval number from APCRDA or DTCP, depending on its location, and the individual plot should appear on the approved plan with the same dimensions as on the ground.",
          'Plots in established colonies near the ring road are typically quoted somewhere between ₹40,000 and ₹90,000 per sq yd, while approved layouts on the outer edges of Gorantla, Pedakakani and Nallapadu often start at roughly ₹12,000 to ₹30,000 per sq yd. The spread reflects road access, drainage, distance from the ring road and how built up the surrounding plots already are.',
        ],
      },
      {
        heading: 'Apartments, houses and rentals: indicative costs',
        paragraphs: [
          'Apartments in Guntur typically sell for roughly ₹4,000 to ₹6,500 per sq ft, which puts many two-bedroom flats in the ₹40 lakh to ₹70 lakh range and three-bedroom homes between about ₹65 lakh and ₹1.2 crore. Independent houses vary widely with land size and location, from around ₹80 lakh for a modest older home to well over ₹2 crore in prime pockets of Brodipet or Brindavan Gardens.',
          "Renting is comparatively affordable. A two-bedroom flat in a good locality usually rents for about ₹9,000 to ₹16,000 a month, with a deposit of two to three months' rent being common. Demand from students and hospital staff keeps homes near Guntur Medical College, the Government General Hospital and the private hospitals of Chandramouli Nagar well occupied throughout the year. Families who want a larger house at a lower rent often look at Pattabhipuram or Syamala Nagar instead.",
        ],
      },
    ],
    localities: [
      'Brodipet',
      'Arundelpet',
      'Lakshmipuram',
      'Vidya Nagar',
      'Brindavan Gardens',
      'Pattabhipuram',
      'Chandramouli Nagar',
      'Nagarampalem',
      'Gorantla',
      'Pedakakani',
    ],
    faqs: [
      {
        question: 'Which Guntur localities are best for families?',
        answer:
          'Lakshmipuram, Vidya Nagar, Brindavan Gardens and Chandramouli Nagar are the usual favourites for their schools, hospitals and wider roads. Brodipet and Arundelpet suit families who want a central address and do not mind busier streets. We suggest shortlisting by school and workplace first, then by budget.',
      },
      {
        question: 'Are there gated communities in Guntur?',
        answer:
          'Yes, though fewer than in Vijayawada or Hyderabad. Most gated projects sit along or just outside the Inner Ring Road and on the Amaravati Road and Pedakakani side. Check the AP RERA registration, the layout or building approval and the maintenance terms before paying any booking amount.',
      },
      {
        question: 'Is Guntur a good base for someone working in Amaravati?',
        answer:
          'It can be. Localities on the northern side of the city, such as Gorantla, Amaravati Road and Pedakakani, put you within a reasonable drive of the Secretariat and the High Court, while living costs remain lower than in Vijayawada. Traffic at peak hours is the main trade-off.',
      },
      {
        question: 'How do I confirm that a Guntur plot is legally approved?',
        answer:
          'Ask for the layout approval number and the approved plan, then confirm both with the approving authority. Check that the plot is not among those mortgaged to the authority until the developer finishes roads and drains. We also verify the title chain and encumbrance certificate before any payment.',
      },
    ],
  },
  {
    slug: 'real-estate-agents-in-Guntur',
    city: 'guntur',
    title: 'Real Estate Agents in Guntur',
    subheader: 'Local help to buy, sell or rent in Guntur, from the first visit to registration',
    metaDescription:
      'Work with experienced real estate agents in Guntur for buying, selling and renting: honest pricing, document checks and support right up to registration.',
    intro: [
      "A large part of Guntur's property market never appears online. Independent houses in Brodipet or Arundelpet are often sold through relatives, neighbours and word of mouth, titles are frequently inherited across two or three generations, and many documents are in Telugu. A good local agent bridges that gap, bringing you properties you would not otherwise hear about and making sure the paperwork holds up.",
      'Our team has worked with buyers, sellers, landlords and tenants across the city for years. This page explains what a Guntur agent should actually do for you, how to check one before you hire them, what fees are usual in the city and how we help owners who want to sell.',
    ],
    sections: [
      {
        heading: 'What a good Guntur agent actually does',
        paragraphs: [
          'The visible part of the job is showing homes, but the useful part happens before and after the visit. We shortlist properties that genuinely match your budget and commute, rather than every listing on our books. We compare the asking price with recent sales on the same line or colony and with the government market value, so you know whether a figure is reasonable before you start negotiating.',
          "Once you choose a home, we collect the documents, arrange a legal review, help draft the agreement of sale with clear payment dates and coordinate the registration at the sub-registrar office. We also handle the small but important steps that buyers often miss, such as transferring the property tax assessment, the electricity service connection and the water connection into the new owner's name.",
        ],
      },
      {
        heading: 'How to check an agent before hiring',
        paragraphs: [
          'Ask whether the agent is registered with AP RERA, since the law requires agents who deal in registered projects to hold their own registration number. Ask how long they have worked in the specific localities you are interested in, and test that knowledge with simple questions about water supply, drainage or the nearest school. An agent who cannot answer these clearly is unlikely to spot the deeper problems.',
          'Be cautious with anyone who asks for a large cash advance to hold a property, refuses to put the fee in writing or discourages you from getting an independent legal opinion. A trustworthy agent welcomes a second pair of eyes on the documents, explains who is paying them in a transaction and never pressures you to sign on the same day as the first visit.',
        ],
      },
      {
        heading: 'Fees in the Guntur market',
        paragraphs: [
          "For sales, brokerage in Guntur is commonly in the range of 1 to 2 percent of the transaction value, although the exact figure depends on the property and the work involved. For rentals, a fee equal to about one month's rent, sometimes split between landlord and tenant, is usual. We agree our fee in writing at the start, state exactly which services it covers and collect it only when the deal actually closes.",
        ],
      },
      {
        heading: 'Selling your property with us',
        paragraphs: [
          'A good sale starts with a realistic price. We visit the property, study comparable sales nearby and suggest a range that should attract serious buyers within a reasonable time. We then check that your documents are in order, including the link documents, the encumbrance certificate, tax receipts and the building permission, because missing papers are the most common reason a Guntur sale stalls halfway.',
          'We photograph and describe the property honestly, share it with our list of verified buyers and screen enquiries so that you only meet people who are ready and able to purchase. Owners who live outside Guntur or abroad can rely on us to show the property, negotiate on agreed terms and coordinate with their authorised representative at registration. Throughout the process we report every offer to you promptly, including the ones we would advise you to decline.',
        ],
      },
    ],
    localities: [
      'Brodipet',
      'Arundelpet',
      'Kothapet',
      'Lakshmipuram',
      'Koritepadu',
      'Syamala Nagar',
      'Nagarampalem',
      'Amaravati Road',
      'Nallapadu',
    ],
    faqs: [
      {
        question: 'Do I pay the agent if I find the property myself?',
        answer:
          'Not if we were not involved. Our fee applies only to properties we introduce or transactions we handle at your request. If you find a home on your own and want us to check the documents and manage registration, we can quote a separate, smaller fee for that work alone.',
      },
      {
        question: 'Can you help if the documents are old or in Telugu?',
        answer:
          'Yes. Most older Guntur title deeds are in Telugu, and we read and summarise them for clients who prefer English. Where the chain of ownership is complicated by inheritance or partition, we work with an advocate to confirm that every legal heir has signed off before a sale proceeds.',
      },
      {
        question: 'How long does it usually take to sell a house in Guntur?',
        answer:
          'A fairly priced home in a popular locality such as Lakshmipuram or Brindavan Gardens often finds a buyer within a few weeks to three months. Older or unusual properties can take longer. Pricing realistically from day one and having documents ready are the two things that shorten the wait most.',
      },
      {
        question: 'Do you also handle rentals in Guntur?',
        answer:
          'Yes. We find tenants for landlords and homes for tenants, check references, prepare the rental agreement and record the condition of the property at move-in. For landlords who live elsewhere, we can also collect rent and arrange repairs for an agreed monthly fee.',
      },
      {
        question: 'Will you show me properties listed by other agents?',
        answer:
          'Where it helps you, yes. We regularly cooperate with other reputable agents in the city, and we will tell you openly when a property comes through another office. Our priority is finding the right home for you, not only the homes on our own list.',
      },
    ],
  },
  {
    slug: 'real-estate-company-in-Guntur',
    city: 'guntur',
    title: 'Choosing a Real Estate Company in Guntur',
    subheader: 'What separates a dependable property firm from a one-person broker in Guntur',
    metaDescription:
      'How to choose a real estate company in Guntur: services to expect, warning signs in the local market and the step-by-step way our team handles every deal.',
    intro: [
      'Guntur has no shortage of people who call themselves property dealers, from part-time brokers working a single colony to established firms with offices, staff and legal support. Either can find you a house, but the difference shows when something goes wrong: a missing link document, a boundary dispute or a seller who changes terms after taking an advance. A company that will still be around in five years has every reason to get those moments right.',
      'This page sets out what you can reasonably expect from a professional real estate company in Guntur, the warning signs that should make you walk away, and how our own team runs a transaction from the first conversation to the handover of keys.',
    ],
    sections: [
      {
        heading: 'Company or individual broker?',
        paragraphs: [
          'Individual brokers often know one neighbourhood extremely well and can be a good source of off-market houses. The limitation is capacity: one person cannot easily verify titles, coordinate with lawyers, surveyors and banks, and keep track of many clients at once. A company spreads that work across a team, keeps written records and is accountable through an office address, a registered business and a reputation it needs to protect.',
          'That accountability matters in a market where many deals are still sealed with a handshake and a cash token. When a firm puts its fee, responsibilities and timelines in writing, you have something to rely on if a dispute arises. When all you have is a mobile number and a verbal assurance, your options are far more limited, and recovering an advance from someone who has simply stopped answering can take months or years.',
        ],
      },
      {
        heading: 'Services to expect under one roof',
        paragraphs: [
          'A full-service company in Guntur should be able to help with resale homes, new projects, plots and rentals, and to coordinate the services around a purchase. That includes title verification through an advocate, a licensed surveyor for plot boundaries, introductions to banks for home loans and guidance on stamp duty and registration. For owners, it should extend to tenant management, rent collection and routine maintenance.',
          'None of these services needs to be bought as a package. We explain what each one costs, who actually performs it and what you receive at the end, whether that is a legal opinion, a survey sketch or a signed rental agreement. Clients choose only what they need, and that choice is recorded before any work begins. If a client later wants to add a service, such as a survey for a neighbouring plot, we quote for it separately rather than folding it into an existing fee.',
        ],
      },
      {
        heading: 'Warning signs in the Guntur market',
        paragraphs: [
          'Be wary of plots sold in layouts described as having approval under process, and of farmland marketed as house sites when it has not been converted to non-agricultural use. Promises of guaranteed returns, buy-back offers or prices that sound far below the rest of the colony usually hide a problem with title, access or approvals. Equally suspicious is any seller who is reluctant to let you check the encumbrance certificate or visit the sub-registrar office.',
          "Pressure tactics are another signal. A firm that insists the property will be gone by evening, asks for payment into a personal account or discourages independent legal advice is protecting its commission rather than your interests. A reputable company gives you time to think, welcomes scrutiny of the paperwork and accepts payments only through traceable channels such as a bank transfer or a demand draft in the seller's name.",
        ],
      },
      {
        heading: 'How our team handles a transaction',
        paragraphs: [
          'We begin with a conversation about budget, timing, preferred localities and financing, then prepare a shortlist and arrange visits in a single planned trip wherever possible. Once you choose a property, we collect the documents, commission a legal scrutiny and share a plain-language summary of any risks. Negotiation, the agreement of sale, the loan process and the registration appointment follow in that order, with a written checklist shared at every stage.',
        ],
      },
    ],
    localities: [
      'Lakshmipuram',
      'Brindavan Gardens',
      'Chandramouli Nagar',
      'Vidya Nagar',
      'Pattabhipuram',
      'Brodipet',
      'Gorantla',
      'Pedakakani',
    ],
    faqs: [
      {
        question: 'Does a real estate company in Guntur need to be registered?',
        answer:
          "Agents and firms dealing in projects registered with AP RERA must hold their own AP RERA agent registration, and a company should also have ordinary business and tax registrations. Ask for the numbers and check them on the authority's website; a professional firm will share them without hesitation.",
      },
      {
        question: 'Can your company help me get a home loan?',
        answer:
          'We introduce clients to several banks and housing finance lenders that are active in Guntur and help them gather the property documents a lender needs. The loan decision always rests with the bank, and we never charge a hidden fee for the introduction.',
      },
      {
        question: 'Do you sell new projects as well as resale homes?',
        answer:
          'Yes. We list selected new apartment and plotted projects after checking their approvals and, where required, their AP RERA registration. We are equally comfortable with resale homes and plots, which still make up the larger part of the Guntur market.',
      },
      {
        question: 'What happens if a problem appears after registration?',
        answer:
          'We keep copies of every document from the transaction and stay involved if an issue surfaces, such as a delayed mutation of the tax records or a dispute with a neighbour over a boundary. Where legal action is needed, we connect you with an advocate and share our full file.',
      },
    ],
  },
  {
    slug: 'real-estate-agents-in-vijayawada',
    city: 'vijayawada',
    title: 'Real Estate Agents in Vijayawada',
    subheader: 'Street-level knowledge for buyers, sellers, landlords and tenants across the city',
    metaDescription:
      'Experienced real estate agents in Vijayawada for buying, selling and renting homes and shops, from Benz Circle and Labbipet to Kanuru, Poranki and Gollapudi.',
    intro: [
      'Vijayawada is a compact, crowded city where two flats a few hundred metres apart can offer very different lives. One may sit on a quiet lane in Moghalrajpuram, the other behind a railway gate in Satyanarayanapuram that closes a dozen times an hour. Knowing those details is the real value of a local agent, and it is what separates a quick sale from a purchase you are still happy with years later.',
      'Our team works with buyers, sellers, landlords and tenants across the city and its suburbs. Below we explain how we help on each side of a deal, what to expect when renting here and which questions to put to any agent before you trust them with your search.',
    ],
    sections: [
      {
        heading: 'Why street-level knowledge matters here',
        paragraphs: [
          'Many of the factors that decide whether a Vijayawada home works for you are not visible in a listing. Some lanes near the canals or the Budameru drain take water during heavy rain, a few stretches near Benz Circle are difficult to reach by car during office hours, and parts of Governorpet are commercial by day and almost empty at night. An agent who lives and works in the city will tell you these things before you visit, not after you buy.',
          "The same knowledge helps with prices. Flats in neighbouring buildings can differ in value because of age, parking, lift condition, water supply or the way the association is run. We base our advice on recent transactions and rents in the same street or complex, which gives a far more reliable picture than the average figure for a whole locality. When a seller's asking price is out of line, we say so plainly and show the comparable sales behind that view.",
        ],
      },
      {
        heading: 'For tenants and landlords',
        paragraphs: [
          "Demand for rental homes in Vijayawada is steady, driven by government employees, doctors, teachers, students and families relocating for work in Amaravati. For tenants, we shortlist homes that match the commute and budget, negotiate the rent and deposit and check that the landlord is genuinely the owner. Deposits in the city are usually two to three months' rent, with some premium flats asking more.",
          'For landlords, we screen prospective tenants, verify identity and employment, prepare a written rental agreement with clear terms for rent increases, maintenance and notice, and record the condition of the home with dated photographs at move-in. Where the tenant is new to the city, we also complete the police verification that many landlords now expect. Landlords who live in another city or abroad can hand over rent collection and routine repairs to us for an agreed monthly fee.',
        ],
      },
      {
        heading: 'For buyers and sellers',
        paragraphs: [
          "Buyers get a shortlist based on budget, commute and school needs, followed by visits, price guidance, legal scrutiny of the title and help with the loan and registration. We check the Vijayawada Municipal Corporation building permission against the building as constructed, because additional floors added without approval can complicate both loans and future sales. We also read the association's bylaws and recent minutes, which often reveal disputes or major repairs long before they reach a buyer's attention.",
          "Sellers get a frank pricing opinion, help gathering the documents that buyers' lawyers and banks will request, honest photographs and a list of serious buyers who have already been screened. We handle viewings, negotiate on your instructions and stay involved until the sale deed is registered and the tax and electricity records have been transferred. Owners who need to buy their next home at the same time can count on us to align the two transactions so that they are never left without a place to live.",
        ],
      },
      {
        heading: 'Questions to ask any agent',
        paragraphs: [
          'Ask how many deals the agent has closed in your chosen locality in the past year, whether they hold AP RERA agent registration, what exactly their fee covers and whether it is payable only on completion. Ask who they represent in the transaction and whether they will also be paid by the other side. Clear, written answers to these questions are the simplest test of whether an agent deserves your trust.',
        ],
      },
    ],
    localities: [
      'Benz Circle',
      'Labbipet',
      'Moghalrajpuram',
      'Suryaraopet',
      'Governorpet',
      'Satyanarayanapuram',
      'Patamata',
      'Ajit Singh Nagar',
      'Ramavarappadu',
    ],
    faqs: [
      {
        question: 'How much do agents charge in Vijayawada?',
        answer:
          "Brokerage on a sale commonly falls in the range of 1 to 2 percent of the transaction value, and a rental fee of around one month's rent is usual, sometimes shared between landlord and tenant. We agree our fee in writing before starting and charge only when the deal completes.",
      },
      {
        question: 'Do you deal in commercial space as well as homes?',
        answer:
          'Yes. We help clients buy and lease shops, clinics and offices, particularly along MG Road, Eluru Road and around Benz Circle. Commercial deals need extra checks on permitted use, signage rules and parking, and lease terms are usually longer and more detailed than for homes.',
      },
      {
        question: 'Should a rental agreement in Vijayawada be registered?',
        answer:
          'Agreements of up to eleven months are commonly signed on stamp paper without registration, while longer leases should be registered at the sub-registrar office. Whatever the term, the agreement should state the rent, deposit, notice period, maintenance responsibilities and the condition of the home at move-in.',
      },
      {
        question: 'Can you help me move from another city without visiting first?',
        answer:
          'Yes. We can run video walkthroughs, share photographs and street-level details, and narrow the search to two or three homes so that a single short visit is enough to decide. Many of our relocating clients finalise a rental within one weekend in the city.',
      },
    ],
  },
  {
    slug: 'property-for-sale-in-amaravati',
    city: 'amaravati',
    title: 'Property for Sale in Amaravati: Plots and Layouts',
    subheader: 'Returnable LPS plots, APCRDA layouts and private land in the capital region',
    metaDescription:
      'Property for sale in Amaravati: how land pooling returnable plots work, APCRDA and DTCP layouts, pricing factors and the documents to verify before you pay.',
    intro: [
      'Most property for sale inside the Amaravati capital city is land rather than buildings. The plots fall into two main groups: returnable plots that APCRDA allotted to farmers under the land pooling scheme, and private plots in approved layouts around the edges of the capital, particularly towards Mangalagiri, Tadepalli and the NH16 corridor. Each comes with its own paperwork, risks and pricing logic.',
      'Our team helps buyers understand exactly what they are buying, whether that is a residential plot on an internal road in Nelapadu or a commercial plot close to the Seed Access Road. This page covers how returnable plots work, what to check in an approved layout, what drives plot prices in the capital and how a purchase is completed.',
    ],
    sections: [
      {
        heading: 'Land pooling returnable plots',
        paragraphs: [
          'When the capital was planned, landowners in the 29 villages pooled their land with the authority and in return were promised developed plots in the new city, with separate residential and commercial entitlements that depended on the type of land they gave up. The plots were allotted by lottery within layouts planned for each village, and many owners have since received registered plot documents in their own names.',
          'A buyer of a returnable plot is buying from that landowner or a later purchaser, so the allotment history matters as much as the sale deed. Confirm the plot number, layout and category, check whether the plot has been reconstituted or swapped, and find out whether roads, drains, water lines and power have reached that particular layout. Two plots of the same size can differ greatly in value simply because one sits on a finished road and the other does not.',
        ],
      },
      {
        heading: 'APCRDA and DTCP approved layouts',
        paragraphs: [
          'Outside the pooled area, private developers create plotted layouts that must be approved by APCRDA within the capital region or by DTCP elsewhere. Each approved layout carries a permit number and an approved plan showing road widths, open spaces and every plot. Ask to see both, and confirm that the plan on paper matches the roads and boundary stones on the ground.',
          'A portion of the plots in an approved layout is usually mortgaged to the authority until the developer completes internal roads, drains and other works. Those plots cannot be sold freely until they are released, so always check that the plot you are offered is not one of them, or that a release order has been issued. Avoid layouts described only as having approval applied for.',
        ],
      },
      {
        heading: 'What drives plot prices in the capital',
        paragraphs: [
          'Location within the master plan is the biggest factor. Plots close to the government complex at Velagapudi, the High Court at Nelapadu or the Seed Access Road usually command a premium, as do those facing wide arterial roads. Corner plots, east or north-facing plots and commercial plots all tend to ask more. Residential returnable plots in the core have typically traded in a band of roughly ₹15,000 to ₹40,000 per sq yd, with finished infrastructure and commercial status pushing prices higher.',
          'Timing matters too. Prices in the capital respond quickly to government announcements and visible construction, both upward and downward. Buyers with a long horizon tend to focus on layouts where trunk infrastructure is already in place, accepting a somewhat higher price in exchange for less uncertainty about when they can actually build. Others deliberately buy in less developed sectors at lower rates, knowing that they may wait several years for roads, water and power to arrive.',
        ],
      },
      {
        heading: 'Documents and registration',
        paragraphs: [
          "For any plot, we check the title chain, the encumbrance certificate and the approved plan, and we have a licensed surveyor confirm the boundaries before payment. For agricultural land outside the pooled villages, the 1-B and adangal extracts, the pattadar passbook and the survey sketch must all agree on the owner and the extent. Copies of many of these records can be obtained through Meeseva centres or the state's online land records portal.",
          'The sale is completed at the sub-registrar office with jurisdiction over the village, where stamp duty, transfer duty and registration fee are paid on the higher of the agreed price or the government market value. After registration, the new owner should update the records with APCRDA or the local body so that future notices, dues and permissions come in the correct name.',
        ],
      },
    ],
    localities: [
      'Nelapadu',
      'Velagapudi',
      'Rayapudi',
      'Uddandarayunipalem',
      'Mandadam',
      'Thullur',
      'Krishnayapalem',
      'Navuluru',
      'Nidamarru',
      'Penumaka',
    ],
    faqs: [
      {
        question: 'Can anyone buy a returnable plot in Amaravati?',
        answer:
          "Yes. Once a returnable plot is registered in the landowner's name, it can generally be sold like any other property, and buyers from anywhere in India can purchase it. Non-resident Indians can also buy, subject to the usual rules that restrict them from buying agricultural land.",
      },
      {
        question: 'How do I know whether infrastructure has reached a layout?',
        answer:
          'The most reliable method is a site visit to see the roads, drains and utility lines for yourself, backed by the latest progress information published by APCRDA. We visit layouts regularly and can tell you which ones have finished roads and which are still waiting.',
      },
      {
        question: 'Are commercial plots a better investment than residential ones?',
        answer:
          'Commercial plots usually cost more per sq yd and can earn more once the surrounding area is built up, but they depend heavily on footfall that may take years to arrive. Residential plots are easier to resell and to build a family home on. The right choice depends on your horizon and purpose.',
      },
      {
        question: 'What documents should I receive after buying a plot?',
        answer:
          "You should hold the registered sale deed, the earlier title documents or allotment papers, the approved layout plan, an updated encumbrance certificate showing your purchase, and receipts for stamp duty and registration. Keep certified copies safely and update the owner's name with the relevant authority.",
      },
      {
        question: 'Can I get a bank loan for a plot in the capital?',
        answer:
          'Several banks offer plot loans for properties in approved layouts and for registered returnable plots, usually at a lower loan-to-value ratio than for a finished home. Lenders check the title and approvals carefully, so having clean documents ready speeds up sanction considerably.',
      },
    ],
  },
  {
    slug: 'properties-in-vijayawada',
    city: 'vijayawada',
    title: 'Properties in Vijayawada to Buy or Rent',
    subheader: 'Flats, houses, plots and rentals from Benz Circle to Poranki and Gollapudi',
    metaDescription:
      'Browse properties in Vijayawada to buy or rent: apartments, independent houses, plots and rentals, with advice on prices, commutes and documents from our team.',
    intro: [
      'Whether you are moving to Vijayawada for work, upgrading within the city or looking for a rental near Amaravati, the range of homes available here is wide. Compact flats in the old centre sit alongside gated towers near Benz Circle, independent houses in Moghalrajpuram and newer villas and apartments along the Machilipatnam road in Kanuru and Poranki.',
      'The listings on this page show the latest properties our team has verified in the city. Alongside them, the guide below covers what to look for in an apartment, when an independent house or plot makes sense, how renting works in Vijayawada and how to choose a locality that fits your daily commute.',
    ],
    sections: [
      {
        heading: 'Buying an apartment',
        paragraphs: [
          'Apartments account for most of the homes bought in Vijayawada today. When comparing flats, look beyond the price per sq ft to the actual carpet area, the age of the building, the condition of the lift and generator, the water source and whether a covered parking slot is allotted in writing. Older blocks in Suryaraopet or Governorpet can offer excellent locations at lower prices but may need repairs the association has not yet budgeted for.',
          'For new projects, confirm the AP RERA registration and the promised completion date, and compare the specifications on paper with those in a finished tower by the same builder. For resale flats, ask for the occupancy certificate, the latest maintenance statement and any pending special contributions. A two-bedroom flat in a well-located newer building typically sells for roughly ₹55 lakh to ₹90 lakh, depending on locality and size.',
        ],
      },
      {
        heading: 'Independent houses and plots',
        paragraphs: [
          'Independent houses are harder to find in central Vijayawada and are usually valued mainly for their land. Moghalrajpuram, Labbipet and Patamata have some well-built older homes, while newer houses and villa communities are more common in Kanuru, Poranki, Gunadala and Ramavarappadu. A house gives you control over parking, water storage and future extensions, which many families value more than the amenities of a large apartment complex.',
          'Buyers who prefer to build often look at approved layouts on the fringes, around Gollapudi, Poranki and along the Gannavaram corridor, where plots are more affordable and larger sizes are available. Check the layout approval and building rules before purchase, and remember that construction in the city needs a permit from the Vijayawada Municipal Corporation or the relevant local body.',
        ],
      },
      {
        heading: 'Renting in Vijayawada',
        paragraphs: [
          'Rents vary considerably across the city. A two-bedroom flat around Benz Circle, Labbipet or Moghalrajpuram typically rents for about ₹15,000 to ₹25,000 a month, while similar homes in Gunadala, Kanuru, Bhavanipuram or Gollapudi are more often in the ₹9,000 to ₹16,000 range. Furnished flats and gated communities command a premium, and the best homes near good schools tend to be taken within days of being listed.',
          'Before signing, confirm that the person renting the flat owns it or holds written authority from the owner, and read the agreement carefully for the rent increase clause, notice period and who pays for repairs. Photograph the condition of the home on the day you move in and share the pictures with the landlord, which prevents most disputes over the deposit later.',
        ],
      },
      {
        heading: 'Choosing a locality for your commute',
        paragraphs: [
          'Your daily journey should shape the search as much as your budget. Those working in Amaravati often choose Bhavanipuram, Labbipet or areas near the Prakasam Barrage for a quicker crossing towards Velagapudi. Frequent flyers and people employed along NH16 towards Gannavaram tend to favour Ramavarappadu and Gunadala, while staff at the colleges and hospitals on the Machilipatnam road usually settle in Kanuru, Poranki or Patamata. We can plan test drives at peak hours before you decide.',
        ],
      },
    ],
    localities: [
      'Benz Circle',
      'Moghalrajpuram',
      'Labbipet',
      'Patamata',
      'Kanuru',
      'Poranki',
      'Gunadala',
      'Ramavarappadu',
      'Bhavanipuram',
      'Gollapudi',
    ],
    faqs: [
      {
        question: 'What budget do I need for a family flat in Vijayawada?',
        answer:
          "For a well-maintained two-bedroom flat in a good locality, a budget of roughly ₹55 lakh to ₹90 lakh is a realistic starting point, while three-bedroom flats in newer buildings often cost ₹80 lakh to ₹1.5 crore. Older flats or those on the city's edges can be more affordable.",
      },
      {
        question: 'How much deposit do landlords in Vijayawada expect?',
        answer:
          "Most landlords ask for a refundable deposit of two to three months' rent, and some owners of furnished or premium flats ask for more. The amount, the conditions for deductions and the timeline for refund should all be written into the rental agreement before you pay.",
      },
      {
        question: 'Are the properties listed on this page verified?',
        answer:
          "Our team visits every property before it is listed and checks that the person offering it is the owner or holds the owner's written authority. Full legal verification of title is carried out separately once a buyer shortlists a home, and we share the findings in plain language.",
      },
      {
        question: 'Is it better to rent first before buying in Vijayawada?',
        answer:
          'For newcomers it often is. Renting for six months to a year lets you learn the traffic, the schools and which streets flood, so that when you buy you choose with far more confidence. We can help you find a rental now and look for a home to buy when you are ready.',
      },
    ],
  },
];
