import type { FieldGroup } from '../listings/property-groups.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { AmountWithUnit, Options } from './form-controls.tsx';
import { type Choice, PRICE_UNIT_CHOICES, MAINTENANCE_UNIT_CHOICES } from './listing-choices.ts';
import { SubGroup, type GroupProps, type TypingFilters } from './form-layout.tsx';

/** Price, maintenance and price per unit area (rent says Rent). */
export function PriceFields({
  values,
  error,
  decimal,
  isRent,
  group,
  unitChoices,
  pricePerUnitArea,
  onPricePerUnitAreaChange,
}: GroupProps &
  Pick<TypingFilters, 'decimal'> & {
    isRent: boolean;
    group: FieldGroup | null;
    unitChoices: readonly Choice[];
    pricePerUnitArea: string;
    onPricePerUnitAreaChange: (value: string) => void;
  }) {
  const t = useT();
  return (
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
            value: pricePerUnitArea,
            onChange: (event) => onPricePerUnitAreaChange(event.currentTarget.value),
          }}
          unitChildren={<Options choices={unitChoices} />}
          unitWidth={group === 'house' ? 'w-24' : 'w-32'}
          className="md:col-span-2 xl:col-span-1"
        />
      </div>
    </SubGroup>
  );
}
