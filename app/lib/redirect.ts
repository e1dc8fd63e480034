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

/** Query parameters that can carry a secret: never echoed into a page, a form or its data. */
const SECRET_PARAM = /pass|pwd|otp|code|token|secret|session/i;

/**
 * This page's path and query for links and forms that come back to it (the language menu),
 * without any parameter that can carry a secret: `/login?phone=…&password=…` gives
 * `/login?phone=…`. A `.data` suffix (React Router's data requests) is dropped.
 */
export function currentPathOf(url: URL): string {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (!SECRET_PARAM.test(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return url.pathname.replace(/\.data$/, '') + (query ? `?${query}` : '');
}
