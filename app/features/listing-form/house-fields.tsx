import { useT } from '../../i18n/i18n-context.tsx';
import { AmountWithUnit, Options, SelectField, TextInput } from './form-controls.tsx';
import { FIELD_LABELS } from './listing-fields.ts';
import {
  BHK_CHOICES,
  BATHROOM_CHOICES,
  FURNISHING_CHOICES,
  PARKING_CHOICES,
  BUILDING_AREA_UNIT_CHOICES,
} from './listing-choices.ts';
import { SubGroup, type GroupProps, type TypingFilters } from './form-layout.tsx';

/** Rooms, furnishing, parking and areas of a built property. */
export function HouseFields({
  values,
  error,
  decimal,
  digits,
  hidden,
  bothShown,
}: GroupProps & TypingFilters & { hidden: boolean; bothShown: boolean }) {
  const t = useT();
  return (
    <SubGroup
      legend={t('listingForm.group.house')}
      hidden={hidden}
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
          <Options placeholder={t('listingForm.placeholder.select')} choices={BATHROOM_CHOICES} />
        </SelectField>
        <SelectField
          name="furnishing"
          label={t('listingForm.field.furnishing')}
          defaultValue={values.furnishing}
          error={error('furnishing')}
        >
          <Options placeholder={t('listingForm.placeholder.select')} choices={FURNISHING_CHOICES} />
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
        <TextInput
          name="floor"
          label={t('listingForm.field.floor')}
          hint={t('listingForm.hint.floor')}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
          defaultValue={values.floor}
          onInput={digits(3)}
          error={error('floor')}
        />
        <TextInput
          name="totalFloors"
          label={t('listingForm.field.totalFloors')}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
          defaultValue={values.totalFloors}
          onInput={digits(3)}
          error={error('totalFloors')}
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
  );
}
