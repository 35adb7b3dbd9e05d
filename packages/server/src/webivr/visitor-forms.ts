import type { WebivrVisitorForm } from '@omnicanal/api';
import { isLocale } from '@omnicanal/core';
import { checkAnswers, type FormAnswers } from '@omnicanal/core/webivr';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EmailProvider } from '../email/provider.ts';
import { HttpError } from '../http/errors.ts';
import { outboundRequest } from '../http/outbound.ts';
import { recordSubmission } from './submissions.ts';
import type { WebivrFormsTable } from './tables.ts';
import type { VisitorSession } from './visitor.ts';

/*
 * A visitor sends a web IVR form (spec 001 §3 "Web IVR form"): the answers are checked as the form
 * is configured (core's rule, as the widget checks them), recorded, mailed to the notification
 * addresses and sent to the form's API. The visitor's menu then follows the form's `sent` output,
 * or `failed` when the mail or the API did not take it.
 */

/** How long the form's API has to answer: the visitor is waiting on the menu. */
export const FORM_API_TIMEOUT_MS = 5_000;

type FormRow = Selectable<WebivrFormsTable>;

/** A form of the company with its fields in order, as a visitor fills it; null when unknown. */
export async function visitorForm(
  db: Kysely<DB>,
  companyId: number,
  id: number,
): Promise<{ row: FormRow; view: WebivrVisitorForm } | null> {
  const row = await db
    .selectFrom('webivr_forms')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return null;
  const fields = await db
    .selectFrom('webivr_form_fields')
    .selectAll()
    .where('form_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    row,
    view: {
      id: row.id,
      label: row.label,
      button_label: row.button_label,
      fields: fields.map((field) => ({
        kind: field.kind as WebivrVisitorForm['fields'][number]['kind'],
        label: field.label,
        identifier: field.identifier,
        required: field.required,
        validation: field.validation,
        placeholder: field.placeholder,
        choices: [...field.choices]
          .sort((a, b) => a.order - b.order)
          .map((choice) => ({ label: choice.label, value: choice.value })),
      })),
    },
  };
}

/** The answers as lines of text, in the form's order (a mail's body, a body's default). */
function answerLines(form: WebivrVisitorForm, answers: FormAnswers): string[] {
  return form.fields.map((field) => {
    const answer = answers[field.identifier];
    return `${field.label}: ${Array.isArray(answer) ? answer.join(', ') : (answer ?? '')}`;
  });
}

/** The API request's body: the configured one with `{{identifier}}` replaced, else the answers as JSON. */
function apiBody(row: FormRow, form: WebivrVisitorForm, answers: FormAnswers): string {
  if (row.api_body.trim() === '') return JSON.stringify({ form: form.id, answers });
  return row.api_body.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (_all, id: string) => {
    const answer = answers[id];
    return Array.isArray(answer) ? answer.join(', ') : (answer ?? '');
  });
}

/**
 * Calls the form's API once (no retry: a submission is sent at most once); whether it took it. A
 * private or loopback address is refused unless the deployment allows them (`outboundPrivate`).
 */
async function callFormApi(
  row: FormRow,
  body: string,
  deps: { allowPrivate: boolean; log: (err: unknown) => void },
): Promise<boolean> {
  try {
    const status = await outboundRequest(row.api_url, {
      method: row.api_method,
      headers: { 'content-type': 'application/json', ...row.api_headers },
      body: row.api_method === 'GET' ? undefined : body,
      timeoutMs: FORM_API_TIMEOUT_MS,
      allowPrivate: deps.allowPrivate,
    });
    return status >= 200 && status < 300;
  } catch (err) {
    deps.log(err);
    return false;
  }
}

/**
 * Checks, records, mails and sends one submission. Bad answers are a 400 with a field error per
 * answer (`answers.<identifier>`) and nothing is recorded, mailed or called.
 */
export async function submitForm(
  deps: { db: Kysely<DB>; email: EmailProvider; allowPrivate: boolean; log: (err: unknown) => void },
  session: VisitorSession,
  formId: number,
  answers: FormAnswers,
): Promise<'sent' | 'failed'> {
  const form = await visitorForm(deps.db, session.companyId, formId);
  if (!form) throw new HttpError(404, 'not_found', 'This form does not exist.');
  const checked = checkAnswers(form.view.fields, answers);
  const problems = Object.entries(checked.problems);
  if (problems.length > 0)
    throw new HttpError(
      400,
      'invalid_payload',
      'Some answers are not valid.',
      Object.fromEntries(problems.map(([id, problem]) => [`answers.${id}`, [problem]])),
    );
  await recordSubmission(deps.db, form.row.id, session.id, checked.answers);
  let outcome: 'sent' | 'failed' = 'sent';
  const lines = answerLines(form.view, checked.answers);
  const language = isLocale(session.language) ? session.language : 'fr';
  for (const to of form.row.notification_emails.split(',').filter((email) => email.trim() !== '')) {
    try {
      await deps.email.send({
        to: to.trim(),
        subject: language === 'en' ? `Form: ${form.row.label}` : `Formulaire : ${form.row.label}`,
        text: lines.join('\n'),
        language,
        companyId: session.companyId,
      });
    } catch (err) {
      deps.log(err);
      outcome = 'failed';
    }
  }
  if (form.row.api_url && !(await callFormApi(form.row, apiBody(form.row, form.view, checked.answers), deps)))
    outcome = 'failed';
  return outcome;
}
