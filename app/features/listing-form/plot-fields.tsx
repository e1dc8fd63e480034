import { useT } from '../../i18n/i18n-context.tsx';
import { AmountWithUnit, Options, SelectField, TextInput } from './form-controls.tsx';
import { MAX_NUMBER_TEXT } from './numeric-input.ts';
import {
  PLOT_AREA_UNIT_CHOICES,
  DIMENSION_UNIT_CHOICES,
  ROAD_WIDTH_UNIT_CHOICES,
} from './listing-choices.ts';
import { SubGroup, type GroupProps, type TypingFilters } from './form-layout.tsx';

/** Plot width, length, total area and road width, for land for sale. */
export function PlotFields({
  values,
  error,
  decimal,
  hidden,
  bothShown,
}: GroupProps & Pick<TypingFilters, 'decimal'> & { hidden: boolean; bothShown: boolean }) {
  const t = useT();
  return (
    <SubGroup
      legend={t('listingForm.group.plot')}
      hidden={hidden}
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
  );
}
