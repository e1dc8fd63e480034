import type { MetaDescriptor } from 'react-router';
import type { Locale } from '../i18n/locales.ts';
import {
  translator,
  type MessageKey,
  type MessageParams,
  type Translate,
} from '../i18n/translate.ts';

export type RootData = {
  locale: Locale;
  settings: { agencyName: string; siteUrl: string };
};

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function getRootData(matches: readonly MatchLike[]): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

/**
 * Title and description for a page, in the visitor's language. `title` and `description`
 * are catalogue keys; `{agency}` is always available to them.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  keys: { title: MessageKey; description: MessageKey; params?: MessageParams },
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const root = getRootData(matches);
  const t: Translate = translator(root?.locale ?? 'en');
  const agency = root?.settings.agencyName ?? 'Nivasa';
  const params = { agency, ...keys.params };
  const title = t(keys.title, params);
  const fullTitle = title.includes(agency) ? title : `${title} | ${agency}`;
  return [
    { title: fullTitle },
    { name: 'description', content: t(keys.description, params) },
    { property: 'og:title', content: fullTitle },
    { property: 'og:site_name', content: agency },
    ...extra,
  ];
}
