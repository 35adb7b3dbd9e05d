import { UPLOAD_MAX_BYTES, UploadAnswer } from '@omnicanal/api';
import { headerRatioFits } from '@omnicanal/core';
import { signedFetch } from '@omnicanal/stores';
import * as v from 'valibot';

/*
 * A template's header image (spec 002 §5: ratio 1.91:1, 5 MB at most), chosen from the computer:
 * checked here before it goes (type, size, ratio read from the image itself), then stored by the
 * uploads service as a public file, since the provider fetches it to show the template.
 */

/** Image types a WhatsApp header takes. */
export const HEADER_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export interface HeaderImage {
  url: string;
  width: number;
  height: number;
}

/** What is wrong with an image for a header, as a `campaigns:templates.image.<code>` key; null: fine. */
export function headerImageProblem(
  file: { size: number; type: string },
  size: { width: number; height: number } | null,
): 'type' | 'too_large' | 'unreadable' | 'ratio' | null {
  if (!(HEADER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  if (!size || size.width <= 0 || size.height <= 0) return 'unreadable';
  // The server's own rule, so an image this form takes is one the template's save takes.
  return headerRatioFits(size.width, size.height) ? null : 'ratio';
}

/** The image's size in pixels, read by the browser's decoder; null when it cannot be read. */
export async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Stores the image as a public file; answers its link and size for the template's header. */
export async function uploadHeaderImage(
  file: File,
  size: { width: number; height: number },
): Promise<HeaderImage> {
  const body = new FormData();
  body.set('auth_required', 'false');
  body.set('origin', 'template');
  body.set('file', file);
  const response = await signedFetch('uploads', '/files', { method: 'POST', body });
  return { url: v.parse(UploadAnswer, await response.json()).url, ...size };
}
