import { FILE_UPLOAD_MAX_BYTES } from '@omnicanal/core';
import * as v from 'valibot';

/** Largest file the uploads service keeps (spec 000 §9: 5 MB). */
export const UPLOAD_MAX_BYTES = FILE_UPLOAD_MAX_BYTES;

/**
 * The file types a conversation may carry, with the extensions each may have. A short safe list:
 * pictures a browser shows without running anything (no SVG, which can hold scripts), PDF, plain
 * text and office documents. Anything else is refused with `file_format_not_allowed`.
 */
export const UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
};

/** What a file input's `accept` lists: every allowed type and extension. */
export const UPLOAD_ACCEPT = Object.entries(UPLOAD_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions.map((e) => `.${e}`)])
  .join(',');

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The allowed type of a file named `name` sent as `mimetype`, or null. The declared type must be
 * on the list and the name's extension must be one of that type's, so a page renamed `.png` or a
 * script declared `image/png` are both refused. Browsers send an empty type for some office
 * files: the extension then decides.
 */
export function uploadType(name: string, mimetype: string): string | null {
  const extension = extensionOf(name);
  const declared = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared && declared !== 'application/octet-stream')
    return UPLOAD_TYPES[declared]?.includes(extension) ? declared : null;
  const found = Object.entries(UPLOAD_TYPES).find(([, extensions]) => extensions.includes(extension));
  return found?.[0] ?? null;
}

/** Pictures are the only files shown in place (a thumbnail); everything else is a download. */
export const isImageType = (mimetype: string) => /^image\/(png|jpeg|gif|webp)$/.test(mimetype);

/** Answer of `POST /api/uploads/files`: what a `file` rich content carries. */
export const UploadAnswer = v.object({
  url: v.pipe(v.string(), v.url()),
  name: v.string(),
  mimetype: v.string(),
});
export type UploadAnswer = v.InferOutput<typeof UploadAnswer>;

/** Answer of `POST /api/uploads/files/{id}/link`: a download link that works for a few minutes. */
export const UploadLink = v.object({
  url: v.pipe(v.string(), v.url()),
  expires_at: v.string(),
});
export type UploadLink = v.InferOutput<typeof UploadLink>;
