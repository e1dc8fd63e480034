// The testimonials carousel's numbers (spec §9), kept apart from the component so they are
// tested and shared with the end-to-end check of how many slides a width shows.

/** Slides in view from a minimum viewport width up, widest first (spec §9: 3 / 2 / 1). */
const TESTIMONIAL_BREAKPOINTS = [
  { minWidth: 992, slides: 3 },
  { minWidth: 576, slides: 2 },
] as const;

export const TESTIMONIAL_AUTOPLAY_MS = 2000;

/** The spec's slide transition; Embla takes a unitless `duration` instead (see below). */
export const TESTIMONIAL_TRANSITION_MS = 500;

/**
 * Embla's `duration` for the transition: ~20 settles a move within a pixel in about 580 ms
 * with no overshoot, the nearest to 500 ms Embla's spring allows without bouncing
 * (carousel-options.test.ts checks it with `emblaSettleMs`).
 */
export const TESTIMONIAL_EMBLA_DURATION = 20;

/** How many testimonials a viewport of `width` CSS pixels shows at once. */
export function slidesPerView(width: number): number {
  return TESTIMONIAL_BREAKPOINTS.find((bp) => width >= bp.minWidth)?.slides ?? 1;
}

// Embla 8's scroll body (embla-carousel ScrollBody.seek): each 1/60 s step adds
// displacement / duration to the velocity, then multiplies it by a fixed friction.
const EMBLA_FRICTION = 0.68;
const EMBLA_STEP_MS = 1000 / 60;

/**
 * How long Embla takes, in milliseconds, to bring a move of `distance` pixels to rest within
 * `tolerance` pixels for a given `duration` option: the bridge from Embla's unit to the spec's.
 */
export function emblaSettleMs(duration: number, distance = 400, tolerance = 1): number {
  let location = 0;
  let velocity = 0;
  for (let step = 1; step <= 10_000; step += 1) {
    velocity = (velocity + (distance - location) / duration) * EMBLA_FRICTION;
    location += velocity;
    if (Math.abs(distance - location) <= tolerance && Math.abs(velocity) <= tolerance) {
      return Math.round(step * EMBLA_STEP_MS);
    }
  }
  return Number.POSITIVE_INFINITY;
}
