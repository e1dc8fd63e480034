import { expect, test } from 'vitest';
import { mailtoHref, telHref, whatsAppHref } from './contact-links.ts';

test('phone links dial in international form whatever way the number is written', () => {
  expect(telHref('9000000021')).toBe('tel:+919000000021');
  expect(telHref('0863 223 4567')).toBe('tel:+918632234567');
  expect(telHref('+91 98480 12345')).toBe('tel:+919848012345');
  expect(telHref('91 98480 12345')).toBe('tel:+919848012345');
  expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  expect(telHref('100')).toBe('tel:100');
});

test('mail links carry the address as written', () => {
  expect(mailtoHref(' guntur@nivasa.example ')).toBe('mailto:guntur@nivasa.example');
});

test('a WhatsApp chat opens with the number in international form and the text typed', () => {
  expect(whatsAppHref('+91 98480 12345', 'Hello: Villa #4')).toBe(
    'https://wa.me/919848012345?text=Hello%3A%20Villa%20%234',
  );
  expect(whatsAppHref('9848012345', 'Hi')).toBe('https://wa.me/919848012345?text=Hi');
  expect(whatsAppHref('', 'Hi')).toBeNull();
  expect(whatsAppHref('+1 415 555 0134', 'Hi')).toBe('https://wa.me/14155550134?text=Hi');
});
