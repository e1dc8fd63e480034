import { useT } from '../../i18n/i18n-context.tsx';
import { AmountWithUnit, ChoiceSelect, NumberInput } from './form-controls.tsx';
import {
  BHK_CHOICES,
  BATHROOM_CHOICES,
  FURNISHING_CHOICES,
  PARKING_CHOICES,
  BUILDING_AREA_UNIT_CHOICES,
  YES_NO_CHOICES,
} from './listing-choices.ts';
import { SubGroup } from './form-layout.tsx';

const ROOM_SELECTS = [
  ['bhk', BHK_CHOICES],
  ['bathrooms', BATHROOM_CHOICES],
  ['furnishing', FURNISHING_CHOICES],
] as const;

const PARKING_FIELDS = [
  'coveredTwoWheelerParking',
  'coveredFourWheelerParking',
  'openTwoWheelerParking',
  'openFourWheelerParking',
] as const;

/** Rooms, furnishing, parking, areas and getting in without steps of a built property. */
export function HouseFields({ hidden, bothShown }: { hidden: boolean; bothShown: boolean }) {
  const t = useT();
  return (
    <SubGroup
      legend={t('listingForm.group.house')}
      hidden={hidden}
      note={bothShown ? t('listingForm.group.houseFor') : undefined}
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {ROOM_SELECTS.map(([name, choices]) => (
          <ChoiceSelect key={name} name={name} choices={choices} />
        ))}
        <NumberInput name="yearBuilt" digits={4} />
        <NumberInput name="floor" digits={3} hint={t('listingForm.hint.floor')} />
        <NumberInput name="totalFloors" digits={3} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {(['builtUpArea', 'carpetArea'] as const).map((name) => (
          <AmountWithUnit
            key={name}
            name={name}
            unitName={`${name}Unit`}
            unitChoices={BUILDING_AREA_UNIT_CHOICES}
            unitWidth="w-24"
          />
        ))}
      </div>
      <SubGroup legend={t('listingForm.group.parking')} nested>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PARKING_FIELDS.map((name) => (
            <ChoiceSelect key={name} name={name} choices={PARKING_CHOICES} />
          ))}
        </div>
      </SubGroup>
      <SubGroup
        legend={t('listingForm.group.access')}
        note={t('listingForm.group.accessNote')}
        nested
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <NumberInput name="entranceSteps" digits={2} hint={t('listingForm.hint.entranceSteps')} />
          <ChoiceSelect name="lift" choices={YES_NO_CHOICES} />
          <NumberInput name="doorWidth" digits={3} hint={t('listingForm.hint.doorWidth')} />
          <ChoiceSelect name="bedroomOnEntranceLevel" choices={YES_NO_CHOICES} />
          <ChoiceSelect name="bathroomOnEntranceLevel" choices={YES_NO_CHOICES} />
        </div>
      </SubGroup>
    </SubGroup>
  );
}
