// Where the details page's map comes from. Safe on client and server.

export type MapSource =
  | { kind: 'point'; latitude: number; longitude: number }
  | { kind: 'embed'; src: string }
  | { kind: 'none' };

/** The details page's map with its links made: what the loader sends (issue 27). */
export type ListingMapView =
  | {
      kind: 'point';
      latitude: number;
      longitude: number;
      /** OpenStreetMap's embed page: the map without JavaScript. */
      embedUrl: string;
      directions: string;
      larger: string;
    }
  | { kind: 'embed'; src: string }
  | { kind: 'none' };

function validCoordinates(latitude: number | null, longitude: number | null): boolean {
  if (latitude == null || longitude == null) return false;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  // 0,0 is in the Gulf of Guinea: a form's default, not a place in Andhra Pradesh.
  return !(latitude === 0 && longitude === 0);
}

/**
 * A lister's map URL (the spec's gpslocation) when it is a map embed from an allowed host,
 * upgraded to https; anything else is ignored so a listing cannot frame an arbitrary page.
 * Allowed: www.google.com/maps/embed…, maps.google.com (asked for its embed output) and
 * OpenStreetMap's /export/embed.html.
 */
export function allowedMapEmbedUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  url.protocol = 'https:';
  const host = url.hostname.toLowerCase();
  if (host === 'www.google.com' && /^\/maps\/embed(\/|$|\?)/.test(url.pathname))
    return url.toString();
  if (host === 'maps.google.com') {
    if (url.searchParams.get('output') !== 'embed') url.searchParams.set('output', 'embed');
    return url.toString();
  }
  if (host === 'www.openstreetmap.org' && url.pathname === '/export/embed.html')
    return url.toString();
  return null;
}

/** Coordinates win (our own map); else an allowed embed; else none (the address alone). */
export function mapSource(listing: {
  latitude: number | null;
  longitude: number | null;
  mapUrl: string | null;
}): MapSource {
  if (validCoordinates(listing.latitude, listing.longitude)) {
    return { kind: 'point', latitude: listing.latitude!, longitude: listing.longitude! };
  }
  const src = allowedMapEmbedUrl(listing.mapUrl);
  return src ? { kind: 'embed', src } : { kind: 'none' };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** OpenStreetMap's embeddable map around a point with a marker: the map without JavaScript. */
export function openStreetMapEmbedUrl(latitude: number, longitude: number, span = 0.006): string {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2]
    .map(round)
    .join(',');
  const params = new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${round(latitude)},${round(longitude)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

function openStreetMapLink(latitude: number, longitude: number): string {
  const lat = round(latitude);
  const lng = round(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

export function directionsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${round(latitude)},${round(longitude)}`;
}

/** The map a listing shows, its links made (on the server: the page's script needs none of this). */
export function listingMapView(listing: Parameters<typeof mapSource>[0]): ListingMapView {
  const source = mapSource(listing);
  if (source.kind !== 'point') return source;
  const { latitude, longitude } = source;
  return {
    ...source,
    embedUrl: openStreetMapEmbedUrl(latitude, longitude),
    directions: directionsLink(latitude, longitude),
    larger: openStreetMapLink(latitude, longitude),
  };
}
