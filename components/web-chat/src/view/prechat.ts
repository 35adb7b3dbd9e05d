import { html, nothing } from 'lit';
import type { Translate } from '../i18n.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type PrechatErrors } from '../model/prechat.ts';

/** The pre-chat form: name (and email when asked); errors beside their field. */
export function renderPrechat(
  options: { askEmail: boolean; errors: PrechatErrors },
  t: Translate,
  onSubmit: (e: SubmitEvent) => void,
) {
  const { errors } = options;
  // Templates kept on few lines: their whitespace ships to every visitor as is.
  const field = (name: 'name' | 'email', type: string, max: number, autocomplete: string) =>
    html`<label for="pc-${name}">${t(`look.prechat.${name}`)}</label><input id="pc-${name}" name=${name} type=${type} maxlength=${max} autocomplete=${autocomplete} required aria-invalid=${errors[name] ? 'true' : 'false'} aria-describedby=${errors[name] ? `pc-${name}-error` : nothing}>${errors[name] ? html`<p id="pc-${name}-error" class="field-error">${t(`look.prechat.${errors[name]}`)}</p>` : nothing}`;
  return html`<form part="prechat" class="prechat" novalidate @submit=${onSubmit}><p>${t('look.prechat.intro')}</p>${field('name', 'text', NAME_MAX_LENGTH, 'name')}${options.askEmail ? field('email', 'email', EMAIL_MAX_LENGTH, 'email') : nothing}<button type="submit" class="send">${t('look.prechat.submit')}</button></form>`;
}
