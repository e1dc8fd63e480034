import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../app/db/client.server.ts';

// Realistic listings at scale, generated inside the database with one INSERT … SELECT
// generate_series (no rows cross the wire), on PostgreSQL and PGlite alike. The places must be
// seeded first (seedPlaces): listings are spread over the region's cities and areas.

const quote = (words: string[]) =>
  `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]`;

/** Picks one of `words` with the random column `r` (0 ≤ r < 1) of the row. */
const pick = (words: string[], r: string) =>
  sql.raw(`(${quote(words)})[1 + floor(${r} * ${words.length})::int]`);

const ADJECTIVES = [
  'bright',
  'spacious',
  'quiet',
  'well-kept',
  'new',
  'corner',
  'east-facing',
  'airy',
  'sunlit',
  'renovated',
  'compact',
  'premium',
  'modern',
  'peaceful',
  'elegant',
  'roomy',
];
// "a rooftop garden" and "a swimming pool" stay among the features so the full-text shapes
// ("rooftop garden", "villa pool") keep matching a share of the listings, as common phrases do.
const FEATURES = [
  'covered parking',
  'a lift and power backup',
  'a borewell',
  'a rooftop garden',
  'a swimming pool',
  "a children's park",
  'vaastu-compliant rooms',
  'gated security',
  'a modular kitchen',
  'wide roads',
  'a gym',
  'a clubhouse',
  'rainwater harvesting',
  'solar water heaters',
  'a balcony with a view',
  'wooden flooring',
  'a pooja room',
  'a servant room',
  'CCTV surveillance',
  'a jogging track',
  'an indoor games room',
  'piped gas',
  'a terrace',
  'a private lawn',
];
const NEAR = [
  'close to schools, hospitals and the bus stand.',
  'a short walk from the railway station.',
  'near the national highway.',
  'minutes from the market and temples.',
  'next to a park and a playground.',
  'near the river bund and the ghats.',
  'close to the IT park and colleges.',
  'on a tree-lined street near the bank.',
  'near supermarkets and a cinema.',
  'within reach of the airport road.',
  'beside a lake and a walking path.',
  'in a calm lane away from traffic.',
];
const DETAILS = [
  'Water supply round the clock.',
  'Municipal water and a sump.',
  'Owner lives nearby and shows it any day.',
  'Tiled floors and teak doors.',
  'Freshly painted last year.',
  'Cross ventilation in every room.',
  'Marble flooring in the hall.',
  'Reserved parking for two cars.',
  'Good for families and working couples.',
  'Loan approved by leading banks.',
  'RERA registered project.',
  'Rental income possible from the upper floor.',
  'No brokerage for direct buyers.',
  'Maintenance charges are low.',
];
// A phrase in about 1 listing in 2,000, so a search meets a rare word too (issue 27).
const RARE_SHARE = 0.0005;
const RARE_PHRASE = 'A heritage courtyard with a tulasi planter.';
const CLOSINGS = [
  'Clear title and ready documents.',
  'Clear title and ready documents.',
  'Documents verified by an advocate.',
  'Visit by appointment.',
  'Call to arrange a visit this week.',
  'Price slightly negotiable.',
  'Immediate registration possible.',
];

/**
 * 1,000 owners and `count` listings in one statement each. The spread follows the demo
 * catalogue: flats and apartments most common, rent only for built types, prices by kind
 * (rent per month), about 85 % active and the rest pending, closed, withdrawn or rejected.
 * Descriptions combine independent picks (adjective, two features, surroundings, a detail, a
 * closing line), so full-text search meets thousands of different texts, while a few phrases
 * ("close to schools", "clear title") stay common.
 */
export async function generateListings(handle: DatabaseHandle, count: number): Promise<void> {
  await handle.db.execute(sql`
    INSERT INTO users (phone, first_name, last_name, password_hash)
    SELECT '8' || lpad(g::text, 9, '0'), 'Owner', 'No. ' || g, 'not-a-hash'
    FROM generate_series(1, 1000) AS g
  `);
  await handle.db.execute(sql`
    WITH place AS (
      SELECT array_agg(a.id ORDER BY a.id) AS area_ids,
             array_agg(a.city_id ORDER BY a.id) AS city_ids,
             array_agg(a.name ORDER BY a.id) AS area_names,
             array_agg(a.pincode ORDER BY a.id) AS pincodes,
             array_agg(coalesce(a.latitude, c.latitude) ORDER BY a.id) AS lats,
             array_agg(coalesce(a.longitude, c.longitude) ORDER BY a.id) AS lngs,
             count(*)::int AS n
      FROM areas a JOIN cities c ON c.id = a.city_id
    ),
    owner AS (SELECT min(id) AS first, count(*)::int AS n FROM users),
    raw AS (
      SELECT g, random() AS r_type, random() AS r_listing, random() AS r_status, random() AS r_price,
             random() AS r_bhk, random() AS r_furnish, random() AS r_possession, random() AS r_word,
             random() AS r_extra, random() AS r_extra2, random() AS r_near, random() AS r_detail,
             random() AS r_closing, random() AS r_rare,
             random() AS r_geo, random() AS r_lat, random() AS r_lng, 1 + floor(random() * (SELECT n FROM place))::int AS k,
             now() - random() * interval '365 days' AS created
      FROM generate_series(1, ${count}) AS g
    ),
    shaped AS (
      SELECT raw.*,
        CASE WHEN r_type < 0.30 THEN 'flat' WHEN r_type < 0.55 THEN 'apartment'
             WHEN r_type < 0.70 THEN 'independent-house' WHEN r_type < 0.78 THEN 'villa'
             WHEN r_type < 0.93 THEN 'plot' ELSE 'agricultural-land' END AS ptype
      FROM raw
    ),
    kinded AS (
      SELECT shaped.*,
        CASE WHEN ptype IN ('plot', 'agricultural-land') OR r_listing < 0.65 THEN 'sell' ELSE 'rent' END AS ltype
      FROM shaped
    )
    INSERT INTO properties (
      owner_id, title, description, property_type, listing_type, status, price, bhk, bathrooms,
      furnishing, possession_status, built_up_area, built_up_area_unit, area_sqft, facing,
      city_id, area_id, address, landmark, pincode, created_at, updated_at, confirmed_at,
      latitude, longitude
    )
    SELECT
      (SELECT first FROM owner) + (g % (SELECT n FROM owner)),
      CASE WHEN ptype IN ('plot', 'agricultural-land')
           THEN initcap(replace(ptype, '-', ' ')) || ' for sale in ' || place.area_names[k]
           ELSE (1 + floor(r_bhk * 4))::int || ' BHK ' || replace(ptype, '-', ' ')
                || CASE WHEN ltype = 'rent' THEN ' for rent in ' ELSE ' for sale in ' END || place.area_names[k]
      END,
      'A ' || ${pick(ADJECTIVES, 'r_word')} || ' ' || replace(ptype, '-', ' ') || ' in ' || place.area_names[k]
        || ' with ' || ${pick(FEATURES, 'r_extra')} || ' and ' || ${pick(FEATURES, 'r_extra2')} || ', '
        || ${pick(NEAR, 'r_near')} || ' ' || ${pick(DETAILS, 'r_detail')} || ' ' || ${pick(CLOSINGS, 'r_closing')}
        || CASE WHEN r_rare < ${RARE_SHARE} THEN ${' ' + RARE_PHRASE} ELSE '' END,
      ptype::property_type,
      ltype::listing_type,
      (CASE WHEN r_status < 0.85 THEN 'active' WHEN r_status < 0.90 THEN 'pending'
            WHEN r_status < 0.94 THEN 'sold' WHEN r_status < 0.96 THEN 'rented'
            WHEN r_status < 0.98 THEN 'withdrawn' WHEN r_status < 0.99 THEN 'rejected' ELSE 'expired' END)::listing_status,
      CASE
        WHEN ltype = 'rent' THEN round((5000 + r_price * r_price * 75000) / 500) * 500
        WHEN ptype = 'agricultural-land' THEN round((3000000 + r_price * r_price * 97000000) / 100000) * 100000
        WHEN ptype = 'plot' THEN round((1000000 + r_price * r_price * 19000000) / 50000) * 50000
        WHEN ptype = 'villa' THEN round((10000000 + r_price * 20000000) / 100000) * 100000
        ELSE round((2000000 + r_price * r_price * 18000000) / 50000) * 50000
      END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL
           ELSE (ARRAY['1rk', '1bhk', '2bhk', '3bhk', '3plus-bhk'])[1 + floor(r_bhk * 5)::int]::bhk END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL
           ELSE (ARRAY['1', '2', '3', '3plus'])[1 + floor(r_bhk * 4)::int]::bathrooms END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL
           ELSE (ARRAY['furnished', 'semi-furnished', 'unfurnished'])[1 + floor(r_furnish * 3)::int]::furnishing END,
      CASE WHEN ptype IN ('plot', 'agricultural-land')
           THEN (ARRAY['immediate', 'in-future'])[1 + floor(r_possession * 2)::int]::possession_status
           ELSE (ARRAY['ready-to-move', 'ready-to-move', 'ready-to-move', 'under-construction'])[1 + floor(r_possession * 4)::int]::possession_status END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL ELSE 450 + round(r_bhk * 2500) END,
      CASE WHEN ptype IN ('plot', 'agricultural-land') THEN NULL ELSE 'sqft'::area_unit END,
      450 + round(r_bhk * 2500),
      (ARRAY['east', 'west', 'north', 'south', 'north-east', 'south-east'])[1 + floor(r_furnish * 6)::int]::facing,
      place.city_ids[k],
      place.area_ids[k],
      (1 + g % 40) || '-' || (1 + g % 17) || ', ' || place.area_names[k] || ' Main Road',
      place.area_names[k] || ' Centre',
      coalesce(place.pincodes[k], '522001'),
      created, created,
      -- Confirmed by their owners within the last week (never before they were listed), as
      -- live listings are: the availability sweep at an app's start expires none of them.
      greatest(created, now() - r_extra * interval '7 days'),
      -- Within about a kilometre of the area's centre; one in 30 on no map (its lister left the
      -- pin out), as on the live site.
      CASE WHEN r_geo * 30 < 1 THEN NULL
           ELSE round((place.lats[k] + (r_lat - 0.5) * 0.02)::numeric, 6)::float8 END,
      CASE WHEN r_geo * 30 < 1 THEN NULL
           ELSE round((place.lngs[k] + (r_lng - 0.5) * 0.02)::numeric, 6)::float8 END
    FROM kinded, place
  `);
}
