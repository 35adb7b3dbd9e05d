import { t } from '@omnicanal/i18n';
import type { PlacePickDetail } from '@omnicanal/ui';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { MapsProvider, MapView, PlaceDetails, PlaceSuggestion } from './place/maps.ts';

type Status = 'idle' | 'searching' | 'failed';

/**
 * The place picker of spec 000 §2 (modal action `gbm-place`): a search limited to establishments,
 * a map, the field's current place preloaded from its id; it answers the field with the chosen id.
 * Without a maps provider it says maps are not configured and answers nothing.
 */
export class PlacePickerController implements ReactiveController {
  request: PlacePickDetail | null = null;
  provider: MapsProvider | null = null;
  results: PlaceSuggestion[] | null = null;
  selected: PlaceSuggestion | null = null;
  status: Status = 'idle';
  readonly #host: ReactiveControllerHost;
  #map: MapView | null = null;
  #mapContainer: HTMLElement | null = null;
  /** Answers of an earlier search or selection are dropped once a newer one started. */
  #turn = 0;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** Starts a pick: an earlier unanswered one is closed without a choice. */
  open(request: PlacePickDetail, provider: MapsProvider | null): void {
    this.cancel();
    this.request = request;
    this.provider = provider;
    this.results = null;
    this.selected = null;
    this.status = 'idle';
    if (provider && request.current) this.#select(provider.details(request.current), true);
    this.#host.requestUpdate();
  }

  readonly search = (event: SubmitEvent): void => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const query = String(new FormData(form).get('query') ?? '').trim();
    const provider = this.provider;
    if (!provider || !query) return;
    const turn = ++this.#turn;
    this.status = 'searching';
    this.#host.requestUpdate();
    provider.search(query).then(
      (results) => {
        if (turn !== this.#turn) return;
        this.results = results;
        this.status = 'idle';
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        if (turn !== this.#turn) return;
        console.warn('[omnicanal] place search failed', error);
        this.status = 'failed';
        this.#host.requestUpdate();
      },
    );
  };

  readonly choose = (place: PlaceSuggestion): void => {
    this.selected = place;
    this.#host.requestUpdate();
    if (this.provider) this.#select(this.provider.details(place.id), false);
  };

  /** Draws the map once the dialog is in the page (the host calls it after each update). */
  attachMap(container: HTMLElement | null): void {
    if (!this.request || !this.provider || !container || container === this.#mapContainer) return;
    this.#map?.destroy();
    this.#mapContainer = container;
    this.#map = this.provider.mountMap(container);
    if (this.selected && 'location' in this.selected) this.#map.show(this.selected as PlaceDetails);
  }

  readonly confirm = (): void => {
    const place = this.selected;
    if (!place) return;
    this.#finish({ id: place.id, name: place.name });
  };

  readonly cancel = (): void => {
    if (this.request) this.#finish(null);
  };

  #finish(answer: { id: string; name: string } | null): void {
    const request = this.request;
    this.request = null;
    this.#turn++;
    this.#map?.destroy();
    this.#map = null;
    this.#mapContainer = null;
    request?.respond(answer);
    this.#host.requestUpdate();
  }

  #select(details: Promise<PlaceDetails>, preload: boolean): void {
    const turn = ++this.#turn;
    details.then(
      (place) => {
        if (turn !== this.#turn) return;
        this.selected = place;
        this.#map?.show(place);
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        if (turn !== this.#turn) return;
        // A preloaded id the service no longer knows leaves the picker empty, ready for a search.
        console.warn('[omnicanal] place details failed', error);
        if (!preload) this.status = 'failed';
        this.#host.requestUpdate();
      },
    );
  }
}

/** The picker's dialog (`#place-picker`); the shell opens it as modal `gbm-place`. */
export function renderPlacePicker(picker: PlacePickerController): TemplateResult {
  const cancel = (event: Event) => {
    event.preventDefault();
    picker.cancel();
  };
  const configured = picker.provider !== null;
  return html`
    <dialog id="place-picker" class="dialog place-picker" aria-labelledby="place-picker-title" @cancel=${cancel}>
      <h2 id="place-picker-title">${t('shell:place_picker.title')}</h2>
      ${configured ? renderSearch(picker) : html`<p class="notice">${t('shell:place_picker.not_configured')}</p>`}
      <div class="actions">
        <button type="button" @click=${picker.cancel}>${t('common:actions.cancel')}</button>
        ${
          configured
            ? html`<button type="button" class="primary" ?disabled=${!picker.selected} @click=${picker.confirm}>
                ${t('shell:place_picker.choose')}
              </button>`
            : nothing
        }
      </div>
    </dialog>
  `;
}

function renderSearch(picker: PlacePickerController): TemplateResult {
  const status =
    picker.status === 'searching'
      ? t('shell:place_picker.searching')
      : picker.status === 'failed'
        ? t('shell:place_picker.failed')
        : picker.results?.length === 0
          ? t('shell:place_picker.no_results')
          : '';
  return html`
    <form class="place-search" role="search" @submit=${picker.search}>
      <label for="place-query">${t('shell:place_picker.search')}</label>
      <input id="place-query" name="query" type="search" autocomplete="off" />
      <button type="submit">${t('shell:place_picker.search_button')}</button>
    </form>
    <p class="status" role="status">${status}</p>
    ${
      picker.results?.length
        ? html`<ul class="place-results" aria-label=${t('shell:place_picker.results')}>
            ${picker.results.map(
              (place) => html`<li>
                <button
                  type="button"
                  aria-pressed=${picker.selected?.id === place.id ? 'true' : 'false'}
                  @click=${() => picker.choose(place)}
                >
                  <span class="place-name">${place.name}</span>
                  ${place.address ? html`<span class="place-address">${place.address}</span>` : nothing}
                </button>
              </li>`,
            )}
          </ul>`
        : nothing
    }
    <section id="place-map" class="place-map" aria-label=${t('shell:place_picker.map')}></section>
    <p class="place-chosen">
      ${t('shell:place_picker.chosen')}
      <output>${picker.selected ? picker.selected.name : t('shell:place_picker.none')}</output>
    </p>
  `;
}
