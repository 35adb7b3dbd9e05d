/**
 * A generated audience CSV, streamed: `rows` distinct French mobile numbers written the ways
 * spreadsheets do (national, spaced, international), a language and two variables. Nothing is
 * held in memory but the chunk being sent.
 */
export async function* audienceCsvChunks(rows: number, rowsPerChunk = 10_000): AsyncGenerator<string> {
  yield 'external_id;language;prenom;montant\n';
  const ways = [
    (n: string) => `06${n}`,
    (n: string) => `+33 6 ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6)}`,
    (n: string) => `+336${n}`,
  ];
  for (let start = 0; start < rows; start += rowsPerChunk) {
    let chunk = '';
    const end = Math.min(rows, start + rowsPerChunk);
    for (let i = start; i < end; i++) {
      const number = String(i).padStart(8, '0');
      chunk += `${ways[i % 3]?.(number)};fr;Client ${i};${(i % 500) + 0.5}\n`;
    }
    yield chunk;
  }
}
