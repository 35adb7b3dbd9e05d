import type { WebivrVisitorForm } from '@omnicanal/api';
import type { Locale } from '@omnicanal/core';
import { choiceValue, type FormAnswers, type WalkItem } from '@omnicanal/core/webivr';
import { html, type LitElement, nothing, type TemplateResult, unsafeCSS } from 'lit';
import en from '../../../../locales/en/web-chat-webivr.json';
import fr from '../../../../locales/fr/web-chat-webivr.json';
import { type Translate, translator } from '../i18n.ts';
import { guestsBase } from '../model/guest-api.ts';
import { type HandOff, type MenuView, WebivrMenu } from '../model/webivr.ts';
import css from './webivr.css?inline';

/*
 * The web IVR menu inside the widget's panel (issue 18 "The visitor side"), loaded only when the
 * entry point opens one: the page's title and items, a FAQ's answer, a form, a callback request,
 * Back. Everything a manager typed goes through Lit's text bindings (never HTML); links are the
 * walker's `linkHref` addresses only (http(s), tel, mailto).
 */

/** The menu's rules, adopted by the widget's shadow root once this module has loaded. */
export const styles = unsafeCSS(css);

/**
 * The menu as the widget holds it: empty while its chunk loads; `render` draws nothing once the
 * visitor asked for a chat, and `handOff` is then what the conversation opens with.
 */
export interface MenuPart {
  render?(locale: Locale, t: Translate): TemplateResult | null;
  handOff?: HandOff;
}

let focused: MenuView | null = null;

/**
 * Keyboard users follow the menu: a refused form puts focus on its first invalid field, a new view
 * on its title. Only when focus was in the widget (an auto-opened panel takes none).
 */
function focusView(host: LitElement, view: MenuView): void {
  const root = host.renderRoot as ShadowRoot;
  if (view === focused) return;
  focused = view;
  const invalid = root.querySelector<HTMLElement>('.webivr [aria-invalid="true"]');
  (invalid ?? root.querySelector<HTMLElement>('.menu-title'))?.focus();
}

/**
 * Starts a visitor's menu in the widget: adopts the menu's rules, and answers the part the panel
 * draws. Kept here rather than in the widget, whose every byte each visitor pays.
 */
export function attachMenu(
  host: LitElement & { entryPointId: string | null; apiBase: string | null },
): MenuPart {
  const part: MenuPart = {};
  const root = host.renderRoot;
  if (root instanceof ShadowRoot && styles.styleSheet)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet];
  const menu = new WebivrMenu({
    base: guestsBase(host.apiBase),
    entryPoint: Number(host.entryPointId),
    changed: () => {
      // Read before the redraw: the button clicked is about to go, and focus with it.
      const inside = host.matches(':focus-within');
      host.requestUpdate();
      if (inside) void host.updateComplete.then(() => focusView(host, menu.view));
    },
    chat: (handOff) => {
      part.handOff = handOff;
      host.requestUpdate();
    },
  });
  void menu.start();
  part.render = (locale, t) => (part.handOff ? null : renderMenu(menu, locale, t));
  host.requestUpdate();
  return part;
}

type FieldOf = WebivrVisitorForm['fields'][number];

/** The words of the menu (locales/<lang>/web-chat-webivr.json), over the widget's. */
function menuTranslator(locale: Locale, t: Translate): Translate {
  const own = translator(locale, { fr, en });
  return (key, vars) => {
    const text = own(key, vars);
    return text === key ? t(key, vars) : text;
  };
}

/** A form's answers as the visitor typed them, by field identifier. */
function readAnswers(form: HTMLFormElement, fields: readonly FieldOf[]): FormAnswers {
  const data = new FormData(form);
  const answers: FormAnswers = {};
  for (const field of fields) {
    const values = data.getAll(field.identifier).map(String);
    answers[field.identifier] =
      field.kind === 'checkbox' || field.kind === 'select_multiple' ? values : (values[0] ?? '');
  }
  return answers;
}

/** A local date and time (`datetime-local`) as the instant it names. */
const instant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

function renderItem(menu: WebivrMenu, item: WalkItem, t: Translate) {
  const choose = () => menu.choose(item);
  switch (item.kind) {
    case 'text':
      return html`<li><p class="menu-text">${item.text}</p></li>`;
    case 'link':
      return html`<li><a class="menu-item" href=${item.href} target="_blank" rel="noopener noreferrer"
        @click=${choose}>${item.label}<span class="sr-only"> ${t('menu.link')}</span></a></li>`;
    case 'messaging':
      return html`<li><button type="button" class="menu-item chat" @click=${choose}>${item.label || t('menu.chat')}</button></li>`;
    case 'api':
      return nothing;
    default:
      return html`<li><button type="button" class="menu-item" @click=${choose}>${item.label}</button></li>`;
  }
}

/** The message under a field, tied to it for assistive technologies. */
const fieldError = (id: string, code: string | undefined, t: Translate) =>
  code ? html`<p class="field-error" id=${`${id}-error`}>${t(`errors.${code}`)}</p>` : nothing;

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  date: 'date',
  datetime: 'datetime-local',
  time: 'time',
  range: 'number',
  file: 'url',
};

function renderField(field: FieldOf, error: string | undefined, t: Translate) {
  const id = `wf-${field.identifier}`;
  const invalid = error ? 'true' : 'false';
  const described = error ? `${id}-error` : nothing;
  const label = html`${field.label}${field.required ? html` <span class="hint">${t('form.required')}</span>` : nothing}`;
  if (field.kind === 'radio' || field.kind === 'checkbox')
    return html`<fieldset class="field" aria-invalid=${invalid} aria-describedby=${described}>
      <legend>${label}</legend>
      ${field.choices.map(
        (choice) => html`<label class="option"><input type=${field.kind} name=${field.identifier}
          value=${choiceValue(choice)} />${choice.label}</label>`,
      )}
      ${fieldError(id, error, t)}
    </fieldset>`;
  let control: TemplateResult;
  if (field.kind === 'select' || field.kind === 'select_multiple')
    control = html`<select id=${id} name=${field.identifier} ?multiple=${field.kind === 'select_multiple'}
      aria-invalid=${invalid} aria-describedby=${described}>
      ${field.kind === 'select' ? html`<option value=""></option>` : nothing}
      ${field.choices.map((choice) => html`<option value=${choiceValue(choice)}>${choice.label}</option>`)}
    </select>`;
  else if (field.kind === 'textarea')
    control = html`<textarea id=${id} name=${field.identifier} rows="3" placeholder=${field.placeholder}
      aria-invalid=${invalid} aria-describedby=${described}></textarea>`;
  else
    control = html`<input id=${id} name=${field.identifier} type=${INPUT_TYPES[field.kind] ?? 'text'}
      placeholder=${field.placeholder} aria-invalid=${invalid} aria-describedby=${described} />`;
  return html`<div class="field"><label for=${id}>${label}</label>${control}${fieldError(id, error, t)}</div>`;
}

function renderView(menu: WebivrMenu, view: MenuView, t: Translate) {
  switch (view.kind) {
    case 'loading':
      return html`<p class="menu-note" role="status">${t('menu.loading')}</p>`;
    case 'failed':
      return html`<p class="menu-note" role="alert">${t('menu.failed')}</p>`;
    case 'end':
      return html`<p class="menu-note">${t('menu.end')}</p>`;
    case 'called':
      return html`<p class="menu-note" role="status">${t('callback.done')}</p>`;
    case 'screen':
      return html`<h3 class="menu-title" tabindex="-1">${view.screen.title}</h3>
        <ul class="menu-items">${view.screen.items.map((item) => renderItem(menu, item, t))}</ul>`;
    case 'faq':
      return html`<h3 class="menu-title" tabindex="-1">${view.faq?.label ?? view.item.label}</h3>
        ${view.faq ? html`<p class="menu-text">${view.faq.content}</p>` : html`<p role="status">${t('menu.loading')}</p>`}`;
    case 'form': {
      const form = view.form;
      if (!form) return html`<p class="menu-note" role="status">${t('menu.loading')}</p>`;
      const submit = (e: SubmitEvent) => {
        e.preventDefault();
        void menu.submitForm(readAnswers(e.currentTarget as HTMLFormElement, form.fields));
      };
      return html`<h3 class="menu-title" tabindex="-1">${form.label}</h3>
        <form class="menu-form" novalidate @submit=${submit}>
          ${form.fields.map((field) => renderField(field, view.errors[field.identifier], t))}
          ${view.errors[''] ? html`<p class="field-error" role="alert">${t(`errors.${view.errors['']}`)}</p>` : nothing}
          <button type="submit" class="menu-item" ?disabled=${view.sending}>
            ${view.sending ? t('form.sending') : form.button_label || t('form.submit')}</button>
        </form>`;
    }
    case 'callback': {
      const submit = (e: SubmitEvent) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget as HTMLFormElement);
        void menu.submitCallback(String(data.get('phone') ?? ''), instant(String(data.get('slot') ?? '')));
      };
      return html`<h3 class="menu-title" tabindex="-1">${view.item.label || t('callback.title')}</h3>
        <form class="menu-form" novalidate @submit=${submit}>
          ${renderField(
            {
              kind: 'text',
              identifier: 'phone',
              label: t('callback.phone'),
              required: true,
              validation: '',
              placeholder: '',
              choices: [],
            },
            view.errors.phone,
            t,
          )}
          <div class="field"><label for="wf-slot">${t('callback.slot')}</label>
            <input id="wf-slot" name="slot" type="datetime-local" step="900" aria-invalid=${view.errors.slot ? 'true' : 'false'}
              aria-describedby=${view.errors.slot ? 'wf-slot-error' : nothing} />
            ${fieldError('wf-slot', view.errors.slot, t)}</div>
          ${view.errors[''] ? html`<p class="field-error" role="alert">${t(`errors.${view.errors['']}`)}</p>` : nothing}
          <button type="submit" class="menu-item" ?disabled=${view.sending}>${t('callback.submit')}</button>
        </form>`;
    }
  }
}

/** The menu as the panel shows it in place of the conversation, until the visitor asks for a chat. */
function renderMenu(menu: WebivrMenu, locale: Locale, base: Translate) {
  const t = menuTranslator(locale, base);
  return html`<nav part="webivr" class="webivr" aria-label=${t('menu.label')}>
    ${menu.canGoBack ? html`<button type="button" class="menu-back" @click=${() => menu.goBack()}>${t('menu.back')}</button>` : nothing}
    ${renderView(menu, menu.view, t)}
  </nav>`;
}
