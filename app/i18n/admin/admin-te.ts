// The back office in Telugu: every key of the English one (en.ts), part by part under te/.
import type { AdminCatalogue } from '../translate.ts';
import { ui } from './te/ui.ts';
import { content } from './te/content.ts';
import { inbox } from './te/inbox.ts';
import { moderation } from './te/moderation.ts';
import { people } from './te/people.ts';
import { places } from './te/places.ts';
import { records } from './te/records.ts';

export const adminTe: AdminCatalogue = {
  ...ui,
  ...content,
  ...inbox,
  ...moderation,
  ...people,
  ...places,
  ...records,
};
