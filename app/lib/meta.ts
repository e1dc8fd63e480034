import type { MetaDescriptor } from 'react-router';
import { LOCALES, localizedPath, stripLocale, type Locale } from '../i18n/locales.ts';
import {
  translator,
  type MessageKey,
  type MessageParams,
  type Translate,
} from '../i18n/translate.ts';

export type RootData = {
  locale: Locale;
  settings: { agencyName: string; siteUrl: string };
  currentPath?: string;
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
  const base: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: t(keys.description, params) },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: t(keys.description, params) },
    { property: 'og:site_name', content: agency },
    ...canonicalMeta(root),
    ...alternateLinks(root),
  ];
  // A page's own tag wins over the default of the same name.
  const given = new Set(extra.map(metaKey).filter(Boolean));
  return [...base.filter((item) => !given.has(metaKey(item))), ...extra];
}

/** What makes two tags the same: the name or property, or the link's rel. */
function metaKey(item: MetaDescriptor): string {
  const tag = item as Record<string, unknown>;
  if ('title' in tag) return 'title';
  if (typeof tag.name === 'string') return `name:${tag.name}`;
  if (typeof tag.property === 'string') return `property:${tag.property}`;
  if (tag.tagName === 'link' && typeof tag.rel === 'string')
    return typeof tag.hrefLang === 'string' ? `link:${tag.rel}:${tag.hrefLang}` : `link:${tag.rel}`;
  return '';
}

/** The page's canonical URL (its path without the query), Open Graph URL and type. */
function canonicalMeta(root: RootData | undefined): MetaDescriptor[] {
  if (!root?.currentPath) return [];
  return canonicalTags(`${root.settings.siteUrl}${root.currentPath.split('?')[0]}`);
}

/**
 * The page in each language (`hreflang` en, te, hi) and `x-default` (English): the same links
 * on all three variants, each listing itself too.
 */
function alternateLinks(root: RootData | undefined): MetaDescriptor[] {
  if (!root?.currentPath) return [];
  const bare = stripLocale(root.currentPath.split('?')[0]!);
  const url = (locale: Locale) => `${root.settings.siteUrl}${localizedPath(locale, bare)}`;
  return [
    ...LOCALES.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href: url(locale),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ];
}

/** The absolute URL of `path` (written in English, '/blog?page=2') in the page's language. */
export function pageUrl(matches: readonly MatchLike[], path: string): string {
  const root = getRootData(matches);
  return `${root?.settings.siteUrl ?? ''}${localizedPath(root?.locale ?? 'en', path)}`;
}

/** A page's own canonical URL as the link, the Open Graph URL and type (for `pageMeta`'s extra). */
export function canonicalTags(
  url: string,
  type: 'website' | 'article' = 'website',
): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
  ];
}
