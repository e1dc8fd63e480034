import type { EntryContext } from 'react-router';
import type { PageChunks } from '../i18n/page-catalogue.server.ts';

const byRoutes = new Map<string, readonly string[]>();

/**
 * The browser chunks a page loads as it hydrates: the client entry's, and each matched
 * route's module with its imports, from React Router's manifest (cached per set of routes).
 * What the page's scripts can show is in them (page-catalogue.server.ts, page-styles.server.ts).
 */
export function pageChunks(context: EntryContext): PageChunks {
  const routeIds = context.staticHandlerContext.matches.map((match) => match.route.id);
  const id = routeIds.join('|');
  let chunks = byRoutes.get(id);
  if (!chunks) {
    const { manifest } = context;
    const list = [manifest.entry.module, ...manifest.entry.imports];
    for (const routeId of routeIds) {
      const route = manifest.routes[routeId];
      if (route) list.push(route.module, ...(route.imports ?? []));
    }
    chunks = [...new Set(list)];
    byRoutes.set(id, chunks);
  }
  return { id, chunks };
}
