import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_INPUT_PIXELS,
  inspectImage,
  storageFullOr,
} from './image-processing.server.ts';
import { IMAGE_SNIFF_BYTES, detectImageType, type ImageType } from './image-type.ts';
import { cleanText } from '../../lib/forms.ts';
import { isUploadError, UploadError } from './upload-error.ts';
import {
  multipartBoundary,
  parseMultipartStream,
  drain,
  malformed,
  type PartSink,
} from './multipart-stream.server.ts';

export { UploadError, isUploadError } from './upload-error.ts';

// Reads a multipart/form-data request body as it streams in, keeping text fields and the
// image files of one field, and refusing as soon as a limit is passed: the rest of the body
// is never read. Image files go to a private temporary folder as they arrive (never whole in
// memory: 20 photos of 10 MB each would be 200 MB a post); the caller disposes of them. No
// package of ours parses multipart streams, so this is a small parser of RFC 7578 bodies as
// browsers send them (see the report on the upload issue): the stream reader is
// multipart-stream.server.ts; this module is the sink that keeps fields and image files.

export type ReadMultipartImagesOptions = {
  /** The name of the file input the images come from; files of other fields are skipped. */
  fieldName: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The whole body; default: maxFiles × maxFileBytes plus 1 MiB for the other fields. */
  maxTotalBytes?: number;
  /** Fewer images than this (default 0) is refused with 'empty'. */
  minFiles?: number;
  /** Each text field; default 64 KiB. */
  maxFieldBytes?: number;
  /** Text fields in all; default 200. */
  maxFields?: number;
  /** Width × height of each image; default MAX_INPUT_PIXELS. */
  maxPixels?: number;
  /** Where the post's folder of files is made; default UPLOAD_TEMP_ROOT. */
  tempRoot?: string;
};

type UploadedImage = {
  /** The name the browser gave, for messages only: it decides nothing (nor any file's name). */
  fileName: string;
  type: ImageType;
  width: number;
  height: number;
  /** The bytes as received, in a temporary file named by us; gone after `dispose()`. */
  path: string;
};

export type MultipartImages = {
  /** The text fields, in order (parse them with the form's zod schema). */
  fields: FormData;
  images: UploadedImage[];
  /** Removes the temporary files; call it once the images are stored or refused. */
  dispose(): Promise<void>;
};

/** Where uploads wait while a post is read: a folder of their own in the system's temp dir. */
export const UPLOAD_TEMP_ROOT = path.join(os.tmpdir(), 'nivasa-uploads');

/** A folder for one post's files, readable by this process's user only. */
async function makeTempFolder(root: string): Promise<string> {
  await fs.mkdir(root, { recursive: true, mode: 0o700 });
  return fs.mkdtemp(path.join(root, 'post-'));
}

/**
 * Removes post folders older than `olderThanMs` under `root`: what a killed process left
 * behind (a live post's folder goes when the post ends, and no request outlives
 * HTTP_REQUEST_TIMEOUT_MS). Returns how many it removed.
 */
export async function pruneStaleUploadFolders(
  olderThanMs: number,
  root: string = UPLOAD_TEMP_ROOT,
  now: number = Date.now(),
): Promise<number> {
  const names = await fs.readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('post-')) continue;
    const folder = path.join(root, name);
    const stat = await fs.lstat(folder).catch(() => null);
    if (!stat?.isDirectory() || now - stat.mtimeMs < olderThanMs) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Reads a file of a post back whole (for the small single images of the profile and content forms). */
export function readUploadedImage(image: UploadedImage): Promise<Buffer> {
  return fs.readFile(image.path);
}

type CurrentPart =
  | { kind: 'field'; name: string; chunks: Buffer[]; bytes: number }
  | {
      kind: 'image';
      fileName: string;
      /** The first bytes, kept until the type is known; then everything goes to the file. */
      head: Buffer[];
      file: fs.FileHandle | null;
      path: string;
      bytes: number;
      type: ImageType | null;
      counted: boolean;
    }
  | { kind: 'skip' };

/**
 * Streams a multipart/form-data request: the image files of `fieldName` (each checked by
 * its bytes, never by its name or declared type, and by its header's pixel count) and the
 * text fields. Refuses with an UploadError as soon as a limit is passed, before reading
 * further: a Content-Length over the total, a file over `maxFileBytes`, one file too many,
 * a file whose first bytes are not an accepted image. An empty file input (no file chosen)
 * is skipped; a named file of zero bytes is refused ('empty').
 */
export async function readMultipartImages(
  request: Request,
  options: ReadMultipartImagesOptions,
): Promise<MultipartImages> {
  const {
    fieldName,
    maxFiles,
    maxFileBytes,
    minFiles = 0,
    maxFieldBytes = 64 * 1024,
    maxFields = 200,
    maxPixels = MAX_INPUT_PIXELS,
    tempRoot = UPLOAD_TEMP_ROOT,
  } = options;
  const maxTotalBytes = options.maxTotalBytes ?? maxFiles * maxFileBytes + 1024 * 1024;

  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary) throw malformed('The request is not multipart/form-data');
  const declaredLength = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declaredLength) && declaredLength > maxTotalBytes) {
    await request.body?.cancel().catch(() => {});
    throw new UploadError('too-large', `The upload is larger than ${maxTotalBytes} bytes`);
  }
  if (!request.body) throw malformed('The request has no body');

  const fields = new FormData();
  const images: UploadedImage[] = [];
  let fieldCount = 0;
  let imageCount = 0;
  let totalBytes = 0;
  let current: CurrentPart = { kind: 'skip' };
  let folder: string | null = null;
  const openFiles = new Set<fs.FileHandle>();
  const dispose = async () => {
    await Promise.all([...openFiles].map((file) => file.close().catch(() => {})));
    openFiles.clear();
    if (folder) await fs.rm(folder, { recursive: true, force: true }).catch(() => {});
    folder = null;
  };

  type ImagePart = Extract<CurrentPart, { kind: 'image' }>;
  const checkType = (part: ImagePart) => {
    const head = part.head.length === 1 ? part.head[0]! : Buffer.concat(part.head);
    part.type = detectImageType(head.subarray(0, IMAGE_SNIFF_BYTES));
    if (!part.type || !ACCEPTED_IMAGE_TYPES.includes(part.type)) {
      throw new UploadError('not-an-image', 'The file is not a JPEG, PNG or WebP image', {
        fileName: part.fileName,
        index: imageCount - 1,
      });
    }
  };

  /** Appends to the part's temporary file, made on its first bytes (its name is ours: `1.img`…). */
  const writeToFile = async (part: ImagePart, bytes: Buffer) => {
    try {
      if (!part.file) {
        folder ??= await makeTempFolder(tempRoot);
        part.path = path.join(folder, `${imageCount}.img`);
        part.file = await fs.open(part.path, 'wx', 0o600);
        openFiles.add(part.file);
      }
      await part.file.write(bytes);
    } catch (error) {
      // A full disk is the site's trouble, not the file's: the person is asked to try later.
      throw storageFullOr(error, 'the upload folder');
    }
  };

  const sink: PartSink = {
    start({ name, fileName }) {
      // The image field holds files only; some clients (undici's FormData) leave out the
      // empty filename of an empty file.
      if (name === fieldName) {
        current = {
          kind: 'image',
          fileName: fileName ?? '',
          head: [],
          file: null,
          path: '',
          bytes: 0,
          type: null,
          counted: false,
        };
      } else if (fileName === null) {
        fieldCount += 1;
        if (fieldCount > maxFields)
          throw new UploadError('too-large', 'The form has too many fields');
        current = { kind: 'field', name, chunks: [], bytes: 0 };
      } else {
        current = { kind: 'skip' };
      }
    },
    async data(bytes) {
      const part = current;
      if (part.kind === 'field') {
        part.bytes += bytes.length;
        if (part.bytes > maxFieldBytes) {
          throw new UploadError('too-large', `The field ${part.name} is too long`);
        }
        part.chunks.push(bytes);
      } else if (part.kind === 'image') {
        if (!part.counted) {
          part.counted = true;
          imageCount += 1;
          if (imageCount > maxFiles) {
            throw new UploadError(
              'too-many',
              `At most ${maxFiles} images can be uploaded at once`,
              {
                fileName: part.fileName,
                index: imageCount - 1,
              },
            );
          }
        }
        part.bytes += bytes.length;
        if (part.bytes > maxFileBytes) {
          throw new UploadError('too-large', `An image may be at most ${maxFileBytes} bytes`, {
            fileName: part.fileName,
            index: imageCount - 1,
          });
        }
        if (part.type === null) {
          part.head.push(Buffer.from(bytes));
          if (part.bytes < IMAGE_SNIFF_BYTES) return;
          checkType(part);
          await writeToFile(part, Buffer.concat(part.head));
          part.head = [];
        } else {
          await writeToFile(part, bytes);
        }
      }
    },
    async end() {
      const part = current;
      current = { kind: 'skip' };
      if (part.kind === 'field') {
        fields.append(part.name, cleanText(Buffer.concat(part.chunks).toString('utf8')));
      } else if (part.kind === 'image') {
        if (part.bytes === 0) {
          // A file input left empty still sends a part, with an empty file name.
          if (part.fileName === '') return;
          throw new UploadError('empty', 'The file is empty', {
            fileName: part.fileName,
            index: imageCount,
          });
        }
        if (part.type === null) {
          checkType(part);
          await writeToFile(part, Buffer.concat(part.head));
          part.head = [];
        }
        if (part.file) {
          await part.file.close();
          openFiles.delete(part.file);
          part.file = null;
        }
        const info = await inspectImage(part.path, { maxPixels, fileName: part.fileName }).catch(
          (error: unknown) => {
            if (error instanceof UploadError) error.index ??= imageCount - 1;
            throw error;
          },
        );
        images.push({ fileName: part.fileName, ...info, path: part.path });
      }
    },
  };

  const reader = request.body.getReader();
  try {
    await parseMultipartStream(reader, boundary, sink, (bytes) => {
      totalBytes += bytes;
      if (totalBytes > maxTotalBytes) {
        throw new UploadError('too-large', `The upload is larger than ${maxTotalBytes} bytes`);
      }
    });
  } catch (error) {
    if (
      isUploadError(error) &&
      ['not-an-image', 'empty', 'too-many-pixels', 'storage-full'].includes(error.code)
    ) {
      // A refused file within the size limits (or a full disk): read (and discard) the rest of
      // the body, so the browser receives the error page with the field's message instead of a
      // reset connection.
      await drain(reader, maxTotalBytes - totalBytes);
    } else {
      // Too large or too many: stop pulling the body, so whatever the client still sends is never read.
      // NOTE: behind Express this destroys the request's socket (@react-router/node's stream
      // pump destroys its source on cancel), so a browser still sending may see a reset rather
      // than the error page: forms also check file sizes before they submit.
      await reader.cancel().catch(() => {});
    }
    await dispose();
    throw error;
  } finally {
    reader.releaseLock();
  }
  if (images.length < minFiles) {
    await dispose();
    throw new UploadError(
      'empty',
      minFiles === 1 ? 'Choose at least one image' : `Choose at least ${minFiles} images`,
    );
  }
  return { fields, images, dispose };
}
