// How the listing form tells the server which photos to keep and in what order. Each kept
// photo posts one `image` field, in display order (the first is the cover):
//   'saved:12' a photo of the listing being edited,
//   'draft:34' a photo uploaded with an earlier post of this form (kept after an error),
//   'new:0'    the first file of this post's `photos` input, 'new:1' the second…
// A new file no `image` field names (a post made without JavaScript) goes after the others.
// Safe on client and server.

export type AttachedImage = {
  kind: 'saved' | 'draft';
  id: number;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
};

export type ImageRef = { kind: 'saved' | 'draft' | 'new'; id: number };

export const IMAGE_FIELD = 'image';
export const PHOTOS_FIELD = 'photos';
/** Without JavaScript: a kept photo's checkbox to drop it, and the radio that makes one the cover. */
export const REMOVE_IMAGE_FIELD = 'removeImage';
export const COVER_IMAGE_FIELD = 'coverImage';

const REF_PATTERN = /^(saved|draft|new):(\d{1,9})$/;

export function formatImageRef(ref: ImageRef): string {
  return `${ref.kind}:${ref.id}`;
}

export function parseImageRef(value: unknown): ImageRef | null {
  if (typeof value !== 'string') return null;
  const match = REF_PATTERN.exec(value.trim());
  if (!match) return null;
  return { kind: match[1] as ImageRef['kind'], id: Number(match[2]) };
}

/**
 * The photos to keep, in order, with new files (by their index in this post) replaced by the
 * draft ids they were saved as. Unknown, repeated and removed refs are dropped; new files no
 * ref names follow in the order they were sent; `cover` (when kept) moves to the front.
 */
export function resolveImageOrder(input: {
  refs: readonly unknown[];
  newDraftIds: readonly number[];
  removed?: readonly unknown[];
  cover?: unknown;
}): { kind: 'saved' | 'draft'; id: number }[] {
  const removed = new Set(
    (input.removed ?? []).flatMap((value) => {
      const ref = parseImageRef(value);
      return ref && ref.kind !== 'new' ? [formatImageRef(ref)] : [];
    }),
  );
  const order: { kind: 'saved' | 'draft'; id: number }[] = [];
  const seen = new Set<string>();
  const usedNew = new Set<number>();
  const push = (ref: { kind: 'saved' | 'draft'; id: number }) => {
    const key = formatImageRef(ref);
    if (seen.has(key) || removed.has(key)) return;
    seen.add(key);
    order.push(ref);
  };
  for (const value of input.refs) {
    const ref = parseImageRef(value);
    if (!ref) continue;
    if (ref.kind === 'new') {
      const draftId = input.newDraftIds[ref.id];
      if (draftId === undefined || usedNew.has(ref.id)) continue;
      usedNew.add(ref.id);
      push({ kind: 'draft', id: draftId });
    } else {
      push({ kind: ref.kind, id: ref.id });
    }
  }
  input.newDraftIds.forEach((id, index) => {
    if (!usedNew.has(index)) push({ kind: 'draft', id });
  });
  const cover = parseImageRef(input.cover);
  if (cover && cover.kind !== 'new') {
    const at = order.findIndex((ref) => ref.kind === cover.kind && ref.id === cover.id);
    if (at > 0) order.unshift(...order.splice(at, 1));
  }
  return order;
}
