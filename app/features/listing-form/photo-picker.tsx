import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { mediaUrl, pickWidth } from '../media/images.ts';
import type { Translate } from '../../i18n/translate.ts';
import { IMAGE_ACCEPT, MEGABYTE, type PhotoLimits } from '../media/upload-limits.ts';
import {
  describedControl,
  FieldError,
  fieldHintId,
  FieldLabel,
} from '../../components/ui/field.tsx';
import { BOLD } from '../../components/ui/field-controls.tsx';
import { fieldId } from './form-controls.tsx';
import {
  COVER_IMAGE_FIELD,
  formatImageRef,
  IMAGE_FIELD,
  PHOTOS_FIELD,
  REMOVE_IMAGE_FIELD,
  type AttachedImage,
} from './photo-order.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { type ListingFormMessageKey } from './listing-fields.ts';

// 2 Media: the photo input and the photos the listing will have, in order (the first is the
// cover). With JavaScript, chosen files join the list at once (previews) and the input is
// kept holding exactly the new files, in list order, so one post carries them and their
// places ('new:0'…). Without JavaScript the input posts what was chosen, and photos already
// attached get a cover radio and a remove checkbox instead of buttons.

export type PhotoItem =
  | { key: string; kind: 'saved' | 'draft'; image: AttachedImage }
  | { key: string; kind: 'new'; file: File; url: string };

const ACCEPTED_TYPES = IMAGE_ACCEPT.split(',');
const INPUT_ID = fieldId('images');

export function attachedItems(images: readonly AttachedImage[]): PhotoItem[] {
  return images.map((image) => ({ key: formatImageRef(image), kind: image.kind, image }));
}

let newKey = 0;

/** The catalogue with the photo limits filled in ('You can add at most {maxFiles} photos'). */
export function useLimitsT(limits: PhotoLimits): Translate {
  const t = useT();
  return (key, params) => t(key, { ...limits, ...params });
}

/**
 * Which of the chosen files may join the list, and the message for the first refused one:
 * a photo must be JPEG, PNG or WebP (when the browser tells), at most maxFileMb each, at most
 * maxFiles in all.
 */
function admitFiles(
  files: readonly File[],
  current: number,
  limits: PhotoLimits,
): { admitted: File[]; problem: ListingFormMessageKey | null } {
  const admitted: File[] = [];
  let problem: ListingFormMessageKey | null = null;
  for (const file of files) {
    if (file.type !== '' && !ACCEPTED_TYPES.includes(file.type)) {
      problem ??= 'listingForm.error.imageType';
    } else if (file.size > limits.maxFileMb * MEGABYTE) {
      problem ??= 'listingForm.error.imageTooLarge';
    } else if (file.size === 0) {
      problem ??= 'listingForm.error.imageEmpty';
    } else if (current + admitted.length >= limits.maxFiles) {
      problem ??= 'listingForm.error.tooManyImages';
    } else {
      admitted.push(file);
    }
  }
  return { admitted, problem };
}

/** Puts exactly the list's new files, in list order, into the file input. */
function syncInput(input: HTMLInputElement | null, photos: readonly PhotoItem[]) {
  if (!input || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  for (const photo of photos) if (photo.kind === 'new') transfer.items.add(photo.file);
  input.files = transfer.files;
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / MEGABYTE).toFixed(bytes < MEGABYTE ? 2 : 1)} MB`;
}

function SmallIcon({ path }: { path: string }) {
  return <Icon d={path} className="size-4 shrink-0" />;
}

const ICONS = {
  up: 'M10 4.5a1 1 0 0 1 .7.3l4.5 4.5a1 1 0 1 1-1.4 1.4L11 7.9V15a1 1 0 1 1-2 0V7.9l-2.8 2.8a1 1 0 1 1-1.4-1.4l4.5-4.5a1 1 0 0 1 .7-.3Z',
  down: 'M10 15.5a1 1 0 0 1-.7-.3l-4.5-4.5a1 1 0 1 1 1.4-1.4L9 12.1V5a1 1 0 1 1 2 0v7.1l2.8-2.8a1 1 0 1 1 1.4 1.4l-4.5 4.5a1 1 0 0 1-.7.3Z',
  remove:
    'M8 2.5h4a1 1 0 0 1 1 1V4h3a1 1 0 1 1 0 2h-.6l-.8 9.6A2 2 0 0 1 12.6 17.5H7.4a2 2 0 0 1-2-1.9L4.6 6H4a1 1 0 0 1 0-2h3v-.5a1 1 0 0 1 1-1Zm-1.4 3.5.8 9.5h5.2l.8-9.5H6.6Z',
  upload:
    'M10 2.5a1 1 0 0 1 .7.3l3.5 3.5a1 1 0 0 1-1.4 1.4L11 5.9V12a1 1 0 1 1-2 0V5.9L7.2 7.7a1 1 0 0 1-1.4-1.4l3.5-3.5a1 1 0 0 1 .7-.3ZM3.5 12a1 1 0 0 1 1 1v2h11v-2a1 1 0 1 1 2 0v2.5a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 15.5V13a1 1 0 0 1 1-1Z',
};

const SMALL_BUTTON =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md border px-2.5 text-sm font-semibold transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

export function PhotoPicker({
  photos,
  onChange,
  error,
  hydrated,
  inputRef,
  limits,
}: {
  photos: PhotoItem[];
  onChange: (next: PhotoItem[]) => void;
  error: string | undefined;
  hydrated: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  limits: PhotoLimits;
}) {
  const t = useLimitsT(limits);
  const [pickProblem, setPickProblem] = useState<ListingFormMessageKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const liveUrls = useRef(new Set<string>());

  // Previews live as long as their photo is in the list.
  useEffect(() => {
    const current = new Set(photos.flatMap((photo) => (photo.kind === 'new' ? [photo.url] : [])));
    for (const url of liveUrls.current) {
      if (!current.has(url)) URL.revokeObjectURL(url);
    }
    liveUrls.current = current;
    syncInput(inputRef.current, photos);
  }, [photos, inputRef]);
  useEffect(
    () => () => {
      for (const url of liveUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const shownError = pickProblem ? t(pickProblem) : error;
  const number = (index: number) => t('listingForm.photos.number', { n: index + 1 });

  const focusButton = (key: string | undefined, action: string) => {
    requestAnimationFrame(() => {
      const target = key
        ? listRef.current?.querySelector<HTMLElement>(
            `[data-photo="${key}"] [data-action="${action}"]`,
          )
        : inputRef.current;
      target?.focus();
    });
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= photos.length) return;
    const next = [...photos];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    onChange(next);
    setAnnouncement(
      `${t('listingForm.photos.moved', { n: to + 1, count: next.length })}${
        to === 0 ? ` ${t('listingForm.photos.cover')}.` : ''
      }`,
    );
    // At either end the button that was pressed stops working: stay on the other one.
    const edge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    focusButton(item!.key, edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down');
  };

  const remove = (index: number) => {
    const next = photos.filter((_, i) => i !== index);
    onChange(next);
    setPickProblem(null);
    setAnnouncement(t('listingForm.photos.removed', { count: next.length }));
    focusButton((next[index] ?? next[index - 1])?.key, 'remove');
  };

  let newIndex = 0;
  return (
    <div>
      <FieldLabel htmlFor={INPUT_ID} required look={BOLD}>
        {t('listingForm.field.images')}
      </FieldLabel>
      <div
        className={`rounded-lg border-2 border-dashed p-4 transition-colors sm:p-5 ${
          shownError
            ? 'border-red-500 bg-red-50/40'
            : 'border-slate-300 bg-slate-50 hover:border-brand-500'
        }`}
      >
        <div className="flex items-start gap-3">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 sm:inline-flex">
            <SmallIcon path={ICONS.upload} />
          </span>
          <div className="min-w-0 flex-1">
            <input
              ref={inputRef}
              id={INPUT_ID}
              type="file"
              name={PHOTOS_FIELD}
              multiple
              accept={IMAGE_ACCEPT}
              {...describedControl(INPUT_ID, shownError, true)}
              onChange={(event) => {
                const picked = Array.from(event.currentTarget.files ?? []);
                const { admitted, problem } = admitFiles(picked, photos.length, limits);
                setPickProblem(problem);
                const added: PhotoItem[] = admitted.map((file) => ({
                  key: `new-${(newKey += 1)}`,
                  kind: 'new',
                  file,
                  url: URL.createObjectURL(file),
                }));
                const next = [...photos, ...added];
                // The input now holds only this pick: give it back the whole list's files.
                syncInput(event.currentTarget, next);
                if (added.length > 0) {
                  onChange(next);
                  setAnnouncement(
                    t('listingForm.photos.added', { added: added.length, count: next.length }),
                  );
                }
              }}
              className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
            />
            <p id={fieldHintId(INPUT_ID)} className="mt-2 text-sm text-slate-600">
              {t('listingForm.hint.images')} {t('listingForm.hint.imageLimits')}
            </p>
          </div>
        </div>
      </div>
      <FieldError id={INPUT_ID} error={shownError} look={BOLD} />

      <p className="mt-4 text-sm font-semibold text-slate-700">
        {photos.length === 0
          ? t('listingForm.photos.none')
          : t('listingForm.photos.count', { count: photos.length })}
      </p>
      {photos.length > 0 ? (
        <ol
          ref={listRef}
          aria-label={t('listingForm.photos.listLabel')}
          className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        >
          {photos.map((photo, index) => {
            const ref =
              photo.kind === 'new'
                ? formatImageRef({ kind: 'new', id: newIndex++ })
                : formatImageRef(photo.image);
            const src =
              photo.kind === 'new'
                ? photo.url
                : mediaUrl(photo.image.storageKey, pickWidth(photo.image.widths, 400));
            const cover = index === 0;
            return (
              <li
                key={photo.key}
                data-photo={photo.key}
                className={`flex min-w-0 gap-3 rounded-lg border bg-white p-2.5 shadow-xs ${
                  cover ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'
                }`}
              >
                {/* Posted without JavaScript too: the kept photos in this order. */}
                {photo.kind === 'new' && !hydrated ? null : (
                  <input type="hidden" name={IMAGE_FIELD} value={ref} />
                )}
                <div className="w-24 shrink-0 sm:w-32">
                  <img
                    src={src}
                    alt={t('listingForm.photos.alt', { n: index + 1 })}
                    width={photo.kind === 'new' ? undefined : photo.image.width}
                    height={photo.kind === 'new' ? undefined : photo.image.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
                  />
                </div>
                <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
                      {t('listingForm.photos.alt', { n: index + 1 })}
                      {cover ? (
                        <span className="whitespace-nowrap rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                          {t('listingForm.photos.cover')}
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-slate-600">
                      {photo.kind === 'new'
                        ? `${formatMegabytes(photo.file.size)} · ${t('listingForm.photos.notUploaded')}`
                        : t('listingForm.photos.saved')}
                    </p>
                  </div>
                  {hydrated ? (
                    <div className="flex flex-wrap gap-1.5">
                      {(
                        [
                          ['up', 'listingForm.photos.moveUp', index === 0, () => move(index, -1)],
                          [
                            'down',
                            'listingForm.photos.moveDown',
                            index === photos.length - 1,
                            () => move(index, 1),
                          ],
                          ['remove', 'listingForm.photos.remove', false, () => remove(index)],
                        ] as const
                      ).map(([action, text, atEnd, onClick]) => (
                        <button
                          key={action}
                          type="button"
                          data-action={action}
                          aria-label={`${t(text)}, ${number(index)}`}
                          aria-disabled={atEnd ? true : undefined}
                          onClick={onClick}
                          className={`${SMALL_BUTTON} ${
                            action === 'remove'
                              ? 'border-red-300 text-red-800 hover:bg-red-50'
                              : 'border-slate-300 text-slate-800 hover:bg-slate-100'
                          }`}
                        >
                          <SmallIcon path={ICONS[action]} />
                          {t(text)}
                        </button>
                      ))}
                    </div>
                  ) : photo.kind === 'new' ? null : (
                    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-800">
                      <label className="inline-flex min-h-10 items-center gap-2">
                        <input
                          type="radio"
                          name={COVER_IMAGE_FIELD}
                          value={ref}
                          defaultChecked={cover}
                          aria-label={`${t('listingForm.photos.cover')}, ${number(index)}`}
                          className="size-4 accent-brand-700"
                        />
                        {t('listingForm.photos.cover')}
                      </label>
                      <label className="inline-flex min-h-10 items-center gap-2">
                        <input
                          type="checkbox"
                          name={REMOVE_IMAGE_FIELD}
                          value={ref}
                          aria-label={`${t('listingForm.photos.remove')}, ${number(index)}`}
                          className="size-4 accent-red-700"
                        />
                        {t('listingForm.photos.remove')}
                      </label>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
