import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { MESSAGE_CLOSE_MS, MessageDialog } from '../../components/ui/message-dialog.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type {
  ListingFormActionData,
  CityOption,
  ListingFormValues,
} from './listing-form-result.ts';
import type { AttachedImage } from './photo-order.ts';
import { attachedItems, PhotoPicker, useLimitsT, type PhotoItem } from './photo-picker.tsx';
import { MEGABYTE, type PhotoLimits } from '../media/upload-limits.ts';
import { LocationFields } from './location-fields.tsx';
import { Spinner, buttonClass } from '../../components/ui/button.tsx';
import { type ListingErrorField } from './listing-fields.ts';
import { type ListingFormErrors, parseListingForm } from './parse-listing-form.ts';
import { Heading, Section } from './form-layout.tsx';
import { HouseFields } from './house-fields.tsx';
import { PlotFields } from './plot-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { TrustFields } from './trust-fields.tsx';
import { AMENITY_CHOICES } from './listing-choices.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ErrorSummary } from './error-summary.tsx';
import { useListingErrors } from './use-listing-errors.ts';
import { DescriptionFields } from './description-fields.tsx';
import { CheckboxGroup, ListingFieldsScope } from './form-controls.tsx';
import { useListingKind } from './use-listing-kind.ts';

// The add and edit listing form (spec §2 Add Property, §4, §5, §8): 1 Description, 2 Media,
// 3 Location and 'Submit Property'. Every field posts as text, with or without JavaScript.
// With JavaScript the form is checked with the same schema as the action before anything is
// sent (all errors at once, by each field and in a list that hides after 5 s), choosing
// Sell or Rent and a type shows only that type's fields, and photos can be ordered and
// removed before they are uploaded. Without it, both field groups show and the server
// ignores the one that does not apply.

/** Spec §9: the error list shows for 5 s; the busy state clears 3 s after a failed check. */

// Each answer of the action gets its own number, so a dialog shows again for a repeated one.
const answerNumbers = new WeakMap<object, number>();
let lastAnswer = 0;
function answerNumber(answer: object): number {
  let n = answerNumbers.get(answer);
  if (n === undefined) {
    n = lastAnswer += 1;
    answerNumbers.set(answer, n);
  }
  return n;
}

export type ListingFormProps = {
  mode: 'add' | 'edit';
  /** Where the form posts: /add-listing, or /add-listing?edit={id}. */
  action: string;
  cities: readonly CityOption[];
  /** What the form starts with: LISTING_FORM_DEFAULTS and no photos, or the listing's. */
  initial: { values: ListingFormValues; images: readonly AttachedImage[] };
  /** The action's answer, if any. */
  result: ListingFormActionData | undefined;
  /** Edit only: where Cancel goes. */
  cancelTo?: string;
  /** The level of the section headings: 2 under the page's h1, 3 inside a tab with an h2. */
  headingLevel?: 2 | 3;
  /** How many photos and how large (the UPLOAD_* settings, from the loader). */
  photoLimits: PhotoLimits;
};

export function ListingForm({
  mode,
  action,
  cities,
  initial,
  result,
  cancelTo,
  headingLevel = 2,
  photoLimits,
}: ListingFormProps) {
  const t = useT();
  const added = result?.ok ? result : null;
  const failed = result && !result.ok ? result : null;
  const failedText = mode === 'edit' ? 'listingForm.updateFailed' : 'listingForm.addFailed';
  const addedRef = useRef<HTMLElement>(null);
  // The form starts again at its top, under the note that the listing was added.
  useEffect(() => {
    if (added) addedRef.current?.scrollIntoView({ block: 'start' });
  }, [added]);
  return (
    <>
      {added ? (
        <>
          <MessageDialog
            key={`added-${answerNumber(added)}`}
            tone="success"
            title={t('listingForm.successTitle')}
            // The spec's words, then which happened: live now, or waiting for review.
            text={`${t('listingForm.added')} ${t(
              added.status === 'active' ? 'listingForm.addedLive' : 'listingForm.addedPending',
            )}`}
            autoCloseMs={MESSAGE_CLOSE_MS}
          />
          <section
            ref={addedRef}
            role="status"
            aria-labelledby="listing-added-title"
            className="mb-8 scroll-mt-24 rounded-xl border border-brand-200 bg-brand-50 p-5 text-brand-900 sm:p-6"
          >
            <Heading level={headingLevel} id="listing-added-title" className="text-xl font-bold">
              {t('listingForm.added')}
            </Heading>
            <p className="mt-2">
              {t(
                added.status === 'active'
                  ? 'listingForm.successNoteActive'
                  : 'listingForm.successNote',
              )}
            </p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Link to={`/product-details/${added.id}`} className={buttonClass()}>
                {t('listingForm.viewListing')}
              </Link>
              <Link
                to="/my-account/properties"
                className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-white"
              >
                {t('listingForm.myProperties')}
              </Link>
              <a
                href="#add-another"
                className="inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold text-brand-800 underline hover:bg-white"
              >
                {t('listingForm.addAnother')}
              </a>
            </div>
          </section>
          <Heading
            level={headingLevel}
            id="add-another"
            className="mb-4 scroll-mt-24 text-lg font-semibold text-slate-900"
          >
            {t('listingForm.addAnother')}
          </Heading>
        </>
      ) : null}
      {failed?.failure ? (
        <MessageDialog
          key={`failed-${answerNumber(failed)}`}
          tone="error"
          title={t('listingForm.errorTitle')}
          text={`${t(failedText)} ${t(failed.failure.reason, failed.failure.params)}`}
        />
      ) : null}
      <ListingFormFields
        // A new listing saved: the form starts again, empty, with no photos.
        key={added ? `added-${answerNumber(added)}` : 'form'}
        mode={mode}
        action={action}
        cities={cities}
        values={failed?.values ?? initial.values}
        images={failed?.images ?? (added ? [] : initial.images)}
        failed={failed}
        cancelTo={cancelTo}
        headingLevel={headingLevel}
        photoLimits={photoLimits}
      />
    </>
  );
}

type Failed = Extract<ListingFormActionData, { ok: false }>;

function ListingFormFields({
  mode,
  action,
  cities,
  values,
  images,
  failed,
  cancelTo,
  headingLevel,
  photoLimits,
}: {
  headingLevel: 2 | 3;
  photoLimits: PhotoLimits;
  mode: 'add' | 'edit';
  action: string;
  cities: readonly CityOption[];
  values: ListingFormValues;
  images: readonly AttachedImage[];
  failed: Failed | null;
  cancelTo: string | undefined;
}) {
  const t = useLimitsT(photoLimits);
  const hydrated = useHydrated();
  const navigation = useNavigation();

  const [photos, setPhotos] = useState<PhotoItem[]>(() => attachedItems(images));
  const photoInputRef = useRef<HTMLInputElement>(null);
  const { message, dismiss, setClientErrors, summary } = useListingErrors(failed?.errors);

  // A refused post stores none of its new photos: with scripts they are still in the list, so
  // it stays as it is (as after a refused upload); otherwise the attached photos are shown.
  useEffect(() => {
    if (failed?.images && !failed.newPhotosNotKept) setPhotos(attachedItems(failed.images));
  }, [failed]);
  // Without scripts the file input comes back empty: ask for the new photos again.
  const photosToChooseAgain = !hydrated && (failed?.newPhotosNotKept ?? 0) > 0;

  const submitting =
    navigation.state === 'submitting' &&
    (navigation.formAction ?? '').split('?')[0] === action.split('?')[0];
  const busy = submitting;

  const kind = useListingKind(values, hydrated);

  const error = (field: ListingErrorField) => {
    const key = message(field);
    return key ? t(key) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = parseListingForm(new FormData(event.currentTarget), {
      photos: { count: photos.length, maxFiles: photoLimits.maxFiles },
    });
    const tooBig = photos.some(
      (photo) => photo.kind === 'new' && photo.file.size > photoLimits.maxFileMb * MEGABYTE,
    );
    if (found.ok && !tooBig) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const next: ListingFormErrors = found.ok ? {} : { ...found.errors };
    if (tooBig && !next.images) next.images = 'listingForm.error.imageTooLarge';
    // Nothing was sent, so the button is not busy (the spec's 3 s busy state after a failed
    // check read as "still sending" while nothing was: it shows only while a request is out).
    setClientErrors(next);
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        const { name } = event.target as EventTarget & { name?: unknown };
        if (typeof name === 'string' && name !== 'photos') dismiss(name);
      }}
      aria-label={t(mode === 'edit' ? 'listingForm.editHeading' : 'listingForm.addHeading')}
      className="space-y-6"
    >
      <p className="text-slate-700">{t('listingForm.intro')}</p>

      <ErrorSummary summary={summary} level={headingLevel} t={t} />

      <ListingFieldsScope values={values} error={error}>
        <Section level={headingLevel} id="description" title={t('listingForm.section.description')}>
          <DescriptionFields kind={kind} />
          <PriceFields kind={kind} />

          {hydrated && kind.group === null ? (
            <p className="flex items-start gap-3 rounded-lg border border-dashed border-brand-200 bg-brand-50 p-4 text-brand-900">
              <span aria-hidden="true" className="text-lg leading-6">
                ℹ
              </span>
              {t('listingForm.chooseTypeFirst')}
            </p>
          ) : null}
          {kind.bothShown ? (
            <p className="text-sm text-slate-700">{t('listingForm.group.bothShown')}</p>
          ) : null}

          <HouseFields hidden={!kind.showHouse} bothShown={kind.bothShown} />
          <PlotFields hidden={!kind.showPlot} bothShown={kind.bothShown} />
          <TrustFields showPlot={kind.showPlot} />
          <CheckboxGroup
            name="amenities"
            choices={AMENITY_CHOICES}
            hint={t('listingForm.hint.amenities')}
          />
        </Section>

        <Section level={headingLevel} id="media" title={t('listingForm.section.media')}>
          <PhotoPicker
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              dismiss('images');
            }}
            error={
              error('images') ??
              (photosToChooseAgain ? t('listingForm.error.choosePhotosAgain') : undefined)
            }
            hydrated={hydrated}
            inputRef={photoInputRef}
            limits={photoLimits}
          />
        </Section>

        <Section level={headingLevel} id="location" title={t('listingForm.section.location')}>
          <LocationFields cities={cities} hydrated={hydrated} />
        </Section>
      </ListingFieldsScope>

      <div className="flex flex-col-reverse gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-slate-700">{t('listingForm.reviewNote')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {mode === 'edit' && cancelTo ? (
            <Link
              to={cancelTo}
              className="inline-flex min-h-12 items-center justify-center rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t('listingForm.cancel')}
            </Link>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-7 text-base font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
          >
            {busy ? <Spinner /> : null}
            {t(
              busy
                ? 'listingForm.submitting'
                : mode === 'edit'
                  ? 'listingForm.update'
                  : 'listingForm.submit',
            )}
          </button>
        </div>
      </div>
    </Form>
  );
}
