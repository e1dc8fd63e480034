// The back office in Hindi: every key of the English one (en.ts), part by part under hi/.
import type { AdminCatalogue } from '../translate.ts';
import { ui } from './hi/ui.ts';
import { content } from './hi/content.ts';
import { inbox } from './hi/inbox.ts';
import { moderation } from './hi/moderation.ts';
import { people } from './hi/people.ts';
import { places } from './hi/places.ts';
import { records } from './hi/records.ts';

export const adminHi: AdminCatalogue = {
  ...ui,
  ...content,
  ...inbox,
  ...moderation,
  ...people,
  ...places,
  ...records,
};
