import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../../app/routes.ts';

// Every route of app/routes.ts with the module it runs and whether that module takes writes
// (exports an action), read from the route config itself: a route added there is in every
// table-driven test here at once.

export type RouteInfo = { pattern: string; file: string; index: boolean; hasAction: boolean };

const APP_DIR = path.resolve(import.meta.dirname, '../../../app');

function hasAction(file: string): boolean {
  const source = fs.readFileSync(path.join(APP_DIR, file), 'utf8');
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);
}

export function routeTable(entries: RouteConfigEntry[] = routes, prefix = ''): RouteInfo[] {
  return entries.flatMap((entry): RouteInfo[] => {
    const pattern = entry.path ? (prefix ? `${prefix}/${entry.path}` : entry.path) : prefix;
    const own: RouteInfo = {
      pattern,
      file: entry.file,
      index: entry.index === true,
      hasAction: hasAction(entry.file),
    };
    return [own, ...routeTable(entry.children ?? [], pattern)];
  });
}

/** The URL a test posts to for a route: an index route's action is addressed with ?index. */
export function actionUrl(route: RouteInfo, params: Record<string, string>): string {
  const filled = route.pattern.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '1');
  const url = `/${filled}`;
  return route.index ? `${url}?index` : url;
}
