export * from './enums.ts';
export * from './places.ts';
export * from './users.ts';
export * from './properties.ts';
export * from './newsletter.ts';
