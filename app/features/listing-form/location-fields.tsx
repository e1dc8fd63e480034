import { useMemo, useState } from 'react';
import { PinGlyph } from '../../components/ui/map-placeholder.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { ChoiceSelect, NumberInput, TextInput, useFormState } from './form-controls.tsx';
import type { CityOption } from './listing-form-result.ts';
import { keepDecimal, MAX_NUMBER_TEXT, parseDecimal } from './numeric-input.ts';
import { PinMap, type Pin } from './pin-map.tsx';
import { ADDRESS_MAX, LANDMARK_MAX, STATE_MAX, MAP_URL_MAX } from './listing-fields.ts';

// 3 Location: city and its sub-locations, address, landmark, pincode, state, coordinates (with
// a map to drop the pin when JavaScript runs) and an optional map link.

export function LocationFields({
  cities,
  hydrated,
}: {
  cities: readonly CityOption[];
  hydrated: boolean;
}) {
  const t = useT();
  const { values } = useFormState();
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
  const areaOptions = (areas: CityOption['areas']) =>
    areas.map((area) => (
      <option key={area.id} value={area.id}>
        {area.name}
      </option>
    ));

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceSelect
          name="cityId"
          required
          value={cityId}
          onChange={(event) => setCityId(event.currentTarget.value)}
        >
          <option value="">{t('listingForm.placeholder.city')}</option>
          {cities.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </ChoiceSelect>
        <ChoiceSelect
          name="areaId"
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
        >
          <option value="">{t('listingForm.placeholder.area')}</option>
          {city
            ? areaOptions(city.areas)
            : cities.map((option) => (
                <optgroup key={option.id} label={option.name}>
                  {areaOptions(option.areas)}
                </optgroup>
              ))}
        </ChoiceSelect>
      </div>
      <TextInput name="address" required autoComplete="street-address" maxLength={ADDRESS_MAX} />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextInput name="landmark" autoComplete="off" maxLength={LANDMARK_MAX} />
        <NumberInput
          name="pincode"
          digits={6}
          required
          autoComplete="postal-code"
          placeholder={t('listingForm.placeholder.pincode')}
        />
        <TextInput
          name="location"
          required
          autoComplete="address-level1"
          maxLength={STATE_MAX}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      <div>
        <div className="grid gap-5 sm:grid-cols-2">
          {(
            [
              ['latitude', latitude, setLatitude],
              ['longitude', longitude, setLongitude],
            ] as const
          ).map(([name, value, setValue]) => (
            <TextInput
              key={name}
              name={name}
              inputMode="decimal"
              autoComplete="off"
              maxLength={MAX_NUMBER_TEXT}
              value={value}
              onChange={(event) => setValue(keepDecimal(event.currentTarget.value))}
              alsoDescribedBy="lf-coordinates-hint"
            />
          ))}
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
              <PinGlyph className="h-5 w-4" />
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
        autoComplete="off"
        maxLength={MAP_URL_MAX}
        hint={t('listingForm.hint.mapUrl')}
      />
    </>
  );
}
