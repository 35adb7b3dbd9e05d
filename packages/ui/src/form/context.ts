import { createContext, useContext } from 'react';
import type { CardEntry, CardProvider } from './card/provider.ts';

/**
 * Services a form's fields may need from the page: uploading a file, picking a place, collecting a
 * card. The form kit makes no network call of its own; the page passes these through `<Form>`.
 */

/** Uploads a file and resolves with its URL (`url` fields with `allow_upload`). */
export type UploadHandler = (file: File) => Promise<string>;

/** A place chosen in the place picker (spec 000 §2): its id, and a name to show. */
export interface PickedPlace {
  id: string;
  name: string;
}

/** Opens the place picker (search limited to establishments plus a map) of the page. */
export interface PlaceProvider {
  /** Resolves with the chosen place, or `null` when the picker was closed without a choice. */
  pick(current: string): Promise<PickedPlace | null>;
}

export interface FormServices {
  onUpload?: UploadHandler;
  placeProvider?: PlaceProvider;
  cardProvider?: CardProvider;
  /** A card field's mounted entry, for the token at submit (`null` when it unmounts). */
  registerCard(name: string, entry: CardEntry | null): void;
  /** The files a `file` field holds, sent to `onSubmit` beside the values. */
  setFiles(name: string, files: File[]): void;
}

const NO_SERVICES: FormServices = { registerCard: () => {}, setFiles: () => {} };

export const FormServicesContext = createContext<FormServices>(NO_SERVICES);

export const useFormServices = (): FormServices => useContext(FormServicesContext);
