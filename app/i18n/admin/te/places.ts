import type { places as english } from '../en/places.ts';

// The back office in Telugu: places and settings: cities and areas, and the site settings (features/admin/places, settings).
export const places: Record<keyof typeof english, string> = {};
