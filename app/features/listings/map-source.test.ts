import { expect, test } from 'vitest';
import {
  allowedMapEmbedUrl,
  listingMapView,
  mapSource,
  openStreetMapEmbedUrl,
} from './map-source.ts';

test('map embeds are accepted only from the allowed hosts', () => {
  expect(allowedMapEmbedUrl('https://www.google.com/maps/embed?pb=!1m18!1m12')).toBe(
    'https://www.google.com/maps/embed?pb=!1m18!1m12',
  );
  expect(allowedMapEmbedUrl('https://maps.google.com/maps?q=16.3,80.44&output=embed')).toBe(
    'https://maps.google.com/maps?q=16.3,80.44&output=embed',
  );
  expect(allowedMapEmbedUrl('http://maps.google.com/maps?q=Brodipet')).toBe(
    'https://maps.google.com/maps?q=Brodipet&output=embed',
  );
  expect(allowedMapEmbedUrl('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4')).toBe(
    'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
  );
});

test('anything else is ignored', () => {
  for (const bad of [
    'https://evil.example/maps/embed',
    'https://www.google.com/search?q=maps',
    'https://www.google.com.evil.example/maps/embed',
    'https://evil.example/?u=https://www.google.com/maps/embed',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://user:pass@www.google.com/maps/embed',
    'https://www.google.com:8443/maps/embed',
    'https://www.openstreetmap.org/#map=15/16.3/80.4',
    '//www.google.com/maps/embed',
    'not a url',
    '',
    null,
    undefined,
  ]) {
    expect(allowedMapEmbedUrl(bad), String(bad)).toBeNull();
  }
});

test('coordinates win over an embed URL; neither gives no map', () => {
  expect(
    mapSource({
      latitude: 16.3,
      longitude: 80.44,
      mapUrl: 'https://www.google.com/maps/embed?pb=x',
    }),
  ).toEqual({
    kind: 'point',
    latitude: 16.3,
    longitude: 80.44,
  });
  expect(
    mapSource({
      latitude: null,
      longitude: null,
      mapUrl: 'https://www.google.com/maps/embed?pb=x',
    }),
  ).toEqual({
    kind: 'embed',
    src: 'https://www.google.com/maps/embed?pb=x',
  });
  expect(mapSource({ latitude: 0, longitude: 0, mapUrl: 'https://evil.example/' })).toEqual({
    kind: 'none',
  });
  expect(mapSource({ latitude: 95, longitude: 80, mapUrl: null })).toEqual({ kind: 'none' });
});

test('the no-JavaScript map is OpenStreetMap’s embed with a marker', () => {
  const url = new URL(openStreetMapEmbedUrl(16.3, 80.44));
  expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
  expect(url.searchParams.get('marker')).toBe('16.3,80.44');
  expect(url.searchParams.get('bbox')?.split(',').map(Number)).toEqual([
    80.434, 16.297, 80.446, 16.303,
  ]);
});

test('the details page’s map view carries its links, made on the server', () => {
  expect(listingMapView({ latitude: 16.3067, longitude: 80.4365, mapUrl: null })).toEqual({
    kind: 'point',
    latitude: 16.3067,
    longitude: 80.4365,
    embedUrl: openStreetMapEmbedUrl(16.3067, 80.4365),
    directions: 'https://www.google.com/maps/dir/?api=1&destination=16.3067,80.4365',
    larger: 'https://www.openstreetmap.org/?mlat=16.3067&mlon=80.4365#map=17/16.3067/80.4365',
  });
  expect(
    listingMapView({ latitude: null, longitude: null, mapUrl: 'https://evil.example/x' }),
  ).toEqual({
    kind: 'none',
  });
});
