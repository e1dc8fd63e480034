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

/**
 * A failure thrown inside a transaction so that it rolls back; `catchRefusal` turns it back into
 * the Result the caller returns. Only for failures the user is shown: bugs stay errors.
 */
class Refusal extends Error {
  override name = 'Refusal';
  readonly failure: Failure<string>;
  constructor(failure: Failure<string>) {
    super(`Refused: ${failure.reason}`);
    this.failure = failure;
  }
}

/** Stops the work in hand with `fail(reason, extra)`; see `catchRefusal`. */
export function refuse<R extends string>(reason: R, extra?: object): never {
  throw new Refusal(fail(reason, extra ?? {}));
}

/**
 * Runs `run` (usually a transaction) and answers its value as `ok`, or the failure a `refuse`
 * inside it threw. `F` names the failures `run` may refuse with.
 */
export async function catchRefusal<F extends Failure<string>, T>(
  run: () => Promise<T>,
): Promise<Ok<T> | F> {
  try {
    return ok(await run());
  } catch (error) {
    if (error instanceof Refusal) return error.failure as F;
    throw error;
  }
}

/**
 * What a form's action decided, for the route to answer: the answer the form shows, and on
 * failure the reason the route maps to an HTTP status (with the seconds a rate limit asks to
 * wait). Features never choose statuses; `answerForm` in http.ts turns this into a response.
 */
export type FormOutcome<Answer, Reason extends string> =
  | { ok: true; answer: Answer; headers?: HeadersInit }
  | { ok: false; reason: Reason; answer: Answer; retryAfter?: number };
