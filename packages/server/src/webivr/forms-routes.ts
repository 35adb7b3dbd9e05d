import { WebivrForm, WebivrFormInput, WebivrFormsExportQuery } from '@omnicanal/api';
import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { Actor } from '../auth/access.ts';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { WEBIVR_MANAGERS } from './access.ts';
import { checkSkill, seesResource } from './scope.ts';
import { submissionsXlsx } from './submissions.ts';
import type { WebivrFormFieldsTable, WebivrFormsTable } from './tables.ts';

const Params = IdParams('id');

type FormRow = Selectable<WebivrFormsTable>;
type FieldRow = Selectable<WebivrFormFieldsTable>;

/** Spec 001 §3: the notification emails, comma-joined in the table, a list when loaded. */
function formView(row: FormRow, fields: FieldRow[]): WebivrForm {
  return {
    id: row.id,
    label: row.label,
    skill: row.skill_id,
    notification_emails: row.notification_emails === '' ? [] : row.notification_emails.split(','),
    button_label: row.button_label,
    api_url: row.api_url,
    api_method: row.api_method,
    api_headers: row.api_headers,
    api_body: row.api_body,
    fields: fields
      .sort((a, b) => a.position - b.position)
      .map((field) => ({
        kind: field.kind as WebivrForm['fields'][number]['kind'],
        label: field.label,
        identifier: field.identifier,
        order: field.position,
        required: field.required,
        validation: field.validation,
        weight: field.weight,
        use_weight: field.use_weight,
        placeholder: field.placeholder,
        choices: [...field.choices].sort((a, b) => a.order - b.order),
      })),
    updated_at: row.updated_at.toISOString(),
  };
}

async function loadForm(db: Kysely<DB>, actor: Actor, id: number): Promise<WebivrForm> {
  const row = await db
    .selectFrom('webivr_forms')
    .selectAll()
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !(await seesResource(db, actor, row.skill_id))) throw notFound('form');
  const fields = await db.selectFrom('webivr_form_fields').selectAll().where('form_id', '=', id).execute();
  return formView(row, fields);
}

/**
 * The web IVR forms (spec 001 §3, §7): their fields of 13 kinds in order, weights whole and 0
 * when unused, choices with order and weight, the notification emails and the API call made on
 * submit. A save replaces the fields in one transaction.
 */
export const formsRoutes: ServicePlugin = async (app) => {
  const db = app.db;

  app.get(
    '/forms',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'The web IVR forms.', response: { 200: v.array(WebivrForm) } },
    },
    async (request) => {
      const rows = await db
        .selectFrom('webivr_forms')
        .select(['id', 'skill_id'])
        .where('company_id', '=', request.actor.companyId)
        .orderBy('label')
        .execute();
      const out: WebivrForm[] = [];
      for (const row of rows)
        if (await seesResource(db, request.actor, row.skill_id))
          out.push(await loadForm(db, request.actor, row.id));
      return out;
    },
  );

  app.get(
    '/forms/xlsx-export',
    {
      config: { ...WEBIVR_MANAGERS, answers: 'file' },
      schema: {
        summary:
          'The forms’ submissions as a spreadsheet (.xlsx): one sheet per form, one row per submission.',
        querystring: WebivrFormsExportQuery,
      },
    },
    async (request, reply) => {
      const { actor } = request;
      const ids =
        request.query.form === undefined
          ? await db
              .selectFrom('webivr_forms')
              .select(['id', 'skill_id'])
              .where('company_id', '=', actor.companyId)
              .orderBy('label')
              .execute()
          : [{ id: (await loadForm(db, actor, request.query.form)).id, skill_id: null }];
      const visible: number[] = [];
      for (const row of ids) if (await seesResource(db, actor, row.skill_id)) visible.push(row.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="formulaires.xlsx"')
        .send(await submissionsXlsx(db, visible));
    },
  );

  app.get(
    '/forms/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'A web IVR form with its fields.', params: Params, response: { 200: WebivrForm } },
    },
    async (request) => loadForm(db, request.actor, request.params.id),
  );

  const save = async (actor: Actor, id: number | null, input: WebivrFormInput) => {
    await checkSkill(db, actor, input.skill);
    const values = {
      label: input.label,
      skill_id: input.skill,
      notification_emails: input.notification_emails.join(','),
      button_label: input.button_label,
      api_url: input.api_url,
      api_method: input.api_method,
      api_headers: JSON.stringify(input.api_headers),
      api_body: input.api_body,
      updated_at: new Date(),
    };
    const formId = await db.transaction().execute(async (trx) => {
      const row =
        id === null
          ? await trx
              .insertInto('webivr_forms')
              .values({ ...values, company_id: actor.companyId })
              .returning('id')
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('webivr_forms')
              .set(values)
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow();
      await trx.deleteFrom('webivr_form_fields').where('form_id', '=', row.id).execute();
      // The order sent decides the positions; `order` values sort them first (ties keep the list's order).
      const fields = input.fields
        .map((field, index) => ({ field, index }))
        .sort((a, b) => a.field.order - b.field.order || a.index - b.index);
      if (fields.length > 0)
        await trx
          .insertInto('webivr_form_fields')
          .values(
            fields.map(({ field }, position) => ({
              form_id: row.id,
              position,
              kind: field.kind,
              label: field.label,
              identifier: field.identifier,
              required: field.required,
              validation: field.validation,
              weight: field.weight,
              use_weight: field.use_weight,
              placeholder: field.placeholder,
              choices: JSON.stringify(field.choices),
            })),
          )
          .execute();
      return row.id;
    });
    return loadForm(db, actor, formId);
  };

  app.post(
    '/forms',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'Adds a web IVR form.', body: WebivrFormInput, response: { 200: WebivrForm } },
    },
    async (request) => save(request.actor, null, request.body),
  );

  app.post(
    '/forms/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Changes a web IVR form; its fields are replaced by those sent.',
        params: Params,
        body: WebivrFormInput,
        response: { 200: WebivrForm },
      },
    },
    async (request) => {
      await loadForm(db, request.actor, request.params.id);
      return save(request.actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/forms/:id',
    {
      config: { ...WEBIVR_MANAGERS, answers: 'no-content' },
      schema: { summary: 'Removes a web IVR form and its fields.', params: Params },
    },
    async (request, reply) => {
      await loadForm(db, request.actor, request.params.id);
      await db.deleteFrom('webivr_forms').where('id', '=', request.params.id).execute();
      return reply.code(204).send();
    },
  );
};
