import { randomUUID } from 'node:crypto';
import { templateVariables } from '@omnicanal/core';
import type { ProviderTemplate, TemplateProvider, TemplateReview } from './provider.ts';

/** Link shorteners WhatsApp refuses in templates (the link's target must show). */
const SHORTENERS = /\b(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|buff\.ly|cutt\.ly|rebrand\.ly)\//i;

/**
 * Why the local provider refuses a template, from WhatsApp's published review rules; the codes are
 * the refusal reasons the screens translate (`status_detail`):
 * - `variable_at_edge`: the body starts or ends with a variable;
 * - `link_shortener`: a shortened link in the body or a button;
 * - `authentication_code`: an authentication template carries exactly one variable (the code)
 *   and no link button.
 */
export function localVerdict(template: ProviderTemplate): TemplateReview {
  const { body, buttons } = template.content;
  const text = (body.type === 'text' ? body.text : body.description).trim();
  if (/^\{\{\s*\d+\s*\}\}|\{\{\s*\d+\s*\}\}[.!?]?$/.test(text))
    return { status: 'REFUSED', reason: 'variable_at_edge' };
  const links = [text, ...buttons.map((b) => (b.type === 'url' ? b.url : ''))];
  if (links.some((link) => SHORTENERS.test(link))) return { status: 'REFUSED', reason: 'link_shortener' };
  if (
    template.category === 'AUTHENTICATION' &&
    (templateVariables(text).length !== 1 || buttons.some((b) => b.type === 'url'))
  )
    return { status: 'REFUSED', reason: 'authentication_code' };
  return { status: 'VALIDATED', reason: null };
}

/**
 * The template provider when no WhatsApp provider is configured: it reaches nothing outside and
 * answers after `delayMs`, validating or refusing by the explicit rules of `localVerdict`, as a
 * reviewer would. The screens name it, so nobody takes its answer for WhatsApp's.
 */
export class LocalTemplateProvider implements TemplateProvider {
  readonly name = 'local';
  readonly local = true;
  readonly pollMs: number;

  constructor(delayMs: number) {
    this.pollMs = delayMs;
  }

  async submit(): Promise<string> {
    return `local-${randomUUID()}`;
  }

  async review(_reference: string, template: ProviderTemplate): Promise<TemplateReview> {
    return localVerdict(template);
  }

  async remove(): Promise<void> {}
}
