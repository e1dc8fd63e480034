// The agency's public details, shown in the header, footer, cards and contact pages. The
// type lives here, below every layer, so the layout can take it as a prop; the values come
// from configuration (features/settings/site-settings.server.ts).
export type SiteSettings = {
  agencyName: string;
  email: string;
  phones: string[];
  address: string;
  social: { facebook: string; youtube: string; instagram: string };
  siteUrl: string;
};
