import type { ReactNode } from 'react';
import { pinIcon } from '../../components/ui/leaflet.ts';
import { MapBox, useLeafletMap } from '../../components/ui/leaflet-map.tsx';

/**
 * The listing's map once it is near the screen (listing-map.tsx loads this): Leaflet with
 * OpenStreetMap's tiles and the brand pin at the listing, in the same box as before.
 */
export function ListingLiveMap({
  latitude,
  longitude,
  label,
  markerTitle,
  className,
  placeholder,
}: {
  latitude: number;
  longitude: number;
  label: string;
  markerTitle: string;
  /** The box's classes (listing-map.tsx's frame). */
  className: string;
  /** What the box shows until the tiles come, or when they cannot (`failed`). */
  placeholder: (failed: boolean) => ReactNode;
}) {
  const map = useLeafletMap({
    options: (L) => ({
      center: [latitude, longitude],
      zoom: 15,
      // The page scrolls under the wheel and one finger; the map zooms with its buttons and pinch.
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
    }),
    draw: (L, leafletMap) => {
      L.marker([latitude, longitude], {
        icon: pinIcon(L),
        keyboard: false,
        interactive: false,
        title: markerTitle,
      }).addTo(leafletMap);
    },
    rebuildOn: `${latitude},${longitude},${markerTitle}`,
  });
  return (
    <MapBox
      map={map}
      label={label}
      className={className}
      placeholder={placeholder(map.state === 'failed')}
    />
  );
}
