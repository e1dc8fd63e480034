// Why an upload was refused. Safe on client and server: routes map the code to a message.

export type UploadErrorCode =
  'too-large' | 'too-many' | 'not-an-image' | 'too-many-pixels' | 'empty' | 'malformed';

export class UploadError extends Error {
  override name = 'UploadError';
  readonly code: UploadErrorCode;
  /** The file's name as the browser sent it, when the refusal is about one file. */
  readonly fileName: string | undefined;
  /** Position (0-based) of the refused image among those of the request or call. */
  index: number | undefined;

  constructor(
    code: UploadErrorCode,
    message: string,
    options: { fileName?: string; index?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.fileName = options.fileName;
    this.index = options.index;
  }

  /** The HTTP status that suits the refusal: 413 for size, 400 for the rest. */
  get status(): number {
    return this.code === 'too-large' ? 413 : 400;
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}
