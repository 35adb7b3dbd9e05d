/**
 * Checks on what an upload says it is. The declared type and the name's extension are checked by
 * the shared `uploadType`; here the first bytes must agree, so a page or a script renamed
 * `photo.png` is refused even though it would be served with `nosniff`.
 */

/** Bytes each binary type starts with; text types have none and only refuse NUL bytes. */
const SIGNATURES: Readonly<Record<string, readonly (readonly (number | null)[])[]>> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  // RIFF....WEBP: the four size bytes in between are anything.
  'image/webp': [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
};
/** Legacy office files are OLE compound documents; the newer ones are zip archives. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** How many first bytes `contentMatches` needs to see. */
export const HEAD_BYTES = 16;

const startsWith = (head: Uint8Array, signature: readonly (number | null)[]) =>
  head.length >= signature.length && signature.every((byte, i) => byte === null || head[i] === byte);

function signaturesOf(mimetype: string): readonly (readonly (number | null)[])[] | null {
  const known = SIGNATURES[mimetype];
  if (known) return known;
  if (mimetype.startsWith('application/vnd.openxmlformats') || mimetype.startsWith('application/vnd.oasis'))
    return [ZIP];
  if (mimetype === 'application/msword' || mimetype === 'application/vnd.ms-excel') return [OLE];
  if (mimetype === 'application/vnd.ms-powerpoint') return [OLE];
  return null;
}

/** Whether the first bytes of a file fit its allowed type. */
export function contentMatches(mimetype: string, head: Uint8Array): boolean {
  const signatures = signaturesOf(mimetype);
  if (signatures) return signatures.some((s) => startsWith(head, s));
  // Text: no NUL byte in what was seen (a binary file declared as text is refused).
  return mimetype.startsWith('text/') && !head.includes(0);
}

/**
 * The name a file is stored and offered under: no folders, no control characters, at most 255
 * characters; `file` when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return 'file';
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - extension.length) + extension;
}

/**
 * `Content-Disposition` for a download: pictures shown in place, everything else saved. The plain
 * `filename` keeps ASCII only; `filename*` carries the real name (RFC 6266).
 */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
