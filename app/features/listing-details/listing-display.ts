// The details page's display rules (spec §5 and §9): which fields show for which property type
// and how each value reads. Pure functions, safe on client and server, tested on their own.
import type { PropertyType } from '../../db/schema/enums.ts';
import { AMENITIES } from '../../db/schema/values.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.ts';
import { plotAreaText } from '../listings/area.ts';
import { formatArea, formatPrice, formatRupees, unitLabel } from '../listings/format.ts';
import { isBuiltType, isLandType } from '../listings/property-groups.ts';
import { unitPriceText } from '../listings/unit-price.ts';
import type { ListingDetails } from './listing-details-data.ts';

/** A value to show: literal text (numbers, areas, codes) or a catalogue key to translate. */
export type FactValue =
  | { text: string }
  | { key: MessageKey; params?: MessageParams }
  /** A list of things, each a catalogue text (the amenities). */
  | { keys: MessageKey[] };

export type FactId =
  | 'propertyType'
  | 'category'
  | 'bhk'
  | 'bathrooms'
  | 'furnishing'
  | 'facing'
  | 'possessionStatus'
  | 'builtUpArea'
  | 'carpetArea'
  | 'length'
  | 'width'
  | 'totalArea'
  | 'roadWidth'
  | 'pricePerUnit'
  | 'maintenance'
  | 'yearBuilt'
  | 'floor'
  | 'coveredFourWheelerParking'
  | 'coveredTwoWheelerParking'
  | 'openFourWheelerParking'
  | 'openTwoWheelerParking'
  | 'entranceSteps'
  | 'lift'
  | 'doorWidth'
  | 'entranceLevelBedroom'
  | 'entranceLevelBathroom'
  | 'amenities'
  | 'postedOn';

export type Fact = { id: FactId; label: MessageKey; value: FactValue };

// BHK and bathrooms show for every built type, Flat included (DESIGN.md differs from the
// spec's §5 here on purpose: a flat's bedrooms are the first thing a buyer looks for).
const showsRooms = (type: PropertyType): boolean => isBuiltType(type);

/** When a listing was posted (published, or created before it was): 'Nov 05, 2026'. */
export function postedOn(
  listing: Pick<ListingDetails, 'publishedAt' | 'createdAt'>,
  locale: Locale,
): string {
  return formatDate(listing.publishedAt ?? listing.createdAt, locale, 'short');
}

/** The headline price: '₹ 45 L', or '₹ 18 K/month' for rent. */
export function priceText(price: number, listingType: 'sell' | 'rent'): string {
  return listingType === 'rent' ? `${formatPrice(price)}/month` : formatPrice(price);
}

function plain(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function measureText(value: number | null, unit: string | null, locale: Locale): string | null {
  if (value == null || !Number.isFinite(value) || !unit) return null;
  return `${plain(value)} ${unitLabel(unit, locale)}`;
}

/** '3 of 12', '3', 'Ground of 4', 'Ground', or nothing when the lister gave no floor. */
function floorValue(floor: number | null, total: number | null): FactValue | null {
  if (floor == null) return null;
  if (floor === 0) {
    return total
      ? { key: 'details.floor.groundOf', params: { total } }
      : { key: 'details.floor.ground' };
  }
  return total ? { key: 'details.floor.of', params: { floor, total } } : { text: String(floor) };
}

/** Yes or no as the lister said; not said (null) is left out. */
function yesNo(value: boolean | null): FactValue | null {
  if (value == null) return null;
  return { key: value ? 'details.access.yes' : 'details.access.no' };
}

/** 'Not Available' only when the lister chose it (0); a blank (null) is left out. */
function parkingValue(count: number | null): FactValue | null {
  if (count == null) return null;
  return count > 0 ? { text: String(count) } : { key: 'details.notAvailable' };
}

// The facts grid says what a place is, never where exactly it is (the portfolio relies on it).
export type FactsInput = Omit<
  ListingDetails,
  | 'lister'
  | 'description'
  | 'title'
  | 'address'
  | 'landmark'
  | 'pincode'
  | 'latitude'
  | 'longitude'
  | 'mapUrl'
  | 'surveyNumber'
  | 'layoutPermitNumber'
>;

/**
 * Every field of the facts grid, in display order; empty fields are left out. Each is labelled
 * `details.field.<id>`; the posted date is written in `locale` ('Nov 05, 2026').
 */
export function detailFacts(listing: FactsInput, locale: Locale = 'en'): Fact[] {
  const facts: Fact[] = [];
  const add = (id: FactId, value: FactValue | null | undefined) => {
    if (value) facts.push({ id, label: `details.field.${id}`, value });
  };
  const land = isLandType(listing.propertyType);
  const text = (value: string | null) => (value ? { text: value } : null);

  add('propertyType', { key: `propertyType.${listing.propertyType}` });
  add('category', { key: `details.category.${listing.category}` });
  if (showsRooms(listing.propertyType)) {
    add('bhk', listing.bhk ? { key: `bhk.${listing.bhk}` } : null);
    add('bathrooms', listing.bathrooms ? { key: `details.bathrooms.${listing.bathrooms}` } : null);
  }
  if (!land) {
    add(
      'furnishing',
      listing.furnishing ? { key: `details.furnishing.${listing.furnishing}` } : null,
    );
  }
  add('facing', listing.facing ? { key: `facing.${listing.facing}` } : null);
  add(
    'possessionStatus',
    listing.possessionStatus ? { key: `details.possession.${listing.possessionStatus}` } : null,
  );
  // Built-up and carpet areas: hidden when empty (the spec's bare ' sqft').
  add('builtUpArea', text(formatArea(listing.builtUpArea, listing.builtUpAreaUnit, locale)));
  add('carpetArea', text(formatArea(listing.carpetArea, listing.carpetAreaUnit, locale)));
  if (land) {
    add('length', text(measureText(listing.plotLength, listing.plotDimensionUnit, locale)));
    add('width', text(measureText(listing.plotWidth, listing.plotDimensionUnit, locale)));
    const anyArea =
      listing.totalArea != null || listing.plotWidth != null || listing.plotLength != null;
    add(
      'totalArea',
      anyArea
        ? {
            text: plotAreaText(
              { value: listing.plotWidth, unit: listing.plotDimensionUnit },
              { value: listing.plotLength, unit: listing.plotDimensionUnit },
              { value: listing.totalArea, unit: listing.totalAreaUnit },
              locale,
            ),
          }
        : null,
    );
    add('roadWidth', text(measureText(listing.roadWidth, listing.roadWidthUnit, locale)));
  }
  // The lister's figure, or one worked out from the price and the area (issue 25 #4).
  add('pricePerUnit', text(unitPriceText(listing)));
  add(
    'maintenance',
    listing.maintenanceCharge
      ? {
          key: 'listing.amountPerMonth',
          params: { amount: formatRupees(listing.maintenanceCharge) },
        }
      : null,
  );
  if (!land) {
    add('yearBuilt', listing.yearBuilt ? { text: String(listing.yearBuilt) } : null);
    add('floor', floorValue(listing.floor, listing.totalFloors));
    add('coveredFourWheelerParking', parkingValue(listing.coveredFourWheelerParking));
    add('coveredTwoWheelerParking', parkingValue(listing.coveredTwoWheelerParking));
    add('openFourWheelerParking', parkingValue(listing.openFourWheelerParking));
    add('openTwoWheelerParking', parkingValue(listing.openTwoWheelerParking));
    // Getting in without steps (issue 28): each only when the lister said.
    add(
      'entranceSteps',
      listing.entranceSteps == null
        ? null
        : listing.entranceSteps === 0
          ? { key: 'details.access.noSteps' }
          : { key: 'details.access.steps', params: { count: listing.entranceSteps } },
    );
    add('lift', yesNo(listing.hasLift));
    add(
      'doorWidth',
      listing.doorWidthCm == null
        ? null
        : { key: 'details.access.doorWidth', params: { width: listing.doorWidthCm } },
    );
    add('entranceLevelBedroom', yesNo(listing.entranceLevelBedroom));
    add('entranceLevelBathroom', yesNo(listing.entranceLevelBathroom));
  }
  // In one order whatever order they were ticked in, so two lists compare as equal.
  const amenities = AMENITIES.filter((amenity) => listing.amenities.includes(amenity));
  add(
    'amenities',
    amenities.length ? { keys: amenities.map((amenity) => `amenity.${amenity}` as const) } : null,
  );
  add('postedOn', text(postedOn(listing, locale)));
  return facts;
}

const KEY_FACTS_BUILT: readonly FactId[] = [
  'bhk',
  'bathrooms',
  'builtUpArea',
  'carpetArea',
  'furnishing',
  'facing',
];
const KEY_FACTS_LAND: readonly FactId[] = ['totalArea', 'facing', 'roadWidth', 'possessionStatus'];

/** The few facts of the bar under the photos: what a seeker compares first. */
export function keyFacts(listing: FactsInput, facts: Fact[] = detailFacts(listing)): Fact[] {
  const wanted = isLandType(listing.propertyType) ? KEY_FACTS_LAND : KEY_FACTS_BUILT;
  const chosen = wanted
    .map((id) => facts.find((fact) => fact.id === id))
    .filter((fact): fact is Fact => fact !== undefined);
  if (chosen.length < 4) {
    const possession = facts.find((fact) => fact.id === 'possessionStatus');
    if (possession && !chosen.includes(possession)) chosen.push(possession);
  }
  return chosen.slice(0, 4);
}

export type TrustItem = {
  id: 'rera' | 'authority' | 'layoutPermit' | 'survey';
  label: MessageKey;
  value: FactValue;
};

/** RERA registration and plot approval, when the lister gave them. */
export function trustItems(
  listing: Pick<
    ListingDetails,
    'reraNumber' | 'approvalAuthority' | 'layoutPermitNumber' | 'surveyNumber'
  >,
): TrustItem[] {
  const items: TrustItem[] = [];
  const rera = listing.reraNumber?.trim();
  if (rera) items.push({ id: 'rera', label: 'details.trust.rera', value: { text: rera } });
  if (listing.approvalAuthority && listing.approvalAuthority !== 'none') {
    items.push({
      id: 'authority',
      label: 'details.trust.authority',
      value: { key: `details.approval.${listing.approvalAuthority}` },
    });
  }
  const permit = listing.layoutPermitNumber?.trim();
  if (permit)
    items.push({
      id: 'layoutPermit',
      label: 'details.trust.layoutPermit',
      value: { text: permit },
    });
  const survey = listing.surveyNumber?.trim();
  if (survey) items.push({ id: 'survey', label: 'details.trust.survey', value: { text: survey } });
  return items;
}

/** Plain text shortened at a word boundary, for meta descriptions and structured data. */
export function excerpt(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The address line: address, area, city, state and pincode, without saying a place twice
 * when the address already ends with it ('…, Kothapet, Guntur', not 'Kothapet, Kothapet').
 */
export function addressLine(
  listing: {
    address: string;
    areaName: string;
    cityName: string;
    state: string;
    pincode: string;
  },
  locale: Locale = 'en',
): string {
  const parts: string[] = [];
  for (const part of [listing.address, listing.areaName, listing.cityName]) {
    const text = part.trim();
    const last = (parts.at(-1) ?? '').toLowerCase();
    const lower = text.toLowerCase();
    if (!text || last === lower || last.endsWith(`, ${lower}`) || last.endsWith(` ${lower}`)) {
      continue;
    }
    parts.push(text);
  }
  // The region's state in the page's words; another (typed by a lister) as it was typed.
  const state =
    listing.state === 'Andhra Pradesh'
      ? translate(locale, 'listing.state.andhraPradesh')
      : listing.state;
  return `${parts.join(', ')}, ${state} ${listing.pincode}`.trim();
}

/**
 * One change of the asking price, as the facts grid lists it: the date, then both prices and by
 * how much ('Nov 05, 2026': '₹ 68 L to ₹ 62 L, down ₹ 6 L (8.8%)').
 */
export type PriceHistoryRow = { id: string; label: { text: string }; value: FactValue };

/**
 * The price history's rows, newest first, worded here (the loader sends them) with the
 * headline price's words in the page's language ('₹ 62 లక్షలు'). An amount is kept on one line
 * (no-break spaces: at 360 px '₹ 4.5' and 'L' were split). The date is 'Nov 23, 2026' in
 * English and '23-11-2026' in Telugu and Hindi, whose month names took three lines at 360 px.
 */
export function priceHistoryRows(
  changes: readonly { fromPrice: number; toPrice: number; at: Date | string }[],
  listingType: 'sell' | 'rent',
  locale: Locale,
): PriceHistoryRow[] {
  const perMonth = listingType === 'rent' ? translate(locale, 'listing.perMonth') : '';
  const oneLine = (text: string) => text.replaceAll(' ', '\u00a0');
  const price = (rupees: number) => oneLine(`${formatPrice(rupees, locale)}${perMonth}`);
  return changes.map(({ fromPrice, toPrice, at }, index) => {
    const difference = Math.abs(toPrice - fromPrice);
    const percent = fromPrice > 0 ? Math.round((difference / fromPrice) * 1000) / 10 : 0;
    return {
      id: `price-${index}`,
      label: { text: oneLine(formatDate(at, locale, locale === 'en' ? 'short' : 'numeric')) },
      value: {
        key: toPrice < fromPrice ? 'details.priceHistory.down' : 'details.priceHistory.up',
        params: {
          from: price(fromPrice),
          to: price(toPrice),
          amount: price(difference),
          percent: formatNumber(percent, locale),
        },
      },
    };
  });
}

/** What the details page shows of these rules, made once on the server (the loader sends it). */
export type ListingDisplay = {
  facts: Fact[];
  highlights: Fact[];
  trust: TrustItem[];
  postedOn: string;
  /** The address line after the lister's own words: area, city, state and pincode. */
  addressTail: string;
  priceHistory: PriceHistoryRow[];
};

export function listingDisplay(
  listing: FactsInput &
    Parameters<typeof trustItems>[0] &
    Parameters<typeof postedOn>[0] &
    Parameters<typeof addressLine>[0],
  locale: Locale,
  priceChanges: Parameters<typeof priceHistoryRows>[0] = [],
): ListingDisplay {
  const facts = detailFacts(listing, locale);
  return {
    facts,
    highlights: keyFacts(listing, facts),
    trust: trustItems(listing),
    postedOn: postedOn(listing, locale),
    addressTail: addressLine(listing, locale).slice(listing.address.trim().length),
    priceHistory: priceHistoryRows(priceChanges, listing.listingType, locale),
  };
}
