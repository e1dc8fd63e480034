import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo.ts';

describe('distanceKm', () => {
  it('is zero for one point and the same both ways', () => {
    const guntur = { latitude: 16.3067, longitude: 80.4365 };
    const vijayawada = { latitude: 16.5062, longitude: 80.648 };
    expect(distanceKm(guntur, guntur)).toBe(0);
    expect(distanceKm(guntur, vijayawada)).toBeCloseTo(distanceKm(vijayawada, guntur), 9);
  });

  it('gives the straight-line distance between Guntur and Vijayawada (about 31 km)', () => {
    // Worked apart from the code: a degree of latitude is 111.2 km; a degree of longitude at
    // 16.4° N is 111.2 × cos 16.4° = 106.7 km; dLat 0.1995°, dLng 0.2115° → 22.18 km north
    // and 22.57 km east, √(22.18² + 22.57²) = 31.64 km.
    const km = distanceKm(
      { latitude: 16.3067, longitude: 80.4365 },
      { latitude: 16.5062, longitude: 80.648 },
    );
    expect(km).toBeGreaterThan(31.5);
    expect(km).toBeLessThan(31.8);
  });
});
