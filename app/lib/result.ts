// The one convention for an operation that can fail in ways the caller shows to the user: it
// returns a Result, never throws for them (throwing is for bugs and HTTP errors, see http.ts).
// `reason` names the failure in words the caller switches on; extra fields ride along.

export type Ok<T = undefined> = { ok: true; value: T };
export type Failure<R extends string, Extra extends object = object> = {
  ok: false;
  reason: R;
} & Extra;
export type Result<T, R extends string, Extra extends object = object> = Ok<T> | Failure<R, Extra>;

export function ok(): Ok;
export function ok<T>(value: T): Ok<T>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

export function fail<R extends string>(reason: R): Failure<R>;
export function fail<R extends string, Extra extends object>(
  reason: R,
  extra: Extra,
): Failure<R, Extra>;
export function fail<R extends string, Extra extends object>(reason: R, extra?: Extra) {
  return { ok: false as const, reason, ...extra };
}
