import { useT } from '../../i18n/i18n-context.tsx';
import { AmountWithUnit } from './form-controls.tsx';
import { PRICE_UNIT_CHOICES, MAINTENANCE_UNIT_CHOICES } from './listing-choices.ts';
import { SubGroup } from './form-layout.tsx';
import type { ListingKind } from './use-listing-kind.ts';

/** Price, maintenance and price per unit area (rent says Rent). */
export function PriceFields({ kind }: { kind: ListingKind }) {
  const t = useT();
  const placeholder = t('listingForm.placeholder.amount');
  return (
    <SubGroup legend={t('listingForm.group.price')}>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <AmountWithUnit
          name="priceAmount"
          unitName="priceUnit"
          unitChoices={PRICE_UNIT_CHOICES}
          unitWidth="w-20"
          label={t(kind.isRent ? 'listingForm.field.rent' : 'listingForm.field.price')}
          hint={t(kind.isRent ? 'listingForm.hint.rent' : 'listingForm.hint.priceUnits')}
          required
          placeholder={placeholder}
        />
        <AmountWithUnit
          name="maintenanceAmount"
          unitName="maintenanceUnit"
          unitChoices={MAINTENANCE_UNIT_CHOICES}
          unitWidth="w-20"
          hint={t('listingForm.hint.maintenance')}
          required
          placeholder={placeholder}
        />
        <AmountWithUnit
          name="pricePerUnitAmount"
          unitName="pricePerUnitArea"
          unitChoices={kind.unitChoices}
          unitWidth={kind.group === 'house' ? 'w-24' : 'w-32'}
          unit={kind.pricePerUnitArea}
          hint={t('listingForm.hint.pricePerUnit')}
          placeholder={placeholder}
          className="md:col-span-2 xl:col-span-1"
        />
      </div>
    </SubGroup>
  );
}
