import sharp from 'sharp';
import { getLogger } from '../../../lib/logger.server.ts';
import {
  deleteImageVariants,
  MAX_INPUT_PIXELS,
  storeImageVariants,
} from '../../media/image-processing.server.ts';
import { IMAGE_WIDTHS } from '../../media/images.ts';
import type { MediaStorage } from '../../media/storage.server.ts';
import type { KindDef } from './kinds/define-kind.ts';

// A content kind's image: every stored copy has the kind's one shape, so the pages' fixed sizes
// and srcsets hold: blog images 1280 × 853 (BLOG_IMAGE), people square at 800 (shown at 400 and
// less).

const SIZES = { landscape: [1280, 853], square: [800, 800] } as const;

/** Shapes and stores an uploaded image with every variant; answers its media key. */
export async function storeContentImage(
  storage: MediaStorage,
  image: NonNullable<KindDef['image']>,
  input: Buffer,
): Promise<string> {
  const [width, height] = SIZES[image.shape];
  const shaped = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width, height, fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
  return (await storeImageVariants(storage, shaped, image.folder)).storageKey;
}

/** Removes an image's files; a failure is logged, never the user's problem. */
export async function removeContentImage(storage: MediaStorage, key: string): Promise<void> {
  await deleteImageVariants(storage, key, IMAGE_WIDTHS).catch((error: unknown) => {
    getLogger().warn({ err: error, storageKey: key }, 'could not remove a replaced content image');
  });
}
