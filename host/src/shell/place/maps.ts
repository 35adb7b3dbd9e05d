/**
 * What the place picker (spec 000 §2) needs from a maps service: a search limited to
 * establishments, the details of a place by id (to preload the field's current place), and a map
 * drawn in a container. Any service fits behind it; `google-places.ts` is the Google adapter.
 */

/** A search result: an establishment. */
export interface PlaceSuggestion {
  id: string;
  name: string;
  /** The rest of the description (street, town), may be empty. */
  address: string;
}

/** A place with its position on the map, when known. */
export interface PlaceDetails extends PlaceSuggestion {
  location: { lat: number; lng: number } | null;
}

/** A map drawn in the picker. */
export interface MapView {
  /** Centres the map on `place` with a marker; null shows no marker. */
  show(place: PlaceDetails | null): void;
  destroy(): void;
}

export interface MapsProvider {
  /** Establishments matching `query` (spec 000 §2: the search is limited to establishments). */
  search(query: string): Promise<PlaceSuggestion[]>;
  details(id: string): Promise<PlaceDetails>;
  mountMap(container: HTMLElement): MapView;
}
