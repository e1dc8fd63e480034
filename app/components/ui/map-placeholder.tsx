// What stands in a map's box until its tiles come, and the brand pin beside words: markup only,
// apart from leaflet-map.tsx, so a page can show the box before it loads the map's script (the
// details page loads it when the map comes near the screen, listing-map.tsx).

/** The brand pin's outline (a 32 × 44 box, its point at the bottom middle). */
export const PIN_PATH =
  'M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1Z';

/** The brand pin as an image beside words (the same shape as the map's markers). */
export function PinGlyph({
  className,
  fill = 'currentColor',
}: {
  className: string;
  fill?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 44" className={className}>
      <path fill={fill} d={PIN_PATH} />
      <circle cx="16" cy="16" r="6" fill="#fff" />
    </svg>
  );
}

/**
 * What a page's map shows until its tiles come: the pin over a soft background and a line of
 * text; without JavaScript, `noscriptFrame` (OpenStreetMap's embed page of the same place).
 */
export function MapPlaceholder({
  text,
  noscriptFrame,
}: {
  text: string;
  noscriptFrame?: { title: string; src: string } | null;
}) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[radial-gradient(circle_at_center,var(--color-brand-50),var(--color-slate-100))] text-slate-700">
      <PinGlyph className="h-11 w-8" fill="#0b5d4b" />
      <p className="px-4 text-center text-sm">{text}</p>
      {noscriptFrame ? (
        <noscript>
          <iframe
            title={noscriptFrame.title}
            src={noscriptFrame.src}
            loading="lazy"
            className="absolute inset-0 size-full border-0 bg-slate-100"
          />
        </noscript>
      ) : null}
    </div>
  );
}
