export * from './enums.ts';
export * from './places.ts';
export * from './users.ts';
export * from './properties.ts';
export * from './newsletter.ts';
export * from './inquiries.ts';
export * from './rate-limits.ts';
