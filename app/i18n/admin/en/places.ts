// The back office, in English. Places and settings: cities and areas, and the site settings (features/admin/places, settings).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/places.ts, ../hi/places.ts).
export const places = {} as const;
