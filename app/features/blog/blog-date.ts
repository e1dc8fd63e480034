// Spec §9: blog dates read day-month-year ('14-08-2026'). Safe on client and server.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A blog's publication date ('2026-08-14', as the date column gives it) as '14-08-2026'.
 * Read from the text, never through Date, so no time zone can move it to another day.
 * Anything that is not such a date is shown as it came.
 */
export function formatBlogDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}
