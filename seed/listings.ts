// Demo listings for a fresh database: believable homes, plots and farm land across the region,
// generated deterministically (seeded PRNG) so every seed run produces the same catalogue for
// the same `now`. Prices are whole rupees at 2026 levels for Guntur, Amaravati and Vijayawada.
// Long because most of it is copy (titles, descriptions, owners per kind of property): data.

import { AMENITIES, type Amenity } from '../app/db/schema/values.ts';
import type {
  AreaUnit,
  ApprovalAuthority,
  Bathrooms,
  Bhk,
  Facing,
  Furnishing,
  ListingStatus,
  ListingType,
  NewProperty,
  PossessionStatus,
  PropertyType,
} from '../app/db/schema/index.ts';
import { findArea, type SeedArea, type SeedCity } from './region.ts';
import {
  createRng,
  type FarmCrop,
  type Rng,
  type SceneDescriptor,
  type SceneKind,
} from './scenes.ts';
import { roundSquareFeet, SQFT_PER_UNIT } from '../app/features/listings/units.ts';
import {
  HOUSE_COLUMNS,
  nullColumns,
  PLOT_COLUMNS,
} from '../app/features/listings/listing-values.ts';

export type DemoOwner = {
  phone: string;
  firstName: string;
  lastName: string;
  role: 'agent' | 'user';
};

/** The people who own the demo listings: two agency agents and two private owners. */
export const DEMO_OWNERS: readonly DemoOwner[] = [
  {
    phone: '9000000011',
    firstName: 'Srinivas',
    lastName: 'Kolli',
    role: 'agent',
  },
  {
    phone: '9000000012',
    firstName: 'Prasanna',
    lastName: 'Vemuri',
    role: 'agent',
  },
  {
    phone: '9000000013',
    firstName: 'Ramana',
    lastName: 'Gorrepati',
    role: 'user',
  },
  {
    phone: '9000000014',
    firstName: 'Kiran',
    lastName: 'Tummala',
    role: 'user',
  },
];

type SeedImage = { scene: SceneDescriptor; altText: string };

export type SeedListing = Omit<
  NewProperty,
  'id' | 'ownerId' | 'cityId' | 'areaId' | 'searchVector'
> & {
  citySlug: string;
  areaSlug: string;
  /** Index into DEMO_OWNERS. */
  ownerIndex: number;
  images: SeedImage[];
  /** Earlier asking prices, oldest first: the price history that led to `price`. */
  priceChanges?: { fromPrice: number; toPrice: number; at: Date }[];
};

// ---------------------------------------------------------------------------------------------
// What to generate

/**
 * Property type, listing type, how many, and the cities successive listings of the kind go to
 * (cycled).
 */
const PLAN: readonly [PropertyType, ListingType, number, readonly string[]][] = [
  ['apartment', 'sell', 12, ['vijayawada', 'guntur', 'amaravati']],
  ['apartment', 'rent', 6, ['vijayawada', 'guntur', 'amaravati']],
  ['flat', 'sell', 10, ['guntur', 'vijayawada', 'amaravati', 'guntur']],
  ['flat', 'rent', 8, ['guntur', 'vijayawada', 'amaravati']],
  ['independent-house', 'sell', 9, ['guntur', 'vijayawada', 'amaravati']],
  ['independent-house', 'rent', 5, ['guntur', 'vijayawada', 'amaravati']],
  ['villa', 'sell', 7, ['amaravati', 'vijayawada', 'guntur']],
  ['villa', 'rent', 3, ['vijayawada', 'amaravati', 'guntur']],
  ['plot', 'sell', 12, ['amaravati', 'guntur', 'amaravati', 'vijayawada']],
  ['agricultural-land', 'sell', 8, ['amaravati', 'guntur', 'amaravati', 'vijayawada']],
];

const URBAN: Record<string, readonly string[]> = {
  guntur: [
    'brodipet',
    'arundelpet',
    'lakshmipuram',
    'kothapet',
    'amaravati-road',
    'pattabhipuram',
    'vidya-nagar',
    'chandramouli-nagar',
    'brindavan-gardens',
    'nagarampalem',
    'syamala-nagar',
    'koritepadu',
  ],
  vijayawada: [
    'benz-circle',
    'labbipet',
    'patamata',
    'governorpet',
    'moghalrajpuram',
    'gunadala',
    'suryaraopet',
    'satyanarayanapuram',
    'ajit-singh-nagar',
    'bhavanipuram',
    'kanuru',
    'ramavarappadu',
  ],
  amaravati: ['tadepalli', 'mangalagiri', 'navuluru', 'penumaka', 'undavalli'],
};

const AREAS_FOR: Record<PropertyType, Record<string, readonly string[]>> = {
  apartment: URBAN,
  flat: URBAN,
  'independent-house': {
    guntur: [...(URBAN.guntur ?? []), 'nallapadu', 'gorantla'],
    vijayawada: [...(URBAN.vijayawada ?? []), 'poranki', 'gollapudi'],
    amaravati: ['tadepalli', 'mangalagiri', 'undavalli', 'penumaka', 'thullur'],
  },
  villa: {
    guntur: ['amaravati-road', 'gorantla', 'vidya-nagar', 'pedakakani', 'lakshmipuram'],
    vijayawada: ['poranki', 'kanuru', 'gollapudi', 'ramavarappadu', 'patamata'],
    amaravati: ['tadepalli', 'mangalagiri', 'navuluru', 'krishnayapalem', 'penumaka'],
  },
  plot: {
    guntur: ['gorantla', 'pedakakani', 'nallapadu', 'amaravati-road'],
    vijayawada: ['poranki', 'kanuru', 'gollapudi', 'ramavarappadu', 'auto-nagar'],
    amaravati: [
      'thullur',
      'mandadam',
      'velagapudi',
      'rayapudi',
      'nelapadu',
      'uddandarayunipalem',
      'neerukonda',
      'krishnayapalem',
      'nidamarru',
      'inavolu',
      'navuluru',
    ],
  },
  'agricultural-land': {
    guntur: ['pedakakani', 'nallapadu'],
    vijayawada: ['gollapudi', 'poranki'],
    amaravati: [
      'thullur',
      'rayapudi',
      'nidamarru',
      'krishnayapalem',
      'neerukonda',
      'uddandarayunipalem',
      'nelapadu',
    ],
  },
};

const CITY_FACTOR: Record<string, number> = {
  guntur: 1,
  amaravati: 1.05,
  vijayawada: 1.22,
};
const PREMIUM_AREAS = new Set([
  'benz-circle',
  'labbipet',
  'moghalrajpuram',
  'brodipet',
  'lakshmipuram',
  'vidya-nagar',
  'tadepalli',
]);

// ---------------------------------------------------------------------------------------------
// Small helpers

const DAY = 86_400_000;

const inr = new Intl.NumberFormat('en-IN');
function formatRupees(value: number): string {
  return `₹${inr.format(value)}`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function roundPrice(value: number): number {
  return value >= 10_000_000
    ? roundTo(value, 500_000)
    : value >= 1_000_000
      ? roundTo(value, 50_000)
      : roundTo(value, 10_000);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function ordinal(n: number): string {
  if (n === 0) return 'ground';
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
}

function shuffle<T>(r: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pickFacing(r: Rng, land = false): Facing {
  // East and north are most asked for (vastu), so they are the most common.
  const common: Facing[] = [
    'east',
    'east',
    'north',
    'north',
    'north-east',
    'west',
    'south',
    'south-east',
    'north-west',
    'south-west',
  ];
  if (land) common.push('east-west', 'north-south');
  return r.pick(common);
}

const FACING_LABEL: Record<Facing, string> = {
  east: 'East',
  west: 'West',
  south: 'South',
  north: 'North',
  'north-east': 'North-east',
  'south-east': 'South-east',
  'north-west': 'North-west',
  'south-west': 'South-west',
  'east-west': 'East-west',
  'north-south': 'North-south',
};

const BHK_LABEL: Record<Bhk, string> = {
  '1rk': '1 RK',
  '1bhk': '1 BHK',
  '2bhk': '2 BHK',
  '3bhk': '3 BHK',
  '3plus-bhk': '4 BHK',
};

function distance(r: Rng): string {
  return r.pick([
    'a five-minute walk',
    'under a kilometre',
    '1.5 km',
    '2 km',
    '3 km',
    'a ten-minute drive',
    '4 km',
  ]);
}

/** 'in Brodipet', but 'on Amaravati Road'. */
function inArea(area: SeedArea): string {
  return area.name.endsWith(' Road') ? `on ${area.name}` : `in ${area.name}`;
}

const BEDROOM_WORDS: Record<Bhk, string> = {
  '1rk': 'one room',
  '1bhk': 'one bedroom',
  '2bhk': 'two bedrooms',
  '3bhk': 'three bedrooms',
  '3plus-bhk': 'four bedrooms',
};

function joinAddress(unit: string, street: string, area: SeedArea): string {
  return street.includes(area.name) ? `${unit}, ${street}` : `${unit}, ${street}, ${area.name}`;
}

function reraNumber(r: Rng, citySlug: string): string {
  const district = citySlug === 'vijayawada' ? '05' : '06';
  const year = r.int(22, 25);
  return `P${district}0601${year}${String(r.int(100, 999))}`;
}

function surveyNumber(r: Rng): string {
  return `${r.int(12, 460)}/${r.pick(['1', '2', '2A', '3B', '1C', '4'])}`;
}

// ---------------------------------------------------------------------------------------------
// Built types (apartment, flat, independent house, villa)

type Built = {
  bhk: Bhk;
  builtUp: number;
  carpet: number;
  bathrooms: Bathrooms;
};

function builtSize(r: Rng, type: PropertyType, listing: ListingType): Built {
  let choices: Bhk[];
  if (type === 'apartment') choices = ['2bhk', '2bhk', '3bhk', '3bhk', '3bhk', '3plus-bhk'];
  else if (type === 'flat')
    choices =
      listing === 'rent'
        ? ['1rk', '1bhk', '2bhk', '2bhk', '3bhk']
        : ['1bhk', '2bhk', '2bhk', '2bhk', '3bhk'];
  else if (type === 'independent-house') choices = ['2bhk', '3bhk', '3bhk', '3plus-bhk'];
  else choices = ['3bhk', '3bhk', '3plus-bhk'];
  const bhk = r.pick(choices);
  const ranges: Record<PropertyType, Partial<Record<Bhk, [number, number]>>> = {
    apartment: {
      '2bhk': [1050, 1300],
      '3bhk': [1450, 1850],
      '3plus-bhk': [2200, 2800],
    },
    flat: {
      '1rk': [340, 420],
      '1bhk': [550, 700],
      '2bhk': [950, 1200],
      '3bhk': [1350, 1650],
    },
    'independent-house': {
      '2bhk': [1100, 1350],
      '3bhk': [1600, 2200],
      '3plus-bhk': [2400, 3200],
    },
    villa: { '3bhk': [2200, 2800], '3plus-bhk': [3000, 4200] },
    plot: {},
    'agricultural-land': {},
  };
  const [lo, hi] = ranges[type][bhk] ?? [1000, 1200];
  const builtUp = roundTo(r.range(lo, hi), 5);
  const carpet = roundTo(builtUp * r.range(0.74, 0.8), 5);
  const bathrooms: Bathrooms =
    bhk === '1rk' || bhk === '1bhk'
      ? '1'
      : bhk === '2bhk'
        ? '2'
        : bhk === '3bhk'
          ? r.pick(['2', '3', '3'] as const)
          : r.pick(['3', '3plus'] as const);
  return { bhk, builtUp, carpet, bathrooms };
}

/** What a built home sells for per square foot of built-up area, before the city's factor. */
const SALE_PRICE_PER_SQFT: Partial<Record<PropertyType, [number, number]>> & {
  villa: [number, number];
} = {
  apartment: [3900, 5000],
  flat: [3300, 4400],
  'independent-house': [5000, 7200],
  villa: [4600, 6200],
};

const APARTMENT_AMENITIES = [
  'two lifts with power backup',
  '24-hour security with CCTV',
  'a clubhouse with a gym',
  'a swimming pool',
  "a children's play area",
  'a landscaped podium garden',
  'an RO drinking-water plant',
  'a multipurpose hall',
  'solar street lights',
  'rainwater harvesting',
];

/**
 * What the demo listers say about getting in (issue 28), from the building alone (no draw, so
 * the rest of the demo data stays as it was): apartment blocks have a lift and a ramped lobby;
 * villas a plinth of two steps with a bedroom below. Flats and houses do not say, as most
 * listers would not.
 */
function access(type: PropertyType) {
  if (type === 'apartment') {
    return {
      entranceSteps: 0,
      hasLift: true,
      doorWidthCm: 90,
      entranceLevelBedroom: true,
      entranceLevelBathroom: true,
    };
  }
  if (type === 'villa') {
    return {
      entranceSteps: 2,
      hasLift: false,
      doorWidthCm: 85,
      entranceLevelBedroom: true,
      entranceLevelBathroom: true,
    };
  }
  return {};
}

function builtListing(
  r: Rng,
  type: PropertyType,
  listing: ListingType,
  city: SeedCity,
  area: SeedArea,
  now: Date,
) {
  const size = builtSize(r, type, listing);
  const cityFactor = (CITY_FACTOR[city.slug] ?? 1) * (PREMIUM_AREAS.has(area.slug) ? 1.08 : 1);
  const facing = pickFacing(r);
  const isRent = listing === 'rent';
  const underConstruction =
    !isRent &&
    (type === 'apartment'
      ? r.chance(0.35)
      : type === 'villa'
        ? r.chance(0.3)
        : type === 'flat'
          ? r.chance(0.15)
          : false);
  const possessionStatus: PossessionStatus = underConstruction
    ? 'under-construction'
    : 'ready-to-move';
  const furnishing: Furnishing = isRent
    ? r.pick(['furnished', 'semi-furnished', 'semi-furnished', 'unfurnished'])
    : underConstruction
      ? 'unfurnished'
      : r.pick(['semi-furnished', 'semi-furnished', 'unfurnished', 'furnished']);
  const multi = type === 'apartment' || type === 'flat';
  const floors =
    type === 'apartment'
      ? r.int(8, 15)
      : type === 'flat'
        ? r.int(4, 5)
        : type === 'independent-house'
          ? r.int(1, 2)
          : 2;
  const floor = multi ? r.int(1, floors) : 0;

  // Price
  let price: number;
  if (isRent) {
    const perSqft =
      type === 'villa'
        ? r.range(12, 16)
        : type === 'independent-house'
          ? r.range(8.5, 11.5)
          : size.bhk === '1rk'
            ? r.range(12, 14)
            : r.range(9, 12.5);
    const furnished = furnishing === 'furnished' ? 1.2 : furnishing === 'semi-furnished' ? 1.05 : 1;
    price = roundTo(size.builtUp * perSqft * cityFactor * furnished, 500);
    if (size.bhk === '2bhk' && multi) price = clamp(price, 9_000, 22_000);
    if (type === 'villa') price = clamp(price, 35_000, 75_000);
    price = Math.max(price, 4_500);
  } else {
    const [lowest, highest] = SALE_PRICE_PER_SQFT[type] ?? SALE_PRICE_PER_SQFT.villa;
    price = roundPrice(size.builtUp * r.range(lowest, highest) * cityFactor);
    if (type === 'villa') price = clamp(price, 10_000_000, 30_000_000);
  }
  const maintenanceCharge =
    type === 'apartment'
      ? roundTo(size.builtUp * r.range(2, 3.2), 100)
      : type === 'flat'
        ? roundTo(r.range(800, 2000), 100)
        : type === 'villa'
          ? roundTo(r.range(3000, 6000), 500)
          : null;
  const plotSqyd =
    type === 'independent-house'
      ? r.pick([150, 167, 200, 220, 240, 267])
      : type === 'villa'
        ? r.pick([240, 267, 300, 350, 400])
        : 0;
  const yearBuilt = underConstruction
    ? null
    : type === 'villa'
      ? r.int(2016, 2025)
      : r.int(2008, 2025);
  const bigHome = size.bhk === '3plus-bhk' || type === 'villa';
  const parking = {
    coveredFourWheelerParking:
      type === 'independent-house'
        ? r.pick([0, 1])
        : bigHome
          ? 2
          : size.bhk === '1rk' || size.bhk === '1bhk'
            ? 0
            : 1,
    coveredTwoWheelerParking: r.pick([1, 2]),
    openFourWheelerParking:
      type === 'villa' ? 1 : type === 'independent-house' ? r.pick([0, 1]) : 0,
    openTwoWheelerParking: r.pick([0, 1]),
  };
  const rera =
    underConstruction || (type === 'apartment' && r.chance(0.4)) ? reraNumber(r, city.slug) : null;
  const [landmark1 = area.name, landmark2 = city.name] = shuffle(r, area.landmarks);
  const street = r.pick(area.streets);
  const bhk = BHK_LABEL[size.bhk];
  const possessionMonth = new Date(now.getTime() + r.int(8, 26) * 30 * DAY).toLocaleString(
    'en-IN',
    {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    },
  );

  let title: string;
  let address: string;
  const sentences: string[] = [];
  const amenities = shuffle(r, APARTMENT_AMENITIES).slice(0, 3);
  if (type === 'apartment') {
    const block = r.pick(['A', 'B', 'C', 'D']);
    address = joinAddress(`Flat ${floor}0${r.int(1, 6)}, Block ${block}`, street, area);
    title = isRent
      ? r.pick([
          `${furnishingLabel(furnishing)} ${bhk} apartment for rent ${inArea(area)}`,
          `${bhk} apartment for rent near ${landmark1}`,
          `${bhk} gated-community apartment for rent, ${area.name}`,
        ])
      : underConstruction
        ? r.pick([
            `New ${bhk} apartment ${inArea(area)}, RERA registered`,
            `Under-construction ${bhk} apartment near ${landmark1}`,
          ])
        : r.pick([
            `Spacious ${bhk} apartment near ${landmark1}`,
            `${FACING_LABEL[facing]}-facing ${bhk} apartment ${inArea(area)}`,
            `${bhk} apartment in a gated community, ${area.name}`,
          ]);
    sentences.push(
      `${r.pick(['Bright', 'Well-ventilated', 'Vastu-compliant', 'Airy'])} ${bhk} apartment of ${inr.format(size.builtUp)} sq ft (carpet ${inr.format(size.carpet)} sq ft) on the ${ordinal(floor)} floor of a G+${floors} tower in a gated community ${inArea(area)}, ${city.name}.`,
      `The community has ${amenities[0]}, ${amenities[1]} and ${amenities[2]}.`,
      `${landmark1} is ${distance(r)} away and ${landmark2} is within a short drive.`,
    );
  } else if (type === 'flat') {
    address = joinAddress(`Flat ${floor}0${r.int(1, 4)}`, street, area);
    title = isRent
      ? r.pick([
          `${bhk} flat for rent ${inArea(area)}`,
          `${furnishingLabel(furnishing)} ${bhk} flat for rent near ${landmark1}`,
          `${bhk} flat on rent, ${area.name}`,
        ])
      : r.pick([
          `${bhk} flat for sale ${inArea(area)}`,
          `Affordable ${bhk} flat near ${landmark1}`,
          `${FACING_LABEL[facing]}-facing ${bhk} flat, ${area.name}`,
        ]);
    sentences.push(
      `${bhk} flat on the ${ordinal(floor)} floor of a G+${floors} building ${inArea(area)}, ${city.name}, with ${inr.format(size.builtUp)} sq ft built up.`,
      r.pick([
        'The building has a lift, stilt parking, a borewell and a municipal water connection.',
        'Lift with generator backup for common areas, a borewell and a watchman on duty.',
        'Stilt parking, a lift, CCTV at the entrance and round-the-clock water supply.',
      ]),
      `Close to ${landmark1} and ${landmark2}.`,
    );
  } else if (type === 'independent-house') {
    address = joinAddress(
      `Door No. ${r.int(2, 28)}-${r.int(1, 40)}-${r.int(1, 120)}`,
      street,
      area,
    );
    const storeys = floors === 2 ? 'G+1' : 'Single-storey';
    title = isRent
      ? r.pick([
          `${bhk} independent house for rent ${inArea(area)}`,
          `${storeys} ${bhk} house for rent near ${landmark1}`,
        ])
      : r.pick([
          `${storeys} ${bhk} independent house ${inArea(area)}`,
          `${FACING_LABEL[facing]}-facing independent house on ${plotSqyd} sq yd, ${area.name}`,
          `${bhk} independent house near ${landmark1}`,
        ]);
    sentences.push(
      `${storeys} independent house on a ${plotSqyd} sq yd plot ${inArea(area)}, ${city.name}, with ${BEDROOM_WORDS[size.bhk]} and ${inr.format(size.builtUp)} sq ft built up.`,
      `${FACING_LABEL[facing]} facing, with a car porch, an overhead tank, a borewell and a sump.`,
      `${landmark1} is ${distance(r)} away.`,
    );
  } else {
    address = joinAddress(`Villa No. ${r.int(3, 86)}`, street, area);
    title = isRent
      ? r.pick([
          `${furnishingLabel(furnishing)} ${bhk} villa for rent ${inArea(area)}`,
          `${bhk} duplex villa for rent near ${landmark1}`,
        ])
      : r.pick([
          `${bhk} duplex villa in a gated community, ${area.name}`,
          `Luxury ${bhk} villa near ${landmark1}`,
          `${FACING_LABEL[facing]}-facing ${bhk} villa on ${plotSqyd} sq yd, ${area.name}`,
        ]);
    sentences.push(
      `${bhk} duplex villa on ${plotSqyd} sq yd with ${inr.format(size.builtUp)} sq ft built up, in a gated villa community at ${area.name}, ${city.name}.`,
      r.pick([
        'The community has a clubhouse, a swimming pool, landscaped avenues and 24-hour security.',
        'Private lawn, home theatre room, a clubhouse with a pool and round-the-clock security.',
        'Italian marble flooring, a modular kitchen, a terrace garden and a clubhouse with a pool.',
      ]),
      `${landmark1} is ${distance(r)} away and ${landmark2} is within a short drive.`,
    );
  }
  if (isRent) {
    sentences.push(
      `Rent ${formatRupees(price)} a month${maintenanceCharge ? ` plus ${formatRupees(maintenanceCharge)} maintenance` : ''} and ${r.pick(['two', 'three', 'five'])} months' deposit; ${r.pick(['suits a family.', 'families and working professionals welcome.', 'available from next month.', 'ready for immediate occupation.'])}`,
    );
  } else if (underConstruction) {
    sentences.push(
      `Possession expected by ${possessionMonth}${rera ? '; the project is registered with AP RERA' : ''}.`,
    );
  } else if (r.chance(0.7)) {
    sentences.push(
      r.pick([
        `Ready to move in, with ${parking.coveredFourWheelerParking ? 'covered car parking' : 'two-wheeler parking'}.`,
        `Built in ${yearBuilt}; clear title and bank loan available.`,
        'Ready to move in; loans available from major banks.',
      ]),
    );
  }

  const listingFields = {
    propertyType: type,
    listingType: listing,
    category: 'residential' as const,
    price,
    maintenanceCharge,
    pricePerUnit: Math.round(price / size.builtUp),
    pricePerUnitArea: 'sqft' as AreaUnit,
    bhk: size.bhk,
    bathrooms: size.bathrooms,
    furnishing,
    builtUpArea: size.builtUp,
    builtUpAreaUnit: 'sqft' as AreaUnit,
    carpetArea: size.carpet,
    carpetAreaUnit: 'sqft' as AreaUnit,
    ...parking,
    yearBuilt,
    ...access(type),
    areaSqft: size.builtUp,
    facing,
    possessionStatus,
    reraNumber: rera,
    approvalAuthority: null,
    layoutPermitNumber: null,
    surveyNumber: null,
    address,
    landmark: landmark1,
    title,
    description: sentences.slice(0, 4).join(' '),
  };
  return {
    fields: listingFields,
    images: builtImages(r, type, size.bhk, isRent),
  };
}

function furnishingLabel(furnishing: Furnishing): string {
  return furnishing === 'furnished'
    ? 'Furnished'
    : furnishing === 'semi-furnished'
      ? 'Semi-furnished'
      : 'Unfurnished';
}

function builtImages(r: Rng, type: PropertyType, bhk: Bhk, isRent: boolean): SeedImage[] {
  const cover: Record<string, [SceneKind, string]> = {
    apartment: ['apartment-tower', 'Front view of the apartment towers'],
    flat: ['flat-building', 'Front view of the building'],
    'independent-house': ['house', 'Front view of the independent house'],
    villa: ['villa', 'Front view of the villa'],
  };
  const [coverKind, coverAlt] = cover[type] ?? ['house', 'Front view'];
  const images: SeedImage[] = [
    { scene: { kind: coverKind, seed: r.int(1, 2 ** 31) }, altText: coverAlt },
  ];
  const extras: [SceneKind, string][] = [];
  if (type === 'villa') extras.push(['villa-garden', 'Garden and swimming pool of the villa']);
  extras.push(
    ['living-room', 'Living room'],
    ['kitchen', 'Modular kitchen'],
    ['bedroom', bhk === '1rk' ? 'Room' : 'Master bedroom'],
  );
  if (bhk !== '1rk' && bhk !== '1bhk') extras.push(['bedroom', 'Second bedroom']);
  const wanted = type === 'villa' ? r.int(4, 6) : isRent ? r.int(3, 4) : r.int(3, 5);
  for (const [kind, altText] of extras.slice(0, wanted - 1))
    images.push({ scene: { kind, seed: r.int(1, 2 ** 31) }, altText });
  return images;
}

// ---------------------------------------------------------------------------------------------
// Land (plots and agricultural land)

/**
 * A land listing's pictures: the cover, a second view, and four times in ten another view of
 * the cover's kind. `crop` fixes a farm's crop in the pictures of the cover's kind.
 */
function landImages(
  r: Rng,
  [coverKind, coverAlt]: [SceneKind, string],
  [secondKind, secondAlt]: [SceneKind, string],
  againAlt: string,
  crop?: FarmCrop,
): SeedImage[] {
  const picture = (kind: SceneKind, altText: string, withCrop: boolean): SeedImage => ({
    scene: { kind, seed: r.int(1, 2 ** 31), ...(withCrop && crop ? { crop } : {}) },
    altText,
  });
  const images = [picture(coverKind, coverAlt, true), picture(secondKind, secondAlt, false)];
  if (r.chance(0.4)) images.push(picture(coverKind, againAlt, true));
  return images;
}

// ---------------------------------------------------------------------------------------------
// Plots

const PLOT_SIZES: readonly [number, number][] = [
  // width × length in feet
  [30, 45],
  [30, 50],
  [30, 60],
  [30, 60],
  [30, 60],
  [36, 60],
  [40, 60],
  [45, 60],
  [60, 60],
];

function plotRatePerSqyd(r: Rng, city: string, area: string): number {
  if (city === 'amaravati') {
    if (
      ['velagapudi', 'nelapadu', 'inavolu', 'mandadam', 'rayapudi', 'uddandarayunipalem'].includes(
        area,
      )
    )
      return r.range(28_000, 45_000);
    if (area === 'navuluru') return r.range(35_000, 50_000);
    return r.range(12_500, 30_000);
  }
  if (city === 'guntur')
    return ['gorantla', 'amaravati-road'].includes(area)
      ? r.range(28_000, 45_000)
      : r.range(18_000, 32_000);
  if (area === 'auto-nagar') return r.range(60_000, 85_000);
  return ['poranki', 'kanuru'].includes(area) ? r.range(45_000, 68_000) : r.range(34_000, 52_000);
}

const APPROVAL_SHORT: Record<ApprovalAuthority, string> = {
  apcrda: 'APCRDA',
  dtcp: 'DTCP',
  vgtmuda: 'VGTMUDA',
  municipal: 'Municipality',
  panchayat: 'Panchayat',
  none: 'Unapproved',
};

function plotListing(r: Rng, city: SeedCity, area: SeedArea) {
  const commercial = area.slug === 'auto-nagar';
  const [width, length] = commercial
    ? [50, 90]
    : city.slug === 'amaravati' && r.chance(0.6)
      ? [30, 60]
      : r.pick(PLOT_SIZES);
  const sqft = width * length;
  const sqyd = Math.round((sqft / 9) * 100) / 100;
  const rate = roundTo(plotRatePerSqyd(r, city.slug, area.slug), 500);
  const price = roundPrice(rate * sqyd);
  const facing = pickFacing(r, true);
  const approval: ApprovalAuthority =
    city.slug === 'amaravati'
      ? 'apcrda'
      : city.slug === 'vijayawada'
        ? r.pick(['apcrda', 'vgtmuda', 'vgtmuda'])
        : r.pick(['apcrda', 'dtcp', 'vgtmuda', 'panchayat']);
  const approvalLabel: Record<ApprovalAuthority, string> = {
    apcrda: 'an APCRDA-approved',
    dtcp: 'a DTCP-approved',
    vgtmuda: 'a VGTMUDA-approved',
    municipal: 'a municipality-approved',
    panchayat: 'a gram panchayat-approved',
    none: 'an',
  };
  const returnable =
    city.slug === 'amaravati' && !['navuluru', 'neerukonda'].includes(area.slug) && r.chance(0.7);
  const possessionStatus: PossessionStatus =
    returnable && r.chance(0.4) ? 'in-future' : 'immediate';
  const roadWidth = commercial
    ? 100
    : city.slug === 'amaravati'
      ? r.pick([40, 60, 60, 80])
      : r.pick([30, 33, 40]);
  const [landmark1 = area.name, landmark2 = city.name] = shuffle(r, area.landmarks);
  const street = r.pick(area.streets);
  const sizeLabel = Number.isInteger(sqyd) ? String(sqyd) : String(Math.round(sqyd));
  const layoutYear = approval === 'vgtmuda' ? r.int(2006, 2013) : r.int(2016, 2025);
  const title = commercial
    ? `${sizeLabel} sq yd commercial plot on Bandar Road, Auto Nagar`
    : returnable
      ? r.pick([
          `${sizeLabel} sq yd APCRDA returnable plot at ${area.name}`,
          `${FACING_LABEL[facing]}-facing ${sizeLabel} sq yd capital-city plot, ${area.name}`,
        ])
      : r.pick([
          `${FACING_LABEL[facing]}-facing ${sizeLabel} sq yd plot ${inArea(area)}`,
          `${sizeLabel} sq yd ${APPROVAL_SHORT[approval]}-approved plot near ${landmark1}`,
          `Open plot of ${sizeLabel} sq yd, ${area.name}`,
        ]);
  const sentences = commercial
    ? [
        `${sizeLabel} sq yd (${width} × ${length} ft) commercial plot with ${roadWidth} ft road frontage in Auto Nagar, ${city.name}.`,
        'Suited to a showroom, service centre or warehouse; three-phase power is available at the boundary.',
        `${landmark1} is ${distance(r)} away.`,
      ]
    : returnable
      ? [
          `${sizeLabel} sq yd ${FACING_LABEL[facing].toLowerCase()}-facing returnable plot (${width} × ${length} ft) in the Amaravati land-pooling layout at ${area.name}, allotted by APCRDA.`,
          `The plot fronts ${roadWidth === 80 ? 'an' : 'a'} ${roadWidth} ft road of the capital city grid; ${landmark1} is ${distance(r)} away.`,
          possessionStatus === 'in-future'
            ? 'Registration now; physical possession once APCRDA completes the layout roads, drains and power lines.'
            : 'Layout roads and drains are complete, so the plot can be registered and handed over immediately.',
        ]
      : [
          `${sizeLabel} sq yd ${FACING_LABEL[facing].toLowerCase()}-facing plot (${width} × ${length} ft) in ${approvalLabel[approval]} layout at ${area.name}, ${city.name}.`,
          `The layout has ${roadWidth} ft black-top roads, underground drainage, street lights and avenue plantation.`,
          `${landmark1} is ${distance(r)} away and ${landmark2} is within a short drive.`,
        ];
  if (r.chance(0.5)) sentences.push('Clear title with link documents; bank loans available.');
  const fields = {
    propertyType: 'plot' as const,
    listingType: 'sell' as const,
    category: commercial ? ('commercial' as const) : ('residential' as const),
    price,
    maintenanceCharge: null,
    pricePerUnit: rate,
    pricePerUnitArea: 'sqyd' as AreaUnit,
    plotWidth: width,
    plotLength: length,
    // The spec's dimension units are the area units ('30 sqft' × '60 sqft' = 1800 sqft).
    plotDimensionUnit: 'sqft' as AreaUnit,
    totalArea: sqyd,
    totalAreaUnit: 'sqyd' as AreaUnit,
    roadWidth,
    roadWidthUnit: 'ft' as const,
    areaSqft: sqft,
    facing,
    possessionStatus,
    reraNumber:
      !returnable && approval !== 'panchayat' && r.chance(0.5) ? reraNumber(r, city.slug) : null,
    approvalAuthority: approval,
    layoutPermitNumber: returnable ? null : `${r.int(8, 340)}/${layoutYear}`,
    surveyNumber: surveyNumber(r),
    address: joinAddress(`Plot No. ${r.int(1, 240)}`, street, area),
    landmark: landmark1,
    title,
    description: sentences.join(' '),
  };
  const images = landImages(
    r,
    ['plot', 'The plot with its boundary stones and sign board'],
    ['plot-layout', 'Layout road with street lights and avenue trees'],
    'Another view of the plot',
  );
  return { fields, images };
}

// ---------------------------------------------------------------------------------------------
// Agricultural land

const CROP_WORDS: Record<FarmCrop, string> = {
  paddy: 'paddy',
  chilli: 'chilli',
  cotton: 'cotton',
  maize: 'maize',
};

function farmListing(r: Rng, city: SeedCity, area: SeedArea, index: number) {
  const unit: AreaUnit = index === 3 ? 'hectares' : 'acres';
  const acres = unit === 'hectares' ? 0 : r.pick([0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
  const hectares = unit === 'hectares' ? r.pick([1.2, 1.6, 2]) : 0;
  const total = unit === 'hectares' ? hectares : acres;
  const sqft = roundSquareFeet(total, unit);
  const acreEquivalent = sqft / SQFT_PER_UNIT.acres;
  const riverside = ['thullur', 'rayapudi', 'uddandarayunipalem', 'nelapadu'].includes(area.slug);
  const perAcre =
    city.slug === 'amaravati'
      ? riverside
        ? r.range(25_000_000, 40_000_000)
        : r.range(15_000_000, 30_000_000)
      : city.slug === 'guntur'
        ? r.range(12_000_000, 25_000_000)
        : r.range(25_000_000, 40_000_000);
  const price = roundPrice(perAcre * acreEquivalent);
  const pricePerUnit = roundTo(price / total, 10_000);
  const crop: FarmCrop = r.pick(
    city.slug === 'guntur'
      ? (['chilli', 'cotton', 'chilli', 'maize'] as const)
      : (['paddy', 'maize', 'paddy', 'cotton'] as const),
  );
  const orchard = r.pick(['coconut', 'mango', 'lemon', 'guava']);
  const [landmark1 = area.name] = shuffle(r, area.landmarks);
  const roadWidth = r.pick([20, 30, 40]);
  const soil = r.pick(['black cotton soil', 'red loam', 'fertile alluvial soil', 'black soil']);
  const survey = surveyNumber(r);
  const size =
    unit === 'hectares' ? `${hectares} hectares` : acres === 1 ? '1 acre' : `${acres} acres`;
  const title = r.pick([
    `${size} of farm land at ${area.name}`,
    `${size} of ${CROP_WORDS[crop]} land with borewell, ${area.name}`,
    `Fertile agricultural land (${size}) near ${landmark1}`,
  ]);
  const sentences = [
    `${size[0]?.toUpperCase()}${size.slice(1)} of ${soil} at ${area.name}, ${city.name}, currently under ${CROP_WORDS[crop]}${r.chance(0.5) ? ` with a row of ${orchard} trees along the bund` : ''}.`,
    r.pick([
      'A borewell with a 7.5 HP motor and a free agricultural power connection.',
      'Assured irrigation from the Krishna canal system and a borewell for the dry months.',
      'Two borewells, drip irrigation and a small pump house with a store room.',
    ]),
    `${roadWidth} ft road frontage; ${landmark1} is ${distance(r)} away.`,
    'Clear title with pattadar passbook and 1-B records.',
  ];
  const fields = {
    propertyType: 'agricultural-land' as const,
    listingType: 'sell' as const,
    category: 'residential' as const,
    price,
    maintenanceCharge: null,
    pricePerUnit,
    pricePerUnitArea: unit,
    plotWidth: null,
    plotLength: null,
    plotDimensionUnit: null,
    totalArea: total,
    totalAreaUnit: unit,
    roadWidth,
    roadWidthUnit: 'ft' as const,
    areaSqft: sqft,
    facing: pickFacing(r, true),
    possessionStatus: 'immediate' as PossessionStatus,
    reraNumber: null,
    approvalAuthority: null,
    layoutPermitNumber: null,
    surveyNumber: survey,
    address: `Survey No. ${survey}, ${r.pick(area.streets)}`,
    landmark: landmark1,
    title,
    description: sentences.join(' '),
  };
  const images = landImages(
    r,
    ['farmland', `The farm land under ${CROP_WORDS[crop]}`],
    ['farm-grove', 'Tree rows along the edge of the farm'],
    'Another view across the fields',
    crop,
  );
  return { fields, images };
}

// ---------------------------------------------------------------------------------------------

export type GenerateOptions = {
  /** The moment the catalogue is generated for: createdAt spreads over the 120 days before it. */
  now?: Date;
  seed?: number;
};

/**
 * The demo catalogue: 80 listings over every property type and both listing types (rent only
 * for built types), mostly active, a few pending, two sold and one rented.
 */
export function generateListings(options: GenerateOptions = {}): SeedListing[] {
  const now = options.now ?? new Date();
  const baseSeed = options.seed ?? 2026;
  const listings: SeedListing[] = [];
  let n = 0;
  for (const [type, listingType, count, cities] of PLAN) {
    const used = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      n += 1;
      const r = createRng(baseSeed * 7919 + n * 104_729);
      const citySlug = cities[i % cities.length] ?? 'guntur';
      const choices = AREAS_FOR[type][citySlug] ?? [];
      // Walk the city's areas from a random start, so listings of a kind spread over localities.
      const k = used.get(citySlug) ?? r.int(0, choices.length - 1);
      used.set(citySlug, k + 1 + (r.chance(0.3) ? 1 : 0));
      const areaSlug = choices[k % choices.length] ?? choices[0] ?? '';
      const { city, area } = findArea(citySlug, areaSlug);
      const made =
        type === 'plot'
          ? plotListing(r, city, area)
          : type === 'agricultural-land'
            ? farmListing(r, city, area, i)
            : builtListing(r, type, listingType, city, area, now);
      const createdAt = new Date(now.getTime() - Math.floor(r.range(0.2, 120) * DAY));
      const ownerIndex = r.chance(0.7) ? r.int(0, 1) : r.int(2, 3);
      listings.push({
        ...emptyFields(),
        ...made.fields,
        citySlug,
        areaSlug,
        ownerIndex,
        pincode: area.pincode,
        // From a stream of its own, so the other demo values stay as they were.
        amenities: amenitiesFor(createRng(baseSeed * 31 + n), type),
        latitude: Math.round((area.latitude + r.range(-0.005, 0.005)) * 1e6) / 1e6,
        longitude: Math.round((area.longitude + r.range(-0.005, 0.005)) * 1e6) / 1e6,
        status: 'active' as ListingStatus,
        createdAt,
        updatedAt: createdAt,
        confirmedAt: createdAt,
        publishedAt: null,
        images: made.images,
      });
    }
  }
  assignStatuses(listings, now, createRng(baseSeed));
  assignPriceCuts(listings, now);
  return listings;
}

/**
 * A few live sale listings came down in price since they went live (the details page's price
 * history, issue 28): every seventh, its asking price 5–7 % higher at first, and one of them
 * cut twice. No random draws, so the rest of the demo data stays as it was.
 */
function assignPriceCuts(listings: SeedListing[], now: Date): void {
  const onSale = listings.filter(
    (listing) => listing.status === 'active' && listing.listingType === 'sell',
  );
  onSale.forEach((listing, index) => {
    if (index % 7 !== 3 || !listing.publishedAt) return;
    const published = (listing.publishedAt as Date).getTime();
    const at = (share: number) => new Date(published + (now.getTime() - published) * share);
    const price = listing.price;
    const before = roundPrice(price * (1.05 + (index % 3) / 100));
    listing.priceChanges =
      index % 2 === 1
        ? [{ fromPrice: before, toPrice: price, at: at(0.6) }]
        : [
            { fromPrice: roundPrice(before * 1.04), toPrice: before, at: at(0.3) },
            { fromPrice: before, toPrice: price, at: at(0.7) },
          ];
  });
}

/** What a demo listing offers: a built home several things, a layout plot a few, farm land a well. */
function amenitiesFor(r: Rng, type: PropertyType): Amenity[] {
  const offered: readonly Amenity[] =
    type === 'agricultural-land'
      ? ['borewell']
      : type === 'plot'
        ? ['gated-community', 'park', 'water-supply', 'security', 'borewell']
        : AMENITIES;
  const count = type === 'agricultural-land' ? r.int(0, 1) : r.int(1, Math.min(7, offered.length));
  const chosen = shuffle(r, offered).slice(0, count);
  return AMENITIES.filter((amenity) => chosen.includes(amenity));
}

function emptyFields() {
  return {
    ...nullColumns(HOUSE_COLUMNS),
    ...nullColumns(PLOT_COLUMNS),
    mapUrl: null,
    statusReason: null,
  };
}

function assignStatuses(listings: SeedListing[], now: Date, r: Rng): void {
  const firstOf = (type: PropertyType, listing: ListingType) =>
    listings.find((l) => l.propertyType === type && l.listingType === listing);
  const closed: [SeedListing | undefined, ListingStatus][] = [
    [firstOf('villa', 'sell'), 'sold'],
    [firstOf('independent-house', 'sell'), 'sold'],
    [firstOf('apartment', 'rent'), 'rented'],
  ];
  for (const [listing, status] of closed) {
    if (!listing) continue;
    listing.status = status;
    const created = now.getTime() - Math.floor(r.range(95, 118) * DAY);
    listing.createdAt = new Date(created);
    listing.publishedAt = new Date(created + Math.floor(r.range(2, 20) * 3_600_000));
    listing.updatedAt = new Date(created + Math.floor(r.range(30, 80) * DAY));
    listing.confirmedAt = listing.updatedAt;
  }
  // A handful awaiting review: the newest ones, as on a real site
  const open = listings.filter((l) => l.status === 'active');
  const newest = [...open].sort(
    (a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime(),
  );
  for (const listing of newest.slice(0, 5)) {
    listing.status = 'pending';
  }
  for (const listing of listings) {
    if (listing.status !== 'active') continue;
    const created = (listing.createdAt as Date).getTime();
    const published = Math.min(now.getTime(), created + Math.floor(r.range(1, 30) * 3_600_000));
    listing.publishedAt = new Date(published);
    listing.updatedAt = new Date(published);
    // Owners confirmed availability within the last 20 days (the heartbeat expires listings
    // unconfirmed for LISTING_CONFIRM_DAYS, 30 by default).
    listing.confirmedAt = new Date(
      Math.max(published, now.getTime() - Math.floor(r.range(0, 20) * DAY)),
    );
  }
}
