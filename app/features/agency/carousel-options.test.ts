import { expect, test } from 'vitest';
import {
  TESTIMONIAL_EMBLA_DURATION,
  TESTIMONIAL_TRANSITION_MS,
  emblaSettleMs,
  slidesPerView,
} from './carousel-options.ts';

test('the testimonials show 3 slides from 992 px, 2 from 576 px and 1 below', () => {
  expect(slidesPerView(1280)).toBe(3);
  expect(slidesPerView(992)).toBe(3);
  expect(slidesPerView(991)).toBe(2);
  expect(slidesPerView(576)).toBe(2);
  expect(slidesPerView(575)).toBe(1);
  expect(slidesPerView(360)).toBe(1);
});

test('the Embla duration gives a transition of about 500 ms', () => {
  const settle = emblaSettleMs(TESTIMONIAL_EMBLA_DURATION);
  expect(Math.abs(settle - TESTIMONIAL_TRANSITION_MS)).toBeLessThanOrEqual(100);
  // Slide widths differ by screen; the time hardly does.
  expect(Math.abs(emblaSettleMs(TESTIMONIAL_EMBLA_DURATION, 1200) - settle)).toBeLessThan(150);
});

test('Embla’s default duration of 25 would take far longer than the spec’s 500 ms', () => {
  expect(emblaSettleMs(25)).toBeGreaterThan(800);
});
