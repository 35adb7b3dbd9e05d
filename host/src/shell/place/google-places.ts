import type { MapsProvider, MapView, PlaceDetails, PlaceSuggestion } from './maps.ts';

/**
 * The part of the Google Maps JavaScript API (`google.maps`, with the `places` library) the
 * adapter uses; declared here so the console needs no Google typings.
 */
export interface GoogleMaps {
  Map: new (
    element: HTMLElement,
    options: { center: LatLng; zoom: number; disableDefaultUI?: boolean },
  ) => { setCenter(at: LatLng): void; setZoom(zoom: number): void };
  Marker: new (options: { map: unknown; position: LatLng; title?: string }) => { setMap(map: unknown): void };
  places: {
    AutocompleteService: new () => {
      getPlacePredictions(
        request: { input: string; types: string[] },
        callback: (predictions: GooglePrediction[] | null, status: string) => void,
      ): void;
    };
    PlacesService: new (
      attributions: HTMLElement,
    ) => {
      getDetails(
        request: { placeId: string; fields: string[] },
        callback: (place: GooglePlace | null, status: string) => void,
      ): void;
    };
  };
}

interface LatLng {
  lat: number;
  lng: number;
}

export interface GooglePrediction {
  place_id: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
  description: string;
}

export interface GooglePlace {
  place_id?: string;
  name?: string;
  formatted_address?: string;
  geometry?: { location?: { lat(): number; lng(): number } };
}

/** Where the map opens before a place is chosen: mainland France, zoomed out. */
const DEFAULT_CENTER: LatLng = { lat: 46.6, lng: 2.4 };
const DEFAULT_ZOOM = 5;
const PLACE_ZOOM = 16;

/** Google's "nothing found" is an empty answer, not a failure. */
const ZERO_RESULTS = 'ZERO_RESULTS';
const OK = 'OK';

/** The place picker over Google Places: predictions of type `establishment`, details, a map. */
export function googlePlacesProvider(load: () => Promise<GoogleMaps>): MapsProvider {
  return {
    async search(query) {
      const maps = await load();
      const service = new maps.places.AutocompleteService();
      return new Promise<PlaceSuggestion[]>((resolve, reject) => {
        service.getPlacePredictions({ input: query, types: ['establishment'] }, (predictions, status) => {
          if (status === ZERO_RESULTS) resolve([]);
          else if (status !== OK || !predictions) reject(new Error(`places_${status.toLowerCase()}`));
          else
            resolve(
              predictions.map((prediction) => ({
                id: prediction.place_id,
                name: prediction.structured_formatting?.main_text ?? prediction.description,
                address: prediction.structured_formatting?.secondary_text ?? '',
              })),
            );
        });
      });
    },
    async details(id) {
      const maps = await load();
      // Google asks for an element to show its attributions in when no map is given.
      const service = new maps.places.PlacesService(document.createElement('div'));
      return new Promise<PlaceDetails>((resolve, reject) => {
        service.getDetails(
          { placeId: id, fields: ['place_id', 'name', 'formatted_address', 'geometry'] },
          (place, status) => {
            if (status !== OK || !place) {
              reject(new Error(`places_${status.toLowerCase()}`));
              return;
            }
            const at = place.geometry?.location;
            resolve({
              id: place.place_id ?? id,
              name: place.name ?? id,
              address: place.formatted_address ?? '',
              location: at ? { lat: at.lat(), lng: at.lng() } : null,
            });
          },
        );
      });
    },
    mountMap(container) {
      let destroyed = false;
      let marker: { setMap(map: unknown): void } | null = null;
      let wanted: PlaceDetails | null = null;
      let draw: ((place: PlaceDetails | null) => void) | null = null;
      load().then(
        (maps) => {
          if (destroyed) return;
          const map = new maps.Map(container, {
            center: DEFAULT_CENTER,
            zoom: DEFAULT_ZOOM,
            disableDefaultUI: true,
          });
          draw = (place) => {
            marker?.setMap(null);
            marker = null;
            if (!place?.location) return;
            map.setCenter(place.location);
            map.setZoom(PLACE_ZOOM);
            marker = new maps.Marker({ map, position: place.location, title: place.name });
          };
          draw(wanted);
        },
        // The search reports the same failure in words; the map area just stays empty.
        (error: unknown) => console.warn('[omnicanal] the map could not load', error),
      );
      const view: MapView = {
        show(place) {
          wanted = place;
          draw?.(place);
        },
        destroy() {
          destroyed = true;
          marker?.setMap(null);
          container.replaceChildren();
        },
      };
      return view;
    },
  };
}

/**
 * Google Places with a browser key, its script added the first time the picker needs it: a
 * console without a key never contacts Google.
 */
export function loadGooglePlacesProvider(apiKey: string): MapsProvider {
  let loading: Promise<GoogleMaps> | null = null;
  return googlePlacesProvider(() => {
    loading ??= new Promise<GoogleMaps>((resolve, reject) => {
      const callback = `__ocGoogleMaps${Date.now()}`;
      const global = globalThis as unknown as Record<string, unknown>;
      const script = document.createElement('script');
      global[callback] = () => {
        delete global[callback];
        const maps = (globalThis as unknown as { google?: { maps?: GoogleMaps } }).google?.maps;
        if (maps) resolve(maps);
        else reject(new Error('maps_unavailable'));
      };
      const query = new URLSearchParams({ key: apiKey, libraries: 'places', callback });
      script.src = `https://maps.googleapis.com/maps/api/js?${query}`;
      script.async = true;
      script.onerror = () => {
        loading = null;
        reject(new Error('maps_unavailable'));
      };
      document.head.append(script);
    });
    return loading;
  });
}
