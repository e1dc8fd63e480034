import { useT } from '../../i18n/i18n-context.tsx';
import { AmountWithUnit, ChoiceSelect, NumberInput } from './form-controls.tsx';
import {
  PLOT_AREA_UNIT_CHOICES,
  DIMENSION_UNIT_CHOICES,
  ROAD_WIDTH_UNIT_CHOICES,
} from './listing-choices.ts';
import { SubGroup } from './form-layout.tsx';

/** Plot width, length, total area and road width, for land for sale. */
export function PlotFields({ hidden, bothShown }: { hidden: boolean; bothShown: boolean }) {
  const t = useT();
  return (
    <SubGroup
      legend={t('listingForm.group.plot')}
      hidden={hidden}
      note={bothShown ? t('listingForm.group.plotFor') : undefined}
    >
      <p className="-mt-2 text-sm text-slate-600">{t('listingForm.hint.plotArea')}</p>
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberInput name="plotWidth" />
        <NumberInput name="plotLength" />
        <ChoiceSelect
          name="plotDimensionUnit"
          choices={DIMENSION_UNIT_CHOICES}
          placeholder={null}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <AmountWithUnit
          name="totalArea"
          unitName="totalAreaUnit"
          unitChoices={PLOT_AREA_UNIT_CHOICES}
          unitWidth="w-32"
        />
        <AmountWithUnit
          name="roadWidth"
          unitName="roadWidthUnit"
          unitChoices={ROAD_WIDTH_UNIT_CHOICES}
          unitWidth="w-20"
        />
      </div>
    </SubGroup>
  );
}
