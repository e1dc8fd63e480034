import { useRouteLoaderData } from 'react-router';
import type { Locale } from '../i18n/locales.ts';
import type { UserRole } from '../db/schema/enums.ts';
import type { Flash } from './flash.ts';
import type { SiteSettings } from './site-settings.ts';

// What the root loader gives every page. Components read it with useRootData() rather than
// importing root.tsx, so nothing points up at the app's entry.

export type RootData = {
  locale: Locale;
  settings: SiteSettings;
  /** Only what the header needs: never the phone, never anything secret. */
  user: { firstName: string; role: UserRole } | null;
  likedPropertyIds: number[];
  flash: Flash | null;
  requestId: string | undefined;
  /** The signed time this page was made: public forms send it back (minimum fill time). */
  formToken: string;
  /** The visit list's properties (cookie for visitors, database for signed-in users). */
  visitListIds: number[];
  /** The listings in the visitor's comparison (a cookie; /compare). */
  compareIds: number[];
  /** Where the language list and sign-in send people back to. */
  currentPath: string;
};

/** The root loader's data; undefined only while an error page renders without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
