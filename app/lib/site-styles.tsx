import { createContext, use, useState } from 'react';

// The page's part of the site's stylesheet, inlined in the document's <head> (issue 27): a
// phone on slow 4G paints as soon as the HTML has arrived, without a render-blocking request
// for the stylesheet. On the server this renders a placeholder that entry.server.tsx replaces
// with the rules the page and its scripts use (site-styles.server.ts); the browser hydrates
// the <style> element with the text it already holds, so the script bundle never carries it.
// The element names the whole stylesheet, which the browser asks for before its first
// navigation or form submission (root.tsx's clientMiddleware): the next page may use any rule.

const ID = 'site-styles';

type SiteStylesText = { css: string; href: string };

export const SiteStylesContext = createContext<SiteStylesText | null>(null);

export function SiteStyles() {
  const fromServer = use(SiteStylesContext);
  const [{ css, href }] = useState<SiteStylesText>(() => {
    if (fromServer) return fromServer;
    const element = typeof document === 'undefined' ? null : document.getElementById(ID);
    return { css: element?.textContent ?? '', href: element?.dataset.href ?? '' };
  });
  return <style id={ID} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
}

let whole: Promise<void> | undefined;

/** Asks once for the whole stylesheet; resolves when it has loaded (or failed to). */
export function loadWholeStylesheet(): Promise<void> {
  whole ??= new Promise((resolve) => {
    const href = document.getElementById(ID)?.dataset.href;
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return whole;
}
