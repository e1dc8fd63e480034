import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import { distanceKm } from '../../lib/geo.ts';
import { factText } from '../listing-details/fact-text.ts';
import { detailFacts, trustItems, type FactsInput } from '../listing-details/listing-display.ts';
import type { ListingDetails } from '../listing-details/listing-details-data.ts';
import { listingPath } from '../listing-details/listing-id.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { formatPrice } from '../listings/format.ts';

// The comparison's rows, worded on the server (issue 28): every fact the details page shows,
// the RERA and approval lines, each listing's value in its column, and whether the values
// differ. The page only lays the words out.

/** What the comparison reads of a listing: the details page's facts, its place and cover. */
export type CompareInput = FactsInput &
  Pick<
    ListingDetails,
    'title' | 'latitude' | 'longitude' | 'layoutPermitNumber' | 'surveyNumber'
  > & { cover: ListingCardData['cover'] };

export type CompareColumn = {
  id: number;
  title: string;
  path: string;
  place: string;
  price: string;
  forRent: boolean;
  cover: ListingCardData['cover'];
};

type CompareRow = {
  id: string;
  label: string;
  /** Each listing's value, in column order; null where the listing does not say. */
  cells: (string | null)[];
  /** Not every column reads the same (an empty cell counts as a value). */
  differs: boolean;
};

/** Two listings' distance apart, as the crow flies (columns by index). */
type CompareDistance = { from: number; to: number; text: string };

export type Comparison = {
  columns: CompareColumn[];
  rows: CompareRow[];
  distances: CompareDistance[];
  /** Columns of listings without a place on the map (no distance can be given). */
  unplaced: number[];
};

/**
 * The rows' order whatever the first column is (a plot's facts first would push a flat's
 * rooms down): what a buyer weighs first, then the sizes, the building, parking, the papers,
 * and when it was posted (it nearly always differs, so it comes last).
 */
const ROW_ORDER = [
  'listingType',
  'propertyType',
  'category',
  'bhk',
  'bathrooms',
  'builtUpArea',
  'carpetArea',
  'totalArea',
  'length',
  'width',
  'pricePerUnit',
  'maintenance',
  'facing',
  'roadWidth',
  'possessionStatus',
  'furnishing',
  'floor',
  'yearBuilt',
  'coveredFourWheelerParking',
  'coveredTwoWheelerParking',
  'openFourWheelerParking',
  'openTwoWheelerParking',
  'entranceSteps',
  'lift',
  'doorWidth',
  'entranceLevelBedroom',
  'entranceLevelBathroom',
  'amenities',
  'rera',
  'authority',
  'layoutPermit',
  'postedOn',
];
const rank = (id: string) => {
  const at = ROW_ORDER.indexOf(id);
  return at === -1 ? ROW_ORDER.length : at;
};

/** The trust lines compared (the survey number identifies land, it does not describe it). */
const TRUST_ROWS = new Set(['rera', 'authority', 'layoutPermit']);

/** Listings side by side, their facts in the details page's order; `t` words them. */
export function buildComparison(
  listings: readonly CompareInput[],
  t: Translate,
  locale: Locale,
): Comparison {
  const columns = listings.map((listing) => ({
    id: listing.id,
    title: listing.title,
    path: listingPath(listing.id),
    place: `${listing.areaName}, ${listing.cityName}`,
    price:
      formatPrice(listing.price, locale) +
      (listing.listingType === 'rent' ? t('listing.perMonth') : ''),
    forRent: listing.listingType === 'rent',
    cover: listing.cover,
  }));

  // One row per fact any listing has (in ROW_ORDER).
  const order: string[] = [];
  const labels = new Map<string, MessageKey>();
  const values = new Map<string, (string | null)[]>();
  const put = (column: number, id: string, label: MessageKey, text: string) => {
    if (!values.has(id)) {
      order.push(id);
      labels.set(id, label);
      values.set(
        id,
        listings.map(() => null),
      );
    }
    values.get(id)![column] = text;
  };
  listings.forEach((listing, column) => {
    put(
      column,
      'listingType',
      'compare.row.listingType',
      t(listing.listingType === 'rent' ? 'listing.forRent' : 'listing.forSale'),
    );
    for (const fact of detailFacts(listing, locale)) {
      put(column, fact.id, fact.label, factText(t, fact.value));
    }
    for (const item of trustItems(listing)) {
      if (TRUST_ROWS.has(item.id)) put(column, item.id, item.label, factText(t, item.value));
    }
  });
  const rows: CompareRow[] = [
    {
      id: 'price',
      label: t('compare.row.price'),
      cells: columns.map((column) => column.price),
      differs: differ(columns.map((column) => column.price)),
    },
    ...order
      .sort((a, b) => rank(a) - rank(b))
      .map((id) => {
        const cells = values.get(id)!;
        return { id, label: t(labels.get(id)!), cells, differs: differ(cells) };
      }),
  ];

  const distances: CompareDistance[] = [];
  const unplaced: number[] = [];
  listings.forEach((listing, index) => {
    if (!placed(listing)) unplaced.push(index);
  });
  for (let from = 0; from < listings.length; from += 1) {
    for (let to = from + 1; to < listings.length; to += 1) {
      const a = listings[from]!;
      const b = listings[to]!;
      if (!placed(a) || !placed(b)) continue;
      const km = distanceKm(a, b);
      distances.push({
        from,
        to,
        text:
          km < 1
            ? t('compare.distanceMetres', {
                metres: formatNumber(Math.round(km * 100) * 10, locale),
              })
            : t('compare.distanceKm', { km: formatNumber(Math.round(km * 10) / 10, locale) }),
      });
    }
  }
  return { columns, rows, distances, unplaced };
}

function differ(cells: readonly (string | null)[]): boolean {
  return cells.length > 1 && new Set(cells.map((cell) => cell ?? '')).size > 1;
}

function placed(
  listing: Pick<CompareInput, 'latitude' | 'longitude'>,
): listing is { latitude: number; longitude: number } {
  return (
    listing.latitude != null &&
    listing.longitude != null &&
    Number.isFinite(listing.latitude) &&
    Number.isFinite(listing.longitude)
  );
}
