/**
 * A redirect target is accepted only when it is a path on this site: it starts with one '/'
 * (not '//', which browsers read as another host) and has no backslash or control characters.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
