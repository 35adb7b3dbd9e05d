import type { PickedPlace, PlaceProvider } from '../context.ts';

/**
 * The place field asks the page for its place picker (spec 000 §2: "used by the form place field
 * via modal action gbm-place"). An element cannot reach the console's modal directly, so the request
 * travels as an event that crosses shadow roots; the page that answers calls `preventDefault()` and,
 * later, `respond` once.
 */
export const PLACE_PICK_EVENT = 'oc-place-pick';

/** `detail` of `oc-place-pick`. */
export interface PlacePickDetail {
  /** The place id the field holds ('' for none): the picker shows it first. */
  current: string;
  /** The chosen place, or null when the picker closed without a choice. */
  respond: (place: PickedPlace | null) => void;
}

/** Raised when no page around `host` answers `oc-place-pick`. */
export class PlacePickerUnavailableError extends Error {
  constructor() {
    super('place_picker_unavailable');
    this.name = 'PlacePickerUnavailableError';
  }
}

/**
 * A `PlaceProvider` for an element's forms that opens the place picker of the page around `host`
 * (the console's, or a partner's that listens to `oc-place-pick`).
 */
export function pagePlacePicker(host: EventTarget): PlaceProvider {
  return {
    pick: (current) =>
      new Promise<PickedPlace | null>((resolve, reject) => {
        let answered = false;
        const respond = (place: PickedPlace | null) => {
          if (answered) return;
          answered = true;
          resolve(place);
        };
        const event = new CustomEvent<PlacePickDetail>(PLACE_PICK_EVENT, {
          detail: { current, respond },
          bubbles: true,
          composed: true,
          cancelable: true,
        });
        // Nobody claimed it: the page has no picker, and the field says the choice was not made.
        if (host.dispatchEvent(event)) reject(new PlacePickerUnavailableError());
      }),
  };
}
