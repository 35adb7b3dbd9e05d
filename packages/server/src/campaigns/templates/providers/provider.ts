import type { TemplateStatus } from '@omnicanal/core';
import type { TemplateContent } from '../tables.ts';

/** A template as a provider receives it. */
export interface ProviderTemplate {
  kind: string;
  name: string;
  category: string;
  language: string;
  content: TemplateContent;
}

/** Where a submitted template stands: still in review, or decided (a refusal with its reason). */
export interface TemplateReview {
  status: Exclude<TemplateStatus, 'DRAFT'>;
  /** The provider's reason for a refusal (a code of ours for the local provider). */
  reason: string | null;
}

/**
 * Who validates templates (spec 002 §4: DRAFT → SUBMITTED → VALIDATED | REFUSED | UNKNOWN). The
 * server asks `review` again at `pollMs` until the answer is no longer SUBMITTED; deleting a
 * submitted template is a request to the provider too.
 */
export interface TemplateProvider {
  /** Its name on screens and in the template's row. */
  readonly name: string;
  /** A local provider reaches no outside service: the screens say so. */
  readonly local: boolean;
  /** When to ask about a template after submitting it, then between two answers "still in review". */
  readonly pollMs: number;
  /** Sends the template for review; answers the provider's reference of it. */
  submit(template: ProviderTemplate): Promise<string>;
  review(reference: string, template: ProviderTemplate): Promise<TemplateReview>;
  /** Asks the provider to forget the template. */
  remove(reference: string): Promise<void>;
}
