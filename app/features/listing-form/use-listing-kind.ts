import { useState } from 'react';
import { fieldGroupFor } from '../listings/property-groups.ts';
import {
  ANY_POSSESSION_CHOICES,
  BUILDING_AREA_UNIT_CHOICES,
  type Choice,
  PLOT_AREA_UNIT_CHOICES,
  POSSESSION_CHOICES,
  pricePerUnitChoicesFor,
  propertyTypeChoicesFor,
} from './listing-choices.ts';
import type { ListingFormValues } from './listing-form-result.ts';

// What kind of listing the form holds, as people choose it: Sell or Rent offers its property
// types, the type picks the field group, and the group the possession and area-unit choices.
// A choice that no longer fits is cleared (a price unit falls back to sqft).

/** A choice the form follows: its value (cleared when it no longer fits) and its setter. */
type Followed = { value: string; set: (value: string) => void };

export type ListingKind = ReturnType<typeof useListingKind>;

/** Any of `choices` holding `value`. */
const offers = (choices: readonly Choice[], value: string) =>
  choices.some((choice) => choice.value === value);

/** Building units, then the plot units that are not also building units. */
const ANY_AREA_UNIT_CHOICES: readonly Choice[] = [
  ...BUILDING_AREA_UNIT_CHOICES,
  ...PLOT_AREA_UNIT_CHOICES.filter((choice) => !offers(BUILDING_AREA_UNIT_CHOICES, choice.value)),
];

export function useListingKind(values: ListingFormValues, hydrated: boolean) {
  const [listingType, setListingType] = useState(values.listingType);
  const [propertyType, setPropertyType] = useState(values.propertyType);
  const [possession, setPossession] = useState(values.possessionStatus);
  const [pricePerUnitArea, setPricePerUnitArea] = useState(values.pricePerUnitArea);

  const offeredTypes = propertyTypeChoicesFor(listingType);
  const type = offers(offeredTypes, propertyType) ? propertyType : '';
  const group = fieldGroupFor(listingType, type);
  // Before JavaScript runs (and without it) both groups show; the server reads the right one.
  const showHouse = group === 'house' || (group === null && !hydrated);
  const showPlot = group === 'plot' || (group === null && !hydrated);
  const possessionChoices = group ? POSSESSION_CHOICES[group] : ANY_POSSESSION_CHOICES;
  const unitChoices = group ? pricePerUnitChoicesFor(group) : ANY_AREA_UNIT_CHOICES;

  return {
    listingType: { value: listingType, set: setListingType } satisfies Followed,
    isRent: listingType === 'rent',
    propertyType: { value: type, set: setPropertyType } satisfies Followed,
    offeredTypes,
    group,
    showHouse,
    showPlot,
    bothShown: showHouse && showPlot,
    possession: {
      value: offers(possessionChoices, possession) ? possession : '',
      set: setPossession,
    } satisfies Followed,
    possessionChoices,
    pricePerUnitArea: {
      value: offers(unitChoices, pricePerUnitArea) ? pricePerUnitArea : 'sqft',
      set: setPricePerUnitArea,
    } satisfies Followed,
    unitChoices,
  };
}
