import { expect, test } from 'vitest';
import { slidesPerView } from './carousel-options.ts';

test('the testimonials show 3 slides from 992 px, 2 from 576 px and 1 below', () => {
  expect(slidesPerView(1280)).toBe(3);
  expect(slidesPerView(992)).toBe(3);
  expect(slidesPerView(991)).toBe(2);
  expect(slidesPerView(576)).toBe(2);
  expect(slidesPerView(575)).toBe(1);
  expect(slidesPerView(360)).toBe(1);
});
