// Why an upload was refused. Safe on client and server: routes map the code to a message.

export type UploadErrorCode =
  | 'too-large'
  | 'too-many'
  | 'not-an-image'
  | 'too-many-pixels'
  | 'empty'
  | 'malformed'
  /** The disk (the temporary folder or the photo store) has no room: nobody's fault, try later. */
  | 'storage-full';

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

  /** The HTTP status that suits the refusal: see uploadErrorStatus. */
  get status(): number {
    return uploadErrorStatus(this.code);
  }
}

/** The HTTP status that suits a refused upload: 413 for size, 507 for a full disk, 400 for the rest. */
export function uploadErrorStatus(code: UploadErrorCode): number {
  if (code === 'storage-full') return 507;
  return code === 'too-large' ? 413 : 400;
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}

/** Error codes of a file system (or its quota) with no room left. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * An error that says the disk is full, as an UploadError('storage-full') (its cause kept for the
 * log); any other error as it was.
 */
export function asStorageFull(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !FULL_CODES.has(code)) return error;
  return new UploadError('storage-full', 'There is no room left to store the upload', {
    cause: error,
  });
}
