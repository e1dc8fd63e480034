import { useMemo, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { SelectField, TextInput } from './form-controls.tsx';
import type { CityOption, ListingFormValues } from './listing-form-result.ts';
import { keepDecimal, keepDigits, MAX_NUMBER_TEXT, parseDecimal } from './numeric-input.ts';
import { PinMap, type Pin } from './pin-map.tsx';
import {
  ADDRESS_MAX,
  LANDMARK_MAX,
  STATE_MAX,
  MAP_URL_MAX,
  type ListingErrorField,
} from './listing-fields.ts';

// 3 Location: city and its sub-locations, address, landmark, pincode, state, coordinates (with
// a map to drop the pin when JavaScript runs) and an optional map link.

export function LocationFields({
  cities,
  values,
  error,
  hydrated,
}: {
  cities: readonly CityOption[];
  values: ListingFormValues;
  error: (field: ListingErrorField) => string | undefined;
  hydrated: boolean;
}) {
  const t = useT();
  const [cityId, setCityId] = useState(values.cityId);
  const [areaId, setAreaId] = useState(values.areaId);
  const [latitude, setLatitude] = useState(values.latitude);
  const [longitude, setLongitude] = useState(values.longitude);
  const [mapOpen, setMapOpen] = useState(false);

  const city = cities.find((option) => String(option.id) === cityId) ?? null;
  // Without a city the areas show grouped by city; with one, only its own.
  const areaValue = city
    ? city.areas.some((area) => String(area.id) === areaId)
      ? areaId
      : ''
    : areaId;
  const pin = useMemo<Pin | null>(() => {
    const lat = parseDecimal(latitude);
    const lng = parseDecimal(longitude);
    return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
  }, [latitude, longitude]);

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="cityId"
          label={t('listingForm.field.city')}
          required
          value={cityId}
          onChange={(event) => setCityId(event.currentTarget.value)}
          error={error('cityId')}
        >
          <option value="">{t('listingForm.placeholder.city')}</option>
          {cities.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="areaId"
          label={t('listingForm.field.area')}
          required
          value={areaValue}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setAreaId(next);
            // Without a city yet, the area's group tells which city it is in.
            if (!city && next) {
              const owner = cities.find((option) =>
                option.areas.some((area) => String(area.id) === next),
              );
              if (owner) setCityId(String(owner.id));
            }
          }}
          error={error('areaId')}
        >
          <option value="">{t('listingForm.placeholder.area')}</option>
          {city
            ? city.areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))
            : cities.map((option) => (
                <optgroup key={option.id} label={option.name}>
                  {option.areas.map((area) => (
                    <option key={area.id} value={area.id}>
                      {area.name}
                    </option>
                  ))}
                </optgroup>
              ))}
        </SelectField>
      </div>
      <TextInput
        name="address"
        label={t('listingForm.field.address')}
        required
        autoComplete="street-address"
        maxLength={ADDRESS_MAX}
        defaultValue={values.address}
        error={error('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextInput
          name="landmark"
          label={t('listingForm.field.landmark')}
          autoComplete="off"
          maxLength={LANDMARK_MAX}
          defaultValue={values.landmark}
          error={error('landmark')}
        />
        <TextInput
          name="pincode"
          label={t('listingForm.field.pincode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={values.pincode}
          placeholder={t('listingForm.placeholder.pincode')}
          onInput={(event) => {
            event.currentTarget.value = keepDigits(event.currentTarget.value, 6);
          }}
          error={error('pincode')}
        />
        <TextInput
          name="location"
          label={t('listingForm.field.location')}
          required
          autoComplete="address-level1"
          maxLength={STATE_MAX}
          defaultValue={values.location}
          error={error('location')}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      <div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            name="latitude"
            label={t('listingForm.field.latitude')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={MAX_NUMBER_TEXT}
            value={latitude}
            onChange={(event) => setLatitude(keepDecimal(event.currentTarget.value))}
            error={error('latitude')}
            extraDescription="lf-coordinates-hint"
          />
          <TextInput
            name="longitude"
            label={t('listingForm.field.longitude')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={MAX_NUMBER_TEXT}
            value={longitude}
            onChange={(event) => setLongitude(keepDecimal(event.currentTarget.value))}
            error={error('longitude')}
            extraDescription="lf-coordinates-hint"
          />
        </div>
        <p id="lf-coordinates-hint" className="mt-1.5 text-sm text-slate-600">
          {t('listingForm.hint.coordinates')}
        </p>
        {hydrated ? (
          <>
            <button
              type="button"
              aria-expanded={mapOpen}
              onClick={() => setMapOpen((open) => !open)}
              className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <svg aria-hidden="true" viewBox="0 0 32 44" className="h-5 w-4">
                <path
                  fill="currentColor"
                  d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1Z"
                />
                <circle cx="16" cy="16" r="6" fill="#fff" />
              </svg>
              {t(mapOpen ? 'listingForm.map.close' : 'listingForm.map.open')}
            </button>
            {mapOpen ? (
              <PinMap
                pin={pin}
                onPick={(next) => {
                  setLatitude(String(next.latitude));
                  setLongitude(String(next.longitude));
                }}
              />
            ) : null}
          </>
        ) : null}
      </div>
      <TextInput
        name="mapUrl"
        type="url"
        label={t('listingForm.field.mapUrl')}
        autoComplete="off"
        maxLength={MAP_URL_MAX}
        defaultValue={values.mapUrl}
        hint={t('listingForm.hint.mapUrl')}
        error={error('mapUrl')}
      />
    </>
  );
}
