import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type RichContent, UPLOAD_MAX_BYTES, uploadType } from '@omnicanal/api';
import type { ServerConfig } from '../config.ts';
import { outboundStream } from '../http/outbound.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { cleanFileName, contentMatches } from '../uploads/content.ts';
import { insertUpload } from '../uploads/repo.ts';
import { UploadStorage } from '../uploads/storage.ts';
import type { ChannelProvider } from './providers/provider.ts';

/** How long fetching a contact's file from the provider may take. */
const FETCH_TIMEOUT_MS = 15_000;

/** Counts the bytes going through and stops past the upload limit. */
async function* limited(chunks: AsyncIterable<Buffer>) {
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > UPLOAD_MAX_BYTES) throw new Error('file_too_large');
    yield chunk;
  }
}

/** The link the uploads service serves a stored file at. */
const storedUrl = (config: Pick<ServerConfig, 'publicUrl'>, id: string, name: string) =>
  `${config.publicUrl}/api/uploads/files/${id}/${encodeURIComponent(name)}`;

/**
 * The body of a contact's file: through the provider when it fetches its own links (they need its
 * credentials), else as any link a company's contact sends, through the outbound guard — a link in
 * an inbound message is the contact's to choose, so it must not reach the server's own network.
 * Null when the link does not answer with a file.
 */
async function mediaBody(
  config: Pick<ServerConfig, 'outboundPrivate'>,
  url: string,
  provider?: Pick<ChannelProvider, 'fetchMedia'>,
): Promise<Readable | null> {
  if (provider?.fetchMedia) {
    const response = await provider.fetchMedia(url, AbortSignal.timeout(FETCH_TIMEOUT_MS));
    if (!response.ok || !response.body) return null;
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }
  const response = await outboundStream(url, {
    method: 'GET',
    headers: {},
    timeoutMs: FETCH_TIMEOUT_MS,
    allowPrivate: config.outboundPrivate,
    maxRedirects: 3,
  });
  // The whole file within the time, not only each wait between its bytes.
  const deadline = setTimeout(() => response.destroy(new Error('timeout')), FETCH_TIMEOUT_MS);
  response.once('close', () => clearTimeout(deadline));
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return response;
  response.resume();
  return null;
}

/**
 * Providers delete a contact's files after about 30 days: a file that comes in is copied into the
 * uploads store on arrival (the same checks as an upload: 5 MB, an allowed type whose first bytes
 * match) and the message points at our copy. When the copy cannot be made (the provider's link
 * refuses, the file is too large or of a refused type) the message keeps the provider's link, so
 * nothing the contact sent is dropped.
 */
export async function keepInboundMedia(
  ctx: Pick<Infrastructure, 'db' | 'config'>,
  companyId: number,
  content: RichContent,
  provider?: Pick<ChannelProvider, 'fetchMedia'>,
): Promise<RichContent> {
  if (content.type !== 'file') return content;
  const name = cleanFileName(content.name);
  const mimetype = uploadType(name, content.mimetype);
  if (!mimetype) return content;
  const storage = new UploadStorage(ctx.config.dataDir);
  const id = UploadStorage.newId();
  try {
    const body = await mediaBody(ctx.config, content.url, provider);
    if (!body) return content;
    const source = Readable.from(limited(body));
    const { size, head } = await storage.write(id, source);
    if (size === 0 || !contentMatches(mimetype, head)) {
      await storage.discard(id);
      return content;
    }
    await storage.keep(id);
    await insertUpload(ctx.db, {
      id,
      company_id: companyId,
      uploader_user_id: null,
      uploader_guest_id: null,
      name,
      mimetype,
      size,
      auth_required: false,
      origin: 'channel',
    });
    return { type: 'file', url: storedUrl(ctx.config, id, name), name, mimetype };
  } catch {
    await storage.discard(id).catch(() => undefined);
    await storage.remove(id).catch(() => undefined);
    return content;
  }
}
