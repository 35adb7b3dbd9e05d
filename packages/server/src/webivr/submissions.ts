import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type XlsxCell, type XlsxSheet, xlsxWorkbook } from '../http/xlsx.ts';

/*
 * Form submissions (issue 18): the visitor side records what a visitor sent through a form; the
 * managers download them as a spreadsheet (`GET /forms/xlsx-export`, spec 001 §7).
 */

/** Records a visitor's answers to a form (by field identifier), within their web IVR session. */
export async function recordSubmission(
  db: Kysely<DB>,
  formId: number,
  sessionId: string | null,
  answers: Record<string, string | string[]>,
): Promise<number> {
  const row = await db
    .insertInto('webivr_form_submissions')
    .values({ form_id: formId, session_id: sessionId, answers: JSON.stringify(answers) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One sheet per form: the date then a column per field (in the form's order), one row per submission. */
export async function submissionsXlsx(db: Kysely<DB>, formIds: readonly number[]): Promise<Buffer> {
  const sheets: XlsxSheet[] = [];
  for (const id of formIds) {
    const form = await db
      .selectFrom('webivr_forms')
      .select('label')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const fields = await db
      .selectFrom('webivr_form_fields')
      .select(['identifier', 'label'])
      .where('form_id', '=', id)
      .orderBy('position')
      .execute();
    const submissions = await db
      .selectFrom('webivr_form_submissions')
      .select(['answers', 'created_at'])
      .where('form_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const rows: XlsxCell[][] = [];
    for (const submission of submissions)
      rows.push([
        submission.created_at.toISOString(),
        ...fields.map((field) => {
          const answer = submission.answers[field.identifier];
          return Array.isArray(answer) ? answer.join(', ') : (answer ?? '');
        }),
      ]);
    sheets.push({ name: form.label, header: ['Date', ...fields.map((field) => field.label)], rows });
  }
  return Buffer.from(xlsxWorkbook(sheets));
}
