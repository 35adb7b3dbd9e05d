import { randomBytes } from 'node:crypto';

/** A chunk of an upload's file: text, bytes, or a pause the test decides the end of. */
export type UploadChunk = string | Uint8Array | Promise<void>;

/**
 * Posts a CSV file to `POST /api/campaigns/contacts/csv` (or `path`) as a browser's form would
 * (`contact_list`, then `file`), streaming the file's chunks as they come: a test can hold the
 * upload open (a pending promise among the chunks) and read the import's progress meanwhile.
 */
export async function uploadCsv(
  base: string,
  token: string,
  fields: Record<string, string>,
  chunks: Iterable<UploadChunk> | AsyncIterable<UploadChunk>,
  fileName = 'audience.csv',
  signal?: AbortSignal,
  path = '/api/campaigns/contacts/csv',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const boundary = `----oc${randomBytes(8).toString('hex')}`;
  const encoder = new TextEncoder();
  async function* body() {
    for (const [name, value] of Object.entries(fields))
      yield encoder.encode(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    yield encoder.encode(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: text/csv\r\n\r\n`,
    );
    // for-await waits for a pending chunk itself (the pause), which then yields nothing.
    for await (const chunk of chunks as AsyncIterable<string | Uint8Array | undefined>) {
      if (chunk === undefined) continue;
      yield typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    }
    yield encoder.encode(`\r\n--${boundary}--\r\n`);
  }
  const iterator = body();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: stream,
    duplex: 'half',
    signal,
  } as RequestInit);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body.
  }
  return { status: response.status, body: parsed as Record<string, unknown> };
}
