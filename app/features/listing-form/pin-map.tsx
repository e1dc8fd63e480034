import { useEffect, useRef } from 'react';
import type { Marker } from 'leaflet';
import { pinIcon } from '../../components/ui/leaflet.ts';
import { MapBox, useLeafletMap } from '../../components/ui/leaflet-map.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

// An OpenStreetMap map (Leaflet) to drop the property's pin: a click or tap sets the latitude
// and longitude fields, and a pin already typed there shows. Only with JavaScript and only
// when asked for: the two fields do the same job without it.

/** The middle of the Guntur, Amaravati and Vijayawada region. */
const REGION_CENTRE: [number, number] = [16.43, 80.53];
const COORDINATE_DECIMALS = 6;

export type Pin = { latitude: number; longitude: number };

export function PinMap({
  pin,
  onPick,
}: {
  /** The pin typed in the fields, when both are numbers. */
  pin: Pin | null;
  onPick: (pin: Pin) => void;
}) {
  const t = useT();
  const markerRef = useRef<Marker | null>(null);
  const placeRef = useRef<((pin: Pin) => void) | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const initialPin = useRef(pin);
  const markerTitle = t('listingForm.map.marker');

  const map = useLeafletMap({
    options: () => {
      const start = initialPin.current;
      return {
        center: start ? [start.latitude, start.longitude] : REGION_CENTRE,
        zoom: start ? 16 : 10,
        scrollWheelZoom: false,
      };
    },
    draw: (L, leafletMap) => {
      const icon = pinIcon(L);
      const place = (next: Pin) => {
        const at: [number, number] = [next.latitude, next.longitude];
        if (markerRef.current) markerRef.current.setLatLng(at);
        else {
          markerRef.current = L.marker(at, {
            icon,
            keyboard: false,
            title: markerTitle,
            draggable: true,
          }).addTo(leafletMap);
          markerRef.current.on('dragend', () => {
            const position = markerRef.current!.getLatLng();
            onPickRef.current(round({ latitude: position.lat, longitude: position.lng }));
          });
        }
      };
      placeRef.current = place;
      if (initialPin.current) place(initialPin.current);
      leafletMap.on('click', (event) => {
        const next = round({ latitude: event.latlng.lat, longitude: event.latlng.lng });
        place(next);
        onPickRef.current(next);
      });
      return () => {
        markerRef.current = null;
        placeRef.current = null;
      };
    },
    rebuildOn: markerTitle,
  });

  // A pin typed in the fields moves the marker.
  useEffect(() => {
    if (!pin || !placeRef.current) return;
    const current = markerRef.current?.getLatLng();
    if (current && current.lat === pin.latitude && current.lng === pin.longitude) return;
    placeRef.current(pin);
    map.mapRef.current?.panTo([pin.latitude, pin.longitude]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the coordinates, not the object's identity
  }, [pin?.latitude, pin?.longitude]);

  return (
    <div className="mt-3">
      <p id="lf-map-hint" className="mb-2 text-sm text-slate-600">
        {t('listingForm.map.hint')}
      </p>
      <MapBox
        map={map}
        label={t('listingForm.map.label')}
        describedBy="lf-map-hint"
        className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:aspect-[16/9]"
        placeholder={
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-700">
            {map.state === 'failed' ? t('listingForm.map.failed') : t('listingForm.map.loading')}
          </p>
        }
      />
    </div>
  );
}

function round(pin: Pin): Pin {
  const factor = 10 ** COORDINATE_DECIMALS;
  return {
    latitude: Math.round(pin.latitude * factor) / factor,
    longitude: Math.round(pin.longitude * factor) / factor,
  };
}
