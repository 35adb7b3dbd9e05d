import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CsvRefusal, FILL_BATCH, type ParsedBatch, parseAudienceCsv } from './audience-csv.ts';
import { AudienceCsvJob } from './audience-csv-thread.ts';
import type { ContactRow } from './row.ts';

const AUDIENCE = { kind: 'PHONE_NUMBER', language: 'fr' };

/** A file of `rows` numbers, every hundredth one not a phone number. */
function file(rows: number): string {
  let text = 'external_id;language;ville\n';
  for (let i = 0; i < rows; i++)
    text += `${i % 100 === 99 ? 'abc' : `06${String(i).padStart(8, '0')}`};fr;Lyon\n`;
  return text;
}

/** The file cut into chunks of `size` bytes: rows and even characters straddle them. */
function chunks(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

async function* from(parts: Buffer[]): AsyncGenerator<Buffer> {
  yield* parts;
}

describe('an audience file read into batches', () => {
  test('batches of FILL_BATCH contacts, the contacts as JSON with their lines, refused rows beside them', async () => {
    const batches: ParsedBatch[] = [];
    const text = file(12_000);
    const result = await parseAudienceCsv(from(chunks(text, 4096)), AUDIENCE, (batch) => {
      batches.push(batch);
    });
    assert.deepEqual(result, { extraKeys: ['ville'], bytesRead: Buffer.byteLength(text) });
    assert.deepEqual(
      batches.map((batch) => batch.lines.length),
      [FILL_BATCH, FILL_BATCH, 12_000 - 120 - 2 * FILL_BATCH],
    );
    assert.equal(
      batches.reduce((sum, batch) => sum + batch.rows, 0),
      12_000,
    );
    const rejects = batches.flatMap((batch) => batch.rejects);
    assert.equal(rejects.length, 120);
    assert.deepEqual(rejects[0], { line: 101, reason: 'invalid_phone', value: 'abc' });
    const [first] = JSON.parse((batches[0] as ParsedBatch).contacts) as ContactRow[];
    assert.deepEqual(first, {
      line: 2,
      external_id: '+33600000000',
      language: 'fr',
      email: null,
      phone: '+33600000000',
      extra: { ville: 'Lyon' },
    });
    assert.deepEqual(
      (JSON.parse((batches[0] as ParsedBatch).contacts) as ContactRow[]).map((contact) => contact.line),
      batches[0]?.lines,
    );
    assert.ok(
      (batches[0]?.bytes ?? 0) < (batches[2]?.bytes ?? 0),
      'each batch says how far the reading went',
    );
  });

  test('a file that cannot be taken is refused with its code and line', async () => {
    const refusal = (text: string | Buffer) =>
      parseAudienceCsv(from([Buffer.from(text)]), AUDIENCE, () => undefined).then(
        () => assert.fail('accepted'),
        (err: unknown) => {
          assert.ok(err instanceof CsvRefusal);
          return { code: err.code, line: err.line };
        },
      );
    assert.deepEqual(await refusal(''), { code: 'csv_header_error', line: 1 });
    assert.deepEqual(await refusal('language;external_id\n'), { code: 'csv_header_error', line: 1 });
    assert.deepEqual(await refusal('external_id;language\n0612345678;"fr\n'), {
      code: 'csv_parse_error',
      line: 2,
    });
    assert.deepEqual(await refusal(Buffer.from([0x65, 0x78, 0xff, 0x0a])), {
      code: 'csv_parse_error',
      line: null,
    });
  });
});

describe('the file reader thread', () => {
  async function readAll(job: AudienceCsvJob, parts: Buffer[]) {
    const batches: ParsedBatch[] = [];
    for (const part of parts) batches.push(...(await job.chunk(part)));
    const end = await job.end();
    batches.push(...end.batches);
    return { batches, extraKeys: end.extraKeys, bytesRead: end.bytesRead };
  }

  test('two files read at once come back whole and apart, as read on this thread', async () => {
    const text = file(6_000);
    const expected: ParsedBatch[] = [];
    await parseAudienceCsv(from([Buffer.from(text)]), AUDIENCE, (batch) => {
      expected.push(batch);
    });
    const [one, two] = await Promise.all([
      readAll(new AudienceCsvJob(AUDIENCE), chunks(text, 1000)),
      readAll(new AudienceCsvJob(AUDIENCE), chunks(file(10), 7)),
    ]);
    assert.deepEqual(
      one.batches.map((batch) => [batch.contacts, batch.lines, batch.rejects, batch.rows]),
      expected.map((batch) => [batch.contacts, batch.lines, batch.rejects, batch.rows]),
    );
    assert.equal(one.bytesRead, Buffer.byteLength(text));
    assert.deepEqual(
      two.batches.map((batch) => batch.lines.length),
      [10],
    );
  });

  test('a refusal reaches every answer awaited and every later call; a job given up answers no more', async () => {
    const refused = new AudienceCsvJob(AUDIENCE);
    const answers = [refused.chunk(Buffer.from('nom;prénom\n')), refused.chunk(Buffer.from('a;b\n'))];
    for (const answer of answers) await assert.rejects(answer, (err: unknown) => err instanceof CsvRefusal);
    await assert.rejects(refused.end(), (err: unknown) => (err as CsvRefusal).code === 'csv_header_error');

    const given = new AudienceCsvJob(AUDIENCE);
    await given.chunk(Buffer.from('external_id;language\n0612345678;fr\n'));
    given.cancel();
    await assert.rejects(given.chunk(Buffer.from('0698765432;fr\n')), /given up/);
    // The thread goes on serving the next file.
    assert.equal(
      (await readAll(new AudienceCsvJob(AUDIENCE), chunks(file(3), 5))).batches[0]?.lines.length,
      3,
    );
  });
});
