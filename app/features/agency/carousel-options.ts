// The testimonials carousel's numbers (spec §9), kept apart from the component so they are
// tested and shared with the end-to-end check of how many slides a width shows.

/** Slides in view from a minimum viewport width up, widest first (spec §9: 3 / 2 / 1). */
const TESTIMONIAL_BREAKPOINTS = [
  { minWidth: 992, slides: 3 },
  { minWidth: 576, slides: 2 },
] as const;

export const TESTIMONIAL_AUTOPLAY_MS = 2000;

/** The spec's slide transition: the carousel's move takes exactly this long (snap-carousel.ts). */
export const TESTIMONIAL_TRANSITION_MS = 500;

/** How many testimonials a viewport of `width` CSS pixels shows at once. */
export function slidesPerView(width: number): number {
  return TESTIMONIAL_BREAKPOINTS.find((bp) => width >= bp.minWidth)?.slides ?? 1;
}
