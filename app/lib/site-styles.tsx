import { createContext, use, useState } from 'react';

// The page's part of the site's stylesheet, inlined in the document's <head> (issue 27): a
// phone on slow 4G paints as soon as the HTML has arrived, without a render-blocking request
// for the stylesheet. On the server this renders a placeholder that entry.server.tsx replaces
// with the rules the page uses (site-styles.server.ts); the browser hydrates the <style>
// element with the text it already holds, so the script bundle never carries it.

const ID = 'site-styles';

export const SiteStylesContext = createContext<string | null>(null);

export function SiteStyles() {
  const fromServer = use(SiteStylesContext);
  const [css] = useState(
    () =>
      fromServer ??
      (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? '')),
  );
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
