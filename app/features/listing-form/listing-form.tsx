import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { MESSAGE_CLOSE_MS, MessageDialog } from '../../components/ui/message-dialog.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import {
  AmountWithUnit,
  fieldId,
  Options,
  RadioGroup,
  SelectField,
  TextArea,
  TextInput,
} from './form-controls.tsx';
import type {
  ListingFormActionData,
  CityOption,
  ListingFormValues,
} from './listing-form-result.ts';
import {
  APPROVAL_AUTHORITY_CHOICES,
  BATHROOM_CHOICES,
  BHK_CHOICES,
  BUILDING_AREA_UNIT_CHOICES,
  CATEGORY_CHOICES,
  DESCRIPTION_MAX,
  DIMENSION_UNIT_CHOICES,
  FACING_CHOICES,
  FIELD_LABELS,
  fieldGroupFor,
  FURNISHING_CHOICES,
  LISTING_TYPE_CHOICES,
  MAINTENANCE_UNIT_CHOICES,
  PARKING_CHOICES,
  parseListingForm,
  PLOT_AREA_UNIT_CHOICES,
  POSSESSION_CHOICES,
  PRICE_UNIT_CHOICES,
  pricePerUnitChoicesFor,
  propertyTypeChoicesFor,
  REFERENCE_MAX,
  ROAD_WIDTH_UNIT_CHOICES,
  TITLE_MAX,
  type Choice,
  type ListingErrorField,
  type ListingFormErrors,
  type ListingFormMessageKey,
} from './listing-form-schema.ts';
import { keepDecimal, keepDigits, MAX_NUMBER_TEXT } from './numeric-input.ts';
import type { AttachedImage } from './photo-order.ts';
import { attachedItems, MAX_PHOTO_BYTES, PhotoPicker, type PhotoItem } from './photo-picker.tsx';
import { LocationFields } from './location-fields.tsx';

// The add and edit listing form (spec §2 Add Property, §4, §5, §8): 1 Description, 2 Media,
// 3 Location and 'Submit Property'. Every field posts as text, with or without JavaScript.
// With JavaScript the form is checked with the same schema as the action before anything is
// sent (all errors at once, by each field and in a list that hides after 5 s), choosing
// Sell or Rent and a type shows only that type's fields, and photos can be ordered and
// removed before they are uploaded. Without it, both field groups show and the server
// ignores the one that does not apply.

/** Spec §9: the error list shows for 5 s; the busy state clears 3 s after a failed check. */
export const ERROR_LIST_MS = 5000;
export const BUSY_AFTER_FAILURE_MS = 3000;

const EMPTY_ERRORS: ListingFormErrors = Object.freeze({});

const subscribeNothing = () => () => {};
/** False while rendering on the server and hydrating, true once the browser runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

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
};

export function ListingForm({
  mode,
  action,
  cities,
  initial,
  result,
  cancelTo,
  headingLevel = 2,
}: ListingFormProps) {
  const t = useT();
  const added = result?.ok ? result : null;
  const failed = result && !result.ok ? result : null;
  const failedText = mode === 'edit' ? 'listingForm.updateFailed' : 'listingForm.addFailed';
  const addedRef = useRef<HTMLDivElement>(null);
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
            text={t('listingForm.added')}
            autoCloseMs={MESSAGE_CLOSE_MS}
          />
          <div
            ref={addedRef}
            role="status"
            className="mb-6 flex scroll-mt-24 flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>
              <strong className="font-bold">{t('listingForm.added')}</strong>{' '}
              {t(
                added.status === 'active'
                  ? 'listingForm.successNoteActive'
                  : 'listingForm.successNote',
              )}
            </p>
            <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
              <Link
                to={`/product-details/${added.id}`}
                className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                {t('listingForm.viewListing')}
              </Link>
              <Link
                to="/my-account/properties"
                className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-white"
              >
                {t('listingForm.myProperties')}
              </Link>
            </div>
          </div>
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
}: {
  headingLevel: 2 | 3;
  mode: 'add' | 'edit';
  action: string;
  cities: readonly CityOption[];
  values: ListingFormValues;
  images: readonly AttachedImage[];
  failed: Failed | null;
  cancelTo: string | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();

  const [listingType, setListingType] = useState(values.listingType);
  const [propertyType, setPropertyType] = useState(values.propertyType);
  const [possession, setPossession] = useState(values.possessionStatus);
  const [pricePerUnitArea, setPricePerUnitArea] = useState(values.pricePerUnitArea);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => attachedItems(images));
  const [clientErrors, setClientErrors] = useState<ListingFormErrors | null>(null);
  const [clientBusy, setClientBusy] = useState(false);
  const [listShown, setListShown] = useState(true);
  // Fields changed since the last check: their message is answered, so it goes.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const photoInputRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const busyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new answer from the server replaces what the browser found; photos it saved as drafts
  // are now attached (a refused upload changed nothing, so the list stays as it is).
  useEffect(() => {
    if (!failed) return;
    setClientErrors(null);
    if (failed.images) setPhotos(attachedItems(failed.images));
  }, [failed]);

  const errors = clientErrors ?? failed?.errors ?? EMPTY_ERRORS;
  const errorEntries = Object.entries(errors) as [ListingErrorField, ListingFormMessageKey][];
  const openEntries = errorEntries.filter(([field]) => !dismissed.has(field));
  const dismiss = (field: string) => {
    if (field in errors && !dismissed.has(field)) setDismissed((set) => new Set(set).add(field));
  };

  // The list shows for 5 s after each check; the messages by the fields stay.
  useEffect(() => {
    setDismissed(new Set());
    if (errorEntries.length === 0) return;
    setListShown(true);
    const summary = summaryRef.current;
    summary?.focus({ preventScroll: true });
    summary?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    const timer = setTimeout(() => {
      setListShown(false);
      if (summary?.contains(document.activeElement)) focusField(errorEntries[0]![0]);
    }, ERROR_LIST_MS);
    return () => clearTimeout(timer);
  }, [errors]);
  useEffect(() => () => clearTimeout(busyTimer.current), []);

  const submitting =
    navigation.state === 'submitting' &&
    (navigation.formAction ?? '').split('?')[0] === action.split('?')[0];
  const busy = submitting || clientBusy;

  const offeredTypes = propertyTypeChoicesFor(listingType);
  const propertyTypeValue = offeredTypes.some((choice) => choice.value === propertyType)
    ? propertyType
    : '';
  const group = fieldGroupFor(listingType, propertyTypeValue);
  // Before JavaScript runs (and without it) both groups show; the server reads the right one.
  const showHouse = group === 'house' || (group === null && !hydrated);
  const showPlot = group === 'plot' || (group === null && !hydrated);
  const bothShown = showHouse && showPlot;

  const possessionChoices = group
    ? POSSESSION_CHOICES[group]
    : [...POSSESSION_CHOICES.house, ...POSSESSION_CHOICES.plot];
  const possessionValue = possessionChoices.some((choice) => choice.value === possession)
    ? possession
    : '';
  const unitChoices: readonly Choice[] = group
    ? pricePerUnitChoicesFor(group)
    : [
        ...BUILDING_AREA_UNIT_CHOICES,
        ...PLOT_AREA_UNIT_CHOICES.filter(
          (choice) =>
            !BUILDING_AREA_UNIT_CHOICES.some((building) => building.value === choice.value),
        ),
      ];
  const pricePerUnitAreaValue = unitChoices.some((choice) => choice.value === pricePerUnitArea)
    ? pricePerUnitArea
    : 'sqft';

  const error = (field: ListingErrorField) => {
    const key = errors[field];
    return key && !dismissed.has(field) ? t(key) : undefined;
  };
  const decimal = (event: FormEvent<HTMLInputElement>) => {
    event.currentTarget.value = keepDecimal(event.currentTarget.value);
  };
  const digits = (max: number) => (event: FormEvent<HTMLInputElement>) => {
    event.currentTarget.value = keepDigits(event.currentTarget.value, max);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = parseListingForm(new FormData(event.currentTarget), {
      imageCount: photos.length,
    });
    const tooBig = photos.some(
      (photo) => photo.kind === 'new' && photo.file.size > MAX_PHOTO_BYTES,
    );
    if (found.ok && !tooBig) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const next: ListingFormErrors = found.ok ? {} : { ...found.errors };
    if (tooBig && !next.images) next.images = 'listingForm.error.imageTooLarge';
    setClientErrors(next);
    // Spec §4: the busy state clears 3 s after a failed check.
    setClientBusy(true);
    clearTimeout(busyTimer.current);
    busyTimer.current = setTimeout(() => setClientBusy(false), BUSY_AFTER_FAILURE_MS);
  };

  const isRent = listingType === 'rent';

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

      <div ref={summaryRef} tabIndex={-1} role="alert" className="outline-none empty:hidden">
        {openEntries.length > 0 && listShown ? (
          <div className="rounded-xl border border-red-300 bg-red-50 p-4 sm:p-5">
            <Heading level={headingLevel} className="font-bold text-red-900">
              {t('listingForm.errorsHeading')}
            </Heading>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900">
              {openEntries.map(([field, key]) => (
                <li key={field}>
                  <a
                    href={`#${fieldId(field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(field);
                    }}
                    className="underline underline-offset-2 hover:text-red-700"
                  >
                    {namesItsField(key) ? t(key) : `${t(FIELD_LABELS[field])}: ${t(key)}`}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <Section level={headingLevel} id="description" title={t('listingForm.section.description')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <RadioGroup
            name="category"
            legend={t('listingForm.field.category')}
            choices={CATEGORY_CHOICES}
            required
            defaultValue={values.category}
            error={error('category')}
          />
          <RadioGroup
            name="listingType"
            legend={t('listingForm.field.listingType')}
            choices={LISTING_TYPE_CHOICES}
            required
            value={listingType}
            onChange={setListingType}
            error={error('listingType')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            name="propertyType"
            label={t('listingForm.field.propertyType')}
            required
            value={propertyTypeValue}
            onChange={(event) => setPropertyType(event.currentTarget.value)}
            error={error('propertyType')}
          >
            <Options
              placeholder={t('listingForm.placeholder.propertyType')}
              choices={offeredTypes}
            />
          </SelectField>
          <SelectField
            name="possessionStatus"
            label={t('listingForm.field.possessionStatus')}
            required
            value={possessionValue}
            onChange={(event) => setPossession(event.currentTarget.value)}
            error={error('possessionStatus')}
          >
            <Options
              placeholder={t('listingForm.placeholder.select')}
              {...(group
                ? { choices: possessionChoices }
                : {
                    groups: [
                      {
                        label: t('listingForm.possessionGroup.house'),
                        options: POSSESSION_CHOICES.house,
                      },
                      {
                        label: t('listingForm.possessionGroup.plot'),
                        options: POSSESSION_CHOICES.plot,
                      },
                    ],
                  })}
            />
          </SelectField>
          <SelectField
            name="facing"
            label={t('listingForm.field.facing')}
            required
            defaultValue={values.facing}
            error={error('facing')}
            className="sm:col-span-2 lg:col-span-1"
          >
            <Options placeholder={t('listingForm.placeholder.select')} choices={FACING_CHOICES} />
          </SelectField>
        </div>
        <TextInput
          name="title"
          label={t('listingForm.field.title')}
          required
          maxLength={TITLE_MAX}
          defaultValue={values.title}
          placeholder={t('listingForm.placeholder.title')}
          error={error('title')}
        />
        <TextArea
          name="description"
          label={t('listingForm.field.description')}
          required
          rows={6}
          maxLength={DESCRIPTION_MAX}
          defaultValue={values.description}
          error={error('description')}
        />

        <SubGroup legend={t('listingForm.group.price')}>
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            <AmountWithUnit
              name="priceAmount"
              unitName="priceUnit"
              label={t(isRent ? 'listingForm.field.rent' : 'listingForm.field.price')}
              unitLabel={t('listingForm.field.priceUnit')}
              required
              defaultValue={values.priceAmount}
              placeholder={t('listingForm.placeholder.amount')}
              onInput={decimal}
              hint={t(isRent ? 'listingForm.hint.rent' : 'listingForm.hint.priceUnits')}
              error={error('priceAmount')}
              unitError={error('priceUnit')}
              unitProps={{ defaultValue: values.priceUnit }}
              unitChildren={<Options choices={PRICE_UNIT_CHOICES} />}
              unitWidth="w-20"
            />
            <AmountWithUnit
              name="maintenanceAmount"
              unitName="maintenanceUnit"
              label={t('listingForm.field.maintenance')}
              unitLabel={t('listingForm.field.maintenanceUnit')}
              required
              defaultValue={values.maintenanceAmount}
              placeholder={t('listingForm.placeholder.amount')}
              onInput={decimal}
              hint={t('listingForm.hint.maintenance')}
              error={error('maintenanceAmount')}
              unitError={error('maintenanceUnit')}
              unitProps={{ defaultValue: values.maintenanceUnit }}
              unitChildren={<Options choices={MAINTENANCE_UNIT_CHOICES} />}
              unitWidth="w-20"
            />
            <AmountWithUnit
              name="pricePerUnitAmount"
              unitName="pricePerUnitArea"
              label={t('listingForm.field.pricePerUnit')}
              unitLabel={t('listingForm.field.pricePerUnitArea')}
              defaultValue={values.pricePerUnitAmount}
              placeholder={t('listingForm.placeholder.amount')}
              onInput={decimal}
              hint={t('listingForm.hint.pricePerUnit')}
              error={error('pricePerUnitAmount')}
              unitError={error('pricePerUnitArea')}
              unitProps={{
                value: pricePerUnitAreaValue,
                onChange: (event) => setPricePerUnitArea(event.currentTarget.value),
              }}
              unitChildren={<Options choices={unitChoices} />}
              unitWidth={group === 'house' ? 'w-24' : 'w-32'}
              className="md:col-span-2 xl:col-span-1"
            />
          </div>
        </SubGroup>

        {hydrated && group === null ? (
          <p className="flex items-start gap-3 rounded-lg border border-dashed border-brand-200 bg-brand-50 p-4 text-brand-900">
            <span aria-hidden="true" className="text-lg leading-6">
              ℹ
            </span>
            {t('listingForm.chooseTypeFirst')}
          </p>
        ) : null}
        {bothShown ? (
          <p className="text-sm text-slate-700">{t('listingForm.group.bothShown')}</p>
        ) : null}

        <SubGroup
          legend={t('listingForm.group.house')}
          hidden={!showHouse}
          note={bothShown ? t('listingForm.group.houseFor') : undefined}
        >
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              name="bhk"
              label={t('listingForm.field.bhk')}
              defaultValue={values.bhk}
              error={error('bhk')}
            >
              <Options placeholder={t('listingForm.placeholder.select')} choices={BHK_CHOICES} />
            </SelectField>
            <SelectField
              name="bathrooms"
              label={t('listingForm.field.bathrooms')}
              defaultValue={values.bathrooms}
              error={error('bathrooms')}
            >
              <Options
                placeholder={t('listingForm.placeholder.select')}
                choices={BATHROOM_CHOICES}
              />
            </SelectField>
            <SelectField
              name="furnishing"
              label={t('listingForm.field.furnishing')}
              defaultValue={values.furnishing}
              error={error('furnishing')}
            >
              <Options
                placeholder={t('listingForm.placeholder.select')}
                choices={FURNISHING_CHOICES}
              />
            </SelectField>
            <TextInput
              name="yearBuilt"
              label={t('listingForm.field.yearBuilt')}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              defaultValue={values.yearBuilt}
              onInput={digits(4)}
              error={error('yearBuilt')}
            />
          </div>
          <div className="grid gap-5 md:grid-cols-2">
            <AmountWithUnit
              name="builtUpArea"
              unitName="builtUpAreaUnit"
              label={t('listingForm.field.builtUpArea')}
              unitLabel={t('listingForm.field.builtUpAreaUnit')}
              defaultValue={values.builtUpArea}
              onInput={decimal}
              error={error('builtUpArea')}
              unitError={error('builtUpAreaUnit')}
              unitProps={{ defaultValue: values.builtUpAreaUnit }}
              unitChildren={<Options choices={BUILDING_AREA_UNIT_CHOICES} />}
              unitWidth="w-24"
            />
            <AmountWithUnit
              name="carpetArea"
              unitName="carpetAreaUnit"
              label={t('listingForm.field.carpetArea')}
              unitLabel={t('listingForm.field.carpetAreaUnit')}
              defaultValue={values.carpetArea}
              onInput={decimal}
              error={error('carpetArea')}
              unitError={error('carpetAreaUnit')}
              unitProps={{ defaultValue: values.carpetAreaUnit }}
              unitChildren={<Options choices={BUILDING_AREA_UNIT_CHOICES} />}
              unitWidth="w-24"
            />
          </div>
          <SubGroup legend={t('listingForm.group.parking')} nested>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {(
                [
                  'coveredTwoWheelerParking',
                  'coveredFourWheelerParking',
                  'openTwoWheelerParking',
                  'openFourWheelerParking',
                ] as const
              ).map((field) => (
                <SelectField
                  key={field}
                  name={field}
                  label={t(FIELD_LABELS[field])}
                  defaultValue={values[field]}
                  error={error(field)}
                >
                  <Options
                    placeholder={t('listingForm.placeholder.select')}
                    choices={PARKING_CHOICES}
                  />
                </SelectField>
              ))}
            </div>
          </SubGroup>
        </SubGroup>

        <SubGroup
          legend={t('listingForm.group.plot')}
          hidden={!showPlot}
          note={bothShown ? t('listingForm.group.plotFor') : undefined}
        >
          <p className="-mt-2 text-sm text-slate-600">{t('listingForm.hint.plotArea')}</p>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextInput
              name="plotWidth"
              label={t('listingForm.field.plotWidth')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={MAX_NUMBER_TEXT}
              defaultValue={values.plotWidth}
              onInput={decimal}
              error={error('plotWidth')}
            />
            <TextInput
              name="plotLength"
              label={t('listingForm.field.plotLength')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={MAX_NUMBER_TEXT}
              defaultValue={values.plotLength}
              onInput={decimal}
              error={error('plotLength')}
            />
            <SelectField
              name="plotDimensionUnit"
              label={t('listingForm.field.plotDimensionUnit')}
              defaultValue={values.plotDimensionUnit}
              error={error('plotDimensionUnit')}
            >
              <Options choices={DIMENSION_UNIT_CHOICES} />
            </SelectField>
          </div>
          <div className="grid gap-5 md:grid-cols-2">
            <AmountWithUnit
              name="totalArea"
              unitName="totalAreaUnit"
              label={t('listingForm.field.totalArea')}
              unitLabel={t('listingForm.field.totalAreaUnit')}
              defaultValue={values.totalArea}
              onInput={decimal}
              error={error('totalArea')}
              unitError={error('totalAreaUnit')}
              unitProps={{ defaultValue: values.totalAreaUnit }}
              unitChildren={<Options choices={PLOT_AREA_UNIT_CHOICES} />}
              unitWidth="w-32"
            />
            <AmountWithUnit
              name="roadWidth"
              unitName="roadWidthUnit"
              label={t('listingForm.field.roadWidth')}
              unitLabel={t('listingForm.field.roadWidthUnit')}
              defaultValue={values.roadWidth}
              onInput={decimal}
              error={error('roadWidth')}
              unitError={error('roadWidthUnit')}
              unitProps={{ defaultValue: values.roadWidthUnit }}
              unitChildren={<Options choices={ROAD_WIDTH_UNIT_CHOICES} />}
              unitWidth="w-20"
            />
          </div>
        </SubGroup>

        <SubGroup legend={t('listingForm.group.trust')} note={t('listingForm.hint.trust')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextInput
              name="reraNumber"
              label={t('listingForm.field.reraNumber')}
              autoComplete="off"
              maxLength={REFERENCE_MAX}
              defaultValue={values.reraNumber}
              placeholder={t('listingForm.placeholder.reraNumber')}
              hint={t('listingForm.hint.rera')}
              error={error('reraNumber')}
            />
          </div>
          <div hidden={!showPlot} className="grid gap-5 sm:grid-cols-3">
            <SelectField
              name="approvalAuthority"
              label={t('listingForm.field.approvalAuthority')}
              defaultValue={values.approvalAuthority}
              error={error('approvalAuthority')}
            >
              <Options
                placeholder={t('listingForm.placeholder.select')}
                choices={APPROVAL_AUTHORITY_CHOICES}
              />
            </SelectField>
            <TextInput
              name="layoutPermitNumber"
              label={t('listingForm.field.layoutPermitNumber')}
              autoComplete="off"
              maxLength={REFERENCE_MAX}
              defaultValue={values.layoutPermitNumber}
              error={error('layoutPermitNumber')}
            />
            <TextInput
              name="surveyNumber"
              label={t('listingForm.field.surveyNumber')}
              autoComplete="off"
              maxLength={REFERENCE_MAX}
              defaultValue={values.surveyNumber}
              error={error('surveyNumber')}
            />
          </div>
        </SubGroup>
      </Section>

      <Section level={headingLevel} id="media" title={t('listingForm.section.media')}>
        <PhotoPicker
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            dismiss('images');
          }}
          error={error('images')}
          hydrated={hydrated}
          inputRef={photoInputRef}
        />
      </Section>

      <Section level={headingLevel} id="location" title={t('listingForm.section.location')}>
        <LocationFields cities={cities} values={values} error={error} hydrated={hydrated} />
      </Section>

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

/** The spec's required messages name their field ('Title is required'); others get its label. */
function namesItsField(key: MessageKey): boolean {
  return key.endsWith('Required');
}

function focusField(field: ListingErrorField) {
  const element = document.getElementById(fieldId(field));
  if (!element) return;
  const target = element.matches('input, select, textarea')
    ? element
    : element.querySelector<HTMLElement>('input:checked, input, select, textarea');
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  (target ?? element).focus({ preventScroll: true });
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin">
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.3"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Heading({
  level,
  className,
  id,
  children,
}: {
  level: 2 | 3;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

function Section({
  level,
  id,
  title,
  children,
}: {
  level: 2 | 3;
  id: string;
  title: string;
  children: ReactNode;
}) {
  // '1 Description': the number shows as a badge and stays part of the heading's text.
  const space = title.indexOf(' ');
  const number = space > 0 ? title.slice(0, space) : '';
  const name = space > 0 ? title.slice(space + 1) : title;
  return (
    <section
      id={`listing-${id}`}
      aria-labelledby={`listing-${id}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <Heading
        level={level}
        id={`listing-${id}-title`}
        className="mb-6 flex items-center gap-3 text-xl font-bold text-slate-900"
      >
        {number ? (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base text-white">
            {number}
            <span className="sr-only"> </span>
          </span>
        ) : null}
        {name}
      </Heading>
      <div className="space-y-6">{children}</div>
    </section>
  );
}

function SubGroup({
  legend,
  note,
  hidden,
  nested,
  children,
}: {
  legend: string;
  note?: string | undefined;
  hidden?: boolean;
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset
      hidden={hidden}
      className={
        nested
          ? 'space-y-4'
          : 'space-y-5 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:p-5'
      }
    >
      <legend
        className={
          nested
            ? 'mb-3 text-sm font-bold uppercase tracking-wide text-slate-700'
            : 'float-left mb-4 w-full text-base font-bold text-slate-900'
        }
      >
        {legend}
        {note ? (
          <span className="mt-1 block text-sm font-normal text-slate-600">{note}</span>
        ) : null}
      </legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}
