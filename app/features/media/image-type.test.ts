import { expect, test } from 'vitest';
import { detectImageType } from './image-type.ts';

function bytes(...parts: (string | number[])[]): Uint8Array {
  return Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
}

function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), 'rest of file');
}

test('JPEG, PNG and WebP are recognised by their first bytes', () => {
  expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
  expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
  expect(detectImageType(bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
});

test('HEIC is recognised by its ftyp brands, and AVIF (which also says mif1) is not HEIC', () => {
  expect(detectImageType(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
  expect(detectImageType(ftyp('mif1', 'heix'))).toBe('heic');
  expect(detectImageType(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
  expect(detectImageType(ftyp('mif1', 'avif'))).toBeNull();
  expect(detectImageType(ftyp('isom', 'mp41'))).toBeNull();
});

test('text, GIF, SVG, truncated headers and empty files are not images', () => {
  expect(detectImageType(bytes('hello, this is not a photo'))).toBeNull();
  expect(detectImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
  expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
  expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
  expect(detectImageType(new Uint8Array())).toBeNull();
});
