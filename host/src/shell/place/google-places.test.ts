/// <reference types="mocha" />
import { expect } from 'chai';
import {
  type GoogleMaps,
  type GooglePlace,
  type GooglePrediction,
  googlePlacesProvider,
} from './google-places.ts';

/*
 * The Google adapter behind the place picker, against a stand-in for `google.maps`: what it asks
 * Google (establishments only, the fields it needs) and what the picker receives.
 */

function fakeGoogle(answers: {
  predictions: [GooglePrediction[] | null, string];
  place: [GooglePlace | null, string];
}) {
  const asked: { search: unknown[]; details: unknown[]; markers: unknown[]; centers: unknown[] } = {
    search: [],
    details: [],
    markers: [],
    centers: [],
  };
  const maps: GoogleMaps = {
    Map: class {
      setCenter(at: unknown) {
        asked.centers.push(at);
      }
      setZoom() {}
    },
    Marker: class {
      constructor(options: { position: unknown }) {
        asked.markers.push(options.position);
      }
      setMap() {}
    },
    places: {
      AutocompleteService: class {
        getPlacePredictions(request: unknown, callback: (p: GooglePrediction[] | null, s: string) => void) {
          asked.search.push(request);
          callback(...answers.predictions);
        }
      },
      PlacesService: class {
        getDetails(request: unknown, callback: (p: GooglePlace | null, s: string) => void) {
          asked.details.push(request);
          callback(...answers.place);
        }
      },
    },
  };
  return { maps, asked };
}

const bakery: GooglePlace = {
  place_id: 'ChIJ-bakery',
  name: 'Boulangerie du Port',
  formatted_address: '1 quai du Port, Marseille',
  geometry: { location: { lat: () => 43.29, lng: () => 5.37 } },
};

describe('googlePlacesProvider', () => {
  it('searches establishments only and names each result', async () => {
    const prediction = {
      place_id: 'ChIJ-bakery',
      description: 'Boulangerie du Port, Marseille',
      structured_formatting: { main_text: 'Boulangerie du Port', secondary_text: 'Marseille' },
    };
    const { maps, asked } = fakeGoogle({ predictions: [[prediction], 'OK'], place: [null, 'NOT_FOUND'] });
    const results = await googlePlacesProvider(async () => maps).search('boulangerie');
    expect(asked.search).to.deep.equal([{ input: 'boulangerie', types: ['establishment'] }]);
    expect(results).to.deep.equal([{ id: 'ChIJ-bakery', name: 'Boulangerie du Port', address: 'Marseille' }]);
  });

  it('answers no result as an empty list, and a refusal as a failure', async () => {
    const none = fakeGoogle({ predictions: [null, 'ZERO_RESULTS'], place: [null, 'NOT_FOUND'] });
    expect(await googlePlacesProvider(async () => none.maps).search('zzz')).to.deep.equal([]);
    const denied = fakeGoogle({ predictions: [null, 'REQUEST_DENIED'], place: [null, 'NOT_FOUND'] });
    let failure: unknown = null;
    await googlePlacesProvider(async () => denied.maps)
      .search('x')
      .catch((error: unknown) => {
        failure = error;
      });
    expect(String(failure)).to.contain('places_request_denied');
  });

  it('loads a place by id with its position, and marks it on the map', async () => {
    const { maps, asked } = fakeGoogle({ predictions: [[], 'OK'], place: [bakery, 'OK'] });
    const provider = googlePlacesProvider(async () => maps);
    const place = await provider.details('ChIJ-bakery');
    expect(asked.details).to.deep.equal([
      { placeId: 'ChIJ-bakery', fields: ['place_id', 'name', 'formatted_address', 'geometry'] },
    ]);
    expect(place).to.deep.equal({
      id: 'ChIJ-bakery',
      name: 'Boulangerie du Port',
      address: '1 quai du Port, Marseille',
      location: { lat: 43.29, lng: 5.37 },
    });
    const container = document.createElement('div');
    const view = provider.mountMap(container);
    view.show(place);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.markers).to.deep.equal([{ lat: 43.29, lng: 5.37 }]);
    expect(asked.centers).to.deep.equal([{ lat: 43.29, lng: 5.37 }]);
    view.destroy();
  });
});
