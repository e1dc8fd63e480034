import crypto from 'node:crypto';

// A visit request's reference ('NV-7K3Q9P'): short enough to read out over the phone, from an
// alphabet without look-alikes (no 0/O, 1/I), random so one reference says nothing about the
// next. Server only (node:crypto).

const REFERENCE_PREFIX = 'NV-';
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 6;

const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`,
);

export function generateReference(randomInt: (max: number) => number = crypto.randomInt): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX}${code}`;
}

/**
 * A reference as someone typed it ('nv 7k3q9p', 'NV-7K3Q9P ', '7K3Q9P') in its stored form,
 * or null when it cannot be one. The look-alikes people type for the missing letters (O for
 * 0 and so on) are not guessed: a wrong reference simply matches nothing.
 */
export function normaliseReference(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s\-_.]/g, '');
  const code =
    compact.startsWith('NV') && compact.length === REFERENCE_LENGTH + 2
      ? compact.slice(2)
      : compact;
  const reference = `${REFERENCE_PREFIX}${code}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}
