import type { TemplateInput } from '@omnicanal/api';
import type { TemplateStatus } from '@omnicanal/core';
import type { Generated } from 'kysely';
import type { CreatedAt, Json, TimestampNullable, WithDefault } from '../../db/columns.ts';

// The table of message templates (0027_templates). Composed into `DB` by db/schema.ts.

/** What a template says and how it is laid out: the form's fields beside the columns. */
export type TemplateContent = Pick<
  TemplateInput,
  | 'body'
  | 'header'
  | 'footer'
  | 'buttons'
  | 'examples'
  | 'sms_sender'
  | 'conversational'
  | 'fallback_tree'
  | 'suggestions'
  | 'block'
>;

export interface TemplatesTable {
  id: Generated<number>;
  company_id: number;
  kind: string;
  name: string;
  category: string;
  language: string;
  skill_id: number | null;
  /** The channel account it is sent from (a channel of the kind's channel). */
  channel_id: number | null;
  content: Json<TemplateContent>;
  status: WithDefault<TemplateStatus>;
  /** The provider's reason for a refusal. */
  status_detail: string | null;
  /** The provider that reviews it, and its id there, once submitted. */
  provider: string | null;
  provider_ref: string | null;
  /** When to ask the provider again about a submitted template; null when nothing is pending. */
  review_due_at: TimestampNullable;
  submitted_at: TimestampNullable;
  created_at: CreatedAt;
  updated_at: WithDefault<Date | string>;
}
