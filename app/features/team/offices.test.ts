import { expect, test } from 'vitest';
import {
  boundsEmbedUrl,
  cityWebsitePath,
  filterOffices,
  officeBounds,
  parseCityFilter,
} from './offices.ts';

const cities = [
  { slug: 'guntur', name: 'Guntur' },
  { slug: 'amaravati', name: 'Amaravati' },
  { slug: 'vijayawada', name: 'Vijayawada' },
];
const offices = [
  { id: 1, citySlug: 'guntur', latitude: 16.3021, longitude: 80.4432 },
  { id: 2, citySlug: 'guntur', latitude: 16.3049, longitude: 80.4278 },
  { id: 3, citySlug: 'vijayawada', latitude: 16.4993, longitude: 80.6559 },
];

test('a known city keeps only its offices, in their order', () => {
  const guntur = parseCityFilter('guntur', cities);
  expect(guntur).toEqual({ slug: 'guntur', name: 'Guntur' });
  expect(filterOffices(offices, guntur).map((office) => office.id)).toEqual([1, 2]);
});

test('a city without offices keeps none', () => {
  expect(filterOffices(offices, parseCityFilter('amaravati', cities))).toEqual([]);
});

test('no city, an empty choice or an unknown slug show every office', () => {
  for (const raw of [null, undefined, '', 'new-york', 'GUNTUR-x']) {
    const city = parseCityFilter(raw, cities);
    expect(city).toBeNull();
    expect(filterOffices(offices, city)).toHaveLength(3);
  }
  expect(parseCityFilter(' Vijayawada ', cities)?.slug).toBe('vijayawada');
});

test('each city opens its own city page; others have none', () => {
  expect(cityWebsitePath('guntur')).toBe('/real-estate-properties-in-Guntur');
  expect(cityWebsitePath('vijayawada')).toBe('/properties-in-vijayawada');
  expect(cityWebsitePath('amaravati')).toBe('/amaravati-real-estate');
  expect(cityWebsitePath('tenali')).toBeNull();
  expect(cityWebsitePath('constructor')).toBeNull();
});

test('the map frames every office with a margin, and one office with its streets', () => {
  const all = officeBounds(offices)!;
  for (const office of offices) {
    expect(office.latitude).toBeGreaterThan(all.south);
    expect(office.latitude).toBeLessThan(all.north);
    expect(office.longitude).toBeGreaterThan(all.west);
    expect(office.longitude).toBeLessThan(all.east);
  }
  const one = officeBounds([offices[0]!])!;
  expect(one.north - one.south).toBeCloseTo(0.024);
  expect(officeBounds([])).toBeNull();
});

test('without JavaScript the map is OpenStreetMap’s embed of that box', () => {
  const url = new URL(boundsEmbedUrl({ south: 16, west: 80, north: 16.5, east: 80.7 }, offices[2]));
  expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
  expect(url.searchParams.get('bbox')).toBe('80,16,80.7,16.5');
  expect(url.searchParams.get('marker')).toBe('16.4993,80.6559');
});
