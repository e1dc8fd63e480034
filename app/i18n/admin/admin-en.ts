// The back office's words (issue 26): a catalogue of their own, so that the public pages'
// browser never downloads them. The server registers all three languages with the public
// catalogue (catalogues.server.ts); the browser loads the page's language of this one on a
// back-office page only (load-catalogue.ts, entry.client.tsx, routes/admin/layout.tsx).
import { ui } from './en/ui.ts';
import { content } from './en/content.ts';
import { inbox } from './en/inbox.ts';
import { moderation } from './en/moderation.ts';
import { people } from './en/people.ts';
import { places } from './en/places.ts';
import { records } from './en/records.ts';

export const adminEn = {
  ...ui,
  ...content,
  ...inbox,
  ...moderation,
  ...people,
  ...places,
  ...records,
} as const;

export type AdminMessageKey = keyof typeof adminEn;
