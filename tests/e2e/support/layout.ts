import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls the page so `target`'s bottom edge sits just above the screen's bottom edge, where a
 * phone's thumb presses a form's button after filling it in.
 */
export async function scrollToThumb(target: Locator) {
  await target.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 16));
  });
}

/** `message` is on screen and covers none of `covered` (their boxes do not intersect). */
export async function expectCoversNone(message: Locator, covered: Locator[]) {
  await expect(message).toBeInViewport({ ratio: 1 });
  const a = (await message.boundingBox())!;
  for (const target of covered) {
    const b = (await target.boundingBox())!;
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `the message covers ${target.toString()}`).toBe(false);
  }
}
