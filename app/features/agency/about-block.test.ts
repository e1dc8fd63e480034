import { expect, test } from 'vitest';
import { emphasisHref } from './about-block.ts';
import { parseAboutBlock } from './about-block.server.ts';

test('Buy a Property searches sales, Rent a Property rentals, Sell a Property lists one', () => {
  expect(emphasisHref('Buy a Property', 0)).toBe('/shop?listing=sell');
  expect(emphasisHref('Rent a Property', 1)).toBe('/shop?listing=rent');
  expect(emphasisHref('Sell a Property', 2)).toBe('/add-listing');
});

test('a reworded emphasis title keeps the link of its place', () => {
  expect(emphasisHref('Find your home', 0)).toBe('/shop?listing=sell');
  expect(emphasisHref('Let us find tenants', 2)).toBe('/add-listing');
});

test('the about block is read when complete and ignored when malformed', () => {
  const block = {
    heading: 'About',
    paragraphs: ['One'],
    emphasis: [{ title: 'Buy a Property', text: 'Text' }],
    whyChooseUs: [],
  };
  expect(parseAboutBlock(block)).toEqual(block);
  expect(parseAboutBlock({ heading: 'About' })).toBeNull();
  expect(parseAboutBlock(null)).toBeNull();
});
