import type { Template } from '@omnicanal/api';
import {
  TEMPLATE_CHANNEL,
  type TemplateKind,
  type TemplateStatus,
  templateContentVariables,
} from '@omnicanal/core';
import type { Selectable } from 'kysely';
import type { TemplatesTable } from './tables.ts';

export type TemplateRow = Selectable<TemplatesTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A template as the lists and the form read it. */
export function toTemplate(row: TemplateRow): Template {
  const { content } = row;
  return {
    id: row.id,
    kind: row.kind as TemplateKind,
    channel: TEMPLATE_CHANNEL[row.kind as TemplateKind],
    name: row.name,
    category: row.category as Template['category'],
    language: row.language as Template['language'],
    skill: row.skill_id,
    channel_account: row.channel_id,
    ...content,
    status: row.status as TemplateStatus,
    status_detail: row.status_detail,
    variables: templateContentVariables(content),
    submitted_at: row.submitted_at ? iso(row.submitted_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
