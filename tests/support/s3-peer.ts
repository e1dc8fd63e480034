import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// An S3 protocol peer on loopback for tests: s3rver (a small S3 server keeping objects in a
// folder), silent, path-style, with one bucket made at start. Used by the integration tests of
// the S3 media storage and by the cluster harness, which runs it under plain `node` (type
// stripping): so nothing here but erasable TypeScript.
//
// What s3rver checks, and what it does not (3.7.1):
// - the access key id: only S3RVER (secret S3RVER) exists; another id is refused with
//   403 InvalidAccessKeyId;
// - a signed request must carry x-amz-content-sha256 (a hash, or UNSIGNED-PAYLOAD) and an
//   x-amz-date within 15 minutes of its clock;
// - it does NOT verify Signature Version 4 signatures (nor the payload hash): a wrong secret is
//   accepted, and so is a request with no Authorization at all. Signatures are checked by the
//   fake S3 of app/features/media/s3-storage.server.test.ts.

export type S3PeerOptions = {
  /** Default 0: any free port. */
  port?: number;
  /** Where the objects are kept; default: a fresh temporary folder, removed by close(). */
  directory?: string;
  /** Default `nivasa-media`. */
  bucket?: string;
};

export type S3Peer = {
  /** `http://127.0.0.1:<port>` (use path-style addressing: S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  directory: string;
  /** Stops the server; removes the folder when it was a temporary one. */
  close(): Promise<void>;
};

/** The part of s3rver's API used here (it ships no types). */
type StoreWrite = (...args: unknown[]) => Promise<unknown>;
type S3rverInstance = {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  /** Its FilesystemStore. */
  store: Record<string, StoreWrite | undefined>;
};
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
  /** Off: every Host that is not an IP or localhost would otherwise be read as a bucket name. */
  vhostBuckets: boolean;
}) => S3rverInstance;

const requireCommonJs = createRequire(import.meta.url);

/** The only credentials s3rver knows (its built-in account). */
const S3RVER_KEY = 'S3RVER';

/**
 * s3rver's FilesystemStore keeps `a/b/c.webp` in a folder `a/b`, and removes the folders a
 * delete leaves empty without guarding against another put or delete in them at the same time:
 * deleting an image's variants at once (deleteImageVariants) fails now and then with
 * 500 InternalError (ENOENT). S3 has no folders and no such failure, so the peer takes the
 * store's writes one at a time (reads still run side by side).
 */
function oneWriteAtATime(store: S3rverInstance['store']): void {
  let last: Promise<unknown> = Promise.resolve();
  for (const name of ['putObject', 'copyObject', 'deleteObject', 'putObjectMultipart']) {
    const write = store[name];
    if (typeof write !== 'function') throw new Error(`s3rver's store has no ${name}`);
    store[name] = (...args: unknown[]) => {
      const done = last.then(() => write.apply(store, args));
      last = done.catch(() => undefined);
      return done;
    };
  }
}

export async function startS3Peer(options: S3PeerOptions = {}): Promise<S3Peer> {
  const bucket = options.bucket ?? 'nivasa-media';
  const temporary = options.directory === undefined;
  const directory =
    options.directory ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-s3-peer-')));
  await fs.mkdir(directory, { recursive: true });

  const S3rver = requireCommonJs('s3rver') as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
  });
  oneWriteAtATime(server.store);
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    if (temporary) await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }

  let closed: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    region: 'us-east-1',
    directory,
    close() {
      closed ??= (async () => {
        await server.close();
        if (temporary) await fs.rm(directory, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
