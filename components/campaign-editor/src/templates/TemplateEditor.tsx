import type { Template } from '@omnicanal/api';
import {
  hasEmoji,
  TEMPLATE_CATEGORIES,
  TEMPLATE_CHANNEL,
  TEMPLATE_KINDS,
  TEMPLATE_LANGUAGES,
  type TemplateButton,
  type TemplateKind,
} from '@omnicanal/core';
import { type Flash, takeFlash, useDirty } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { Field, type FieldDescriptor, type FieldValue, type Message, useT } from '@omnicanal/ui';
import {
  type FormEvent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { Named } from '../model/client.ts';
import {
  type ChannelAccount,
  readTemplate,
  saveQuickReplies,
  saveTemplate,
  submitTemplate,
} from '../model/template-client.ts';
import { problemKey, saveProblems } from '../model/template-errors.ts';
import {
  bodyFacts,
  CARD_KINDS,
  draftOf,
  draftProblems,
  draftVariables,
  hasHeader,
  routingChange,
  type TemplateDraft,
  toTemplateInput,
} from '../model/template-form.ts';
import { templatePath } from '../model/views.ts';
import { useGo } from '../navigation.ts';
import { QuickReplyRouting } from './QuickReplyRouting.tsx';
import { StatusBadge, useRefusal } from './StatusBadge.tsx';
import { useLanguageName } from './useLanguageName.ts';

/** Only an image header needs the picker (and its upload): loaded when one is chosen. */
const HeaderImageUpload = lazy(() =>
  import('./HeaderImageUpload.tsx').then((module) => ({ default: module.HeaderImageUpload })),
);

/** What the form needs loaded. */
export interface TemplateEditorData {
  stored: Template | null;
  skills: Named[];
  channels: ChannelAccount[];
}

/** While the template is in validation, it is read again this often until the answer. */
const IN_REVIEW_REFRESH_MS = 3_000;

/** The draft's text fields and the field of the rules (core's names) their problems are on. */
const PROBLEM_FIELD: Record<string, string> = {
  text: 'body',
  card_title: 'body',
  card_description: 'body.description',
  header_text: 'header',
  header_url: 'header',
};
const problemFieldOf = (name: string) =>
  PROBLEM_FIELD[name] ?? (name.startsWith('buttons.') ? 'buttons' : name);

/**
 * The template form (spec 002 §3): kind first, then what the kind has. Core's rules are shown on
 * their fields as the template is typed (a field once changed, every field once Save is pressed);
 * the server's answer lands on the same fields. A WhatsApp draft is then sent for validation, and
 * a template in validation is read again until its provider answers.
 */
export function TemplateEditor({
  stored: initial,
  skills,
  channels,
  onCreated,
}: TemplateEditorData & { onCreated: (template: Template) => void }): ReactElement {
  const t = useT();
  const go = useGo();
  const dirty = useDirty();
  const languageName = useLanguageName();
  const refusal = useRefusal();
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(initial?.kind ?? 'tyntec-wa', initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [busy, setBusy] = useState(false);
  // Changes not saved yet: a draft is submitted as saved, so Submit waits for Save.
  const [changed, setChanged] = useState(false);
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const variables = useMemo(() => draftVariables(draft), [draft]);
  const facts = bodyFacts(draft);
  const inReview = stored?.status === 'SUBMITTED';

  useEffect(() => {
    if (!inReview || !stored) return;
    const timer = setInterval(() => {
      readTemplate(stored.id).then(
        (next) => {
          if (next.status !== 'SUBMITTED') {
            setStored(next);
            setDraft(draftOf(next.kind, next));
          }
        },
        // A failed read is tried again at the next tick; the page says nothing new meanwhile.
        () => {},
      );
    }, IN_REVIEW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [inReview, stored]);

  const errorsOf = (name: string): Message[] => {
    const field = problemFieldOf(name);
    const live = showAll || touched.has(field) ? (problems[field] ?? []) : [];
    return [...new Set([...live, ...(server[field] ?? [])])].map((code) => ({ key: problemKey(code) }));
  };

  const update = (field: string, next: Partial<TemplateDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setTouched((seen) => new Set(seen).add(problemFieldOf(field)));
    setServer(({ [problemFieldOf(field)]: _, ...rest }) => rest);
    setFlash(null);
    setChanged(true);
    dirty.mark();
  };
  const text = (value: FieldValue) => (typeof value === 'string' ? value : '');
  const changeKind = (kind: TemplateKind) => {
    const account = channels.find((c) => String(c.id) === draft.channel_account);
    update('kind', {
      kind,
      channel_account: account?.kind === TEMPLATE_CHANNEL[kind] ? draft.channel_account : '',
      body_type: CARD_KINDS.includes(kind) ? draft.body_type : 'text',
    });
  };
  const setButton = (index: number, next: Partial<TemplateButton>) =>
    update(`buttons.${index}`, {
      buttons: draft.buttons.map((b, i) => (i === index ? ({ ...b, ...next } as TemplateButton) : b)),
    });
  const addButton = (type: TemplateButton['type']) => {
    const button: TemplateButton =
      type === 'quick_reply'
        ? { type, text: '', tree: null }
        : type === 'url'
          ? { type, text: '', url: '' }
          : { type, text: '', phone: '' };
    // A button just added is not a mistake yet: its field waits to be typed in.
    setDraft((d) => ({ ...d, buttons: [...d.buttons, button] }));
    setChanged(true);
    dirty.mark();
  };

  const field = (descriptor: FieldDescriptor, value: FieldValue, onChange: (value: FieldValue) => void) => (
    <Field
      key={descriptor.name}
      field={descriptor}
      value={value}
      errors={errorsOf(descriptor.name)}
      onChange={(_, next) => onChange(next)}
      controlRef={null}
    />
  );
  const input = (
    name: keyof TemplateDraft & string,
    kind: FieldDescriptor['kind'],
    label: string,
    more: Partial<FieldDescriptor> = {},
  ) =>
    field({ name, kind, label, disabled: inReview, ...more }, draft[name] as string, (value) =>
      update(name, { [name]: text(value) }),
    );
  const groupErrors = (name: string): ReactNode => {
    const errors = errorsOf(name);
    return errors.length > 0 ? (
      <ul className="oc-form-errors">
        {errors.map((e) => (
          <li key={e.key}>{t(e.key)}</li>
        ))}
      </ul>
    ) : null;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setShowAll(true);
    setFailure(null);
    setFlash(null);
    if (Object.keys(problems).length > 0) {
      setFailure(t('campaigns:templates.form.check_fields'));
      return;
    }
    setBusy(true);
    try {
      const input = toTemplateInput(draft);
      const routing = stored ? routingChange(stored, input) : null;
      // Only where a validated template's replies lead changed: it stays validated.
      const answer =
        stored && routing
          ? await saveQuickReplies(stored.id, routing).then(() => readTemplate(stored.id))
          : await saveTemplate(draft.kind, stored?.id ?? null, input);
      dirty.clean();
      setChanged(false);
      setServer({});
      setStored(answer);
      setDraft(draftOf(answer.kind, answer));
      if (stored) setFlash({ key: 'campaigns:templates.form.saved' });
      else {
        setFlash({ key: 'campaigns:templates.form.created', values: { name: answer.name } });
        onCreated(answer);
      }
    } catch (error) {
      const { fields, general } = saveProblems(error);
      setServer(fields);
      setFailure(general ? errorMessage(general) : t('campaigns:templates.form.check_fields'));
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    if (!stored) return;
    setBusy(true);
    setFailure(null);
    setFlash(null);
    try {
      const answer = await submitTemplate(stored.id);
      setStored(answer);
      setFlash({ key: 'campaigns:templates.submitted', values: { name: answer.name } });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const accounts = channels.filter((c) => c.kind === TEMPLATE_CHANNEL[draft.kind]);
  const kindName = t(`campaigns:templates.kinds.${draft.kind}`);
  const card = draft.body_type === 'card' && CARD_KINDS.includes(draft.kind);
  const bodyText = card ? draft.card_description : draft.text;
  const canSubmit =
    stored?.kind === 'tyntec-wa' &&
    stored.status !== 'SUBMITTED' &&
    stored.status !== 'VALIDATED' &&
    !changed;

  return (
    <div className="editor template-editor">
      {stored ? (
        <section className="template-status" aria-label={t('campaigns:templates.status')}>
          <StatusBadge template={stored} />
          <p>
            {stored.status === 'REFUSED'
              ? t('campaigns:templates.refused_because', { reason: refusal(stored.status_detail) })
              : t(
                  {
                    DRAFT: 'campaigns:templates.form.draft',
                    SUBMITTED: 'campaigns:templates.form.in_validation',
                    VALIDATED: 'campaigns:templates.form.validated',
                    UNKNOWN: 'campaigns:templates.form.unknown',
                  }[stored.status],
                )}
          </p>
          {canSubmit ? (
            <button type="button" className="primary" disabled={busy} onClick={() => void submit()}>
              {t('campaigns:templates.form.submit')}
            </button>
          ) : null}
        </section>
      ) : null}
      <form className="oc-form" noValidate aria-label={t('campaigns:templates.form.label')} onSubmit={save}>
        <div role="alert" className="oc-form-alert">
          {failure ? (
            <ul className="oc-form-errors">
              <li>{typeof failure === 'string' ? failure : errorMessage(failure)}</li>
            </ul>
          ) : null}
        </div>
        <fieldset className="oc-form-fieldset">
          <legend>{t('campaigns:templates.form.general')}</legend>
          {field(
            {
              name: 'kind',
              kind: 'radio-toggle',
              label: 'campaigns:templates.form.kind',
              required: true,
              // The server keeps a template's kind: it is in its address.
              disabled: stored !== null,
              helper: stored ? 'campaigns:templates.form.kind_locked' : undefined,
              options: TEMPLATE_KINDS.map((k) => ({ text: t(`campaigns:templates.kinds.${k}`), value: k })),
            },
            draft.kind,
            (value) => changeKind(text(value) as TemplateKind),
          )}
          {input('name', 'text', 'campaigns:templates.form.name', {
            required: true,
            max_length: 512,
            helper: 'campaigns:templates.form.name_help',
            focus: true,
          })}
          {input('category', 'select', 'campaigns:templates.form.category', {
            required: true,
            options: TEMPLATE_CATEGORIES.map((c) => ({
              text: t(`campaigns:templates.categories.${c}`),
              value: c,
            })),
          })}
          {input('language', 'select', 'campaigns:templates.form.language', {
            required: true,
            options: TEMPLATE_LANGUAGES.map((l) => ({ text: languageName(l), value: l })),
          })}
          {input('skill', 'select', 'campaigns:templates.form.skill', {
            // The kit's empty choice leaves the template without one.
            options: skills.map((s) => ({ text: s.name, value: String(s.id) })),
          })}
          {input('channel_account', 'select', 'campaigns:templates.form.channel_account', {
            options: accounts.map((c) => ({ text: c.name, value: String(c.id) })),
          })}
          {accounts.length === 0 ? (
            <p className="hint">{t('campaigns:templates.form.no_channels', { kind: kindName })}</p>
          ) : null}
        </fieldset>

        <fieldset className="oc-form-fieldset">
          <legend>{t('campaigns:templates.form.content')}</legend>
          {draft.kind === 'messenger'
            ? input('block', 'select', 'campaigns:templates.form.block', {
                options: (['generic', 'button', 'media', 'receipt'] as const).map((b) => ({
                  text: t(`campaigns:templates.form.blocks.${b}`),
                  value: b,
                })),
              })
            : null}
          {draft.kind === 'googlebm'
            ? input('suggestions', 'select', 'campaigns:templates.form.suggestions', {
                options: (['single', 'multiple'] as const).map((s) => ({
                  text: t(`campaigns:templates.form.suggestion_kinds.${s}`),
                  value: s,
                })),
              })
            : null}
          {CARD_KINDS.includes(draft.kind)
            ? input('body_type', 'radio-toggle', 'campaigns:templates.form.body_type', {
                options: [
                  { text: t('campaigns:templates.form.body_text'), value: 'text' },
                  { text: t('campaigns:templates.form.body_card'), value: 'card' },
                ],
              })
            : null}
          {card ? (
            <>
              {input('card_title', 'text', 'campaigns:templates.form.card_title', {
                required: true,
                max_length: 200,
              })}
              {input('card_description', 'textarea', 'campaigns:templates.form.card_description', {
                required: true,
                max_length: 4096,
              })}
              {input('card_image', 'url', 'campaigns:templates.form.card_image', { max_length: 2048 })}
              {input('card_thumbnail', 'url', 'campaigns:templates.form.card_thumbnail', {
                max_length: 2048,
              })}
            </>
          ) : (
            input('text', 'textarea', 'campaigns:templates.form.text', { required: true, max_length: 4096 })
          )}
          <div className="body-facts">
            <p className="hint">
              {t('campaigns:templates.form.text_help', { first: '{{1}}', second: '{{2}}' })}
            </p>
            <p className="hint" data-over={facts.length > facts.max || undefined}>
              {t('campaigns:templates.form.counter', { length: facts.length, max: facts.max })}
            </p>
            {draft.kind === 'sms' ? (
              <p className="hint" aria-live="polite">
                {t('campaigns:templates.form.sms_parts', { count: Math.max(1, facts.parts) })}
              </p>
            ) : null}
            {hasEmoji(bodyText) ? (
              <p className="warning" role="status">
                {t('campaigns:templates.form.emoji_warning')}
              </p>
            ) : null}
          </div>
          {hasHeader(draft) ? (
            <>
              {input('header_type', 'radio-toggle', 'campaigns:templates.form.header', {
                options: (['none', 'text', 'image'] as const).map((h) => ({
                  text: t(`campaigns:templates.form.header_${h}`),
                  value: h,
                })),
              })}
              {draft.header_type === 'text'
                ? input('header_text', 'text', 'campaigns:templates.form.header_text_value', {
                    required: true,
                    max_length: 200,
                  })
                : null}
              {draft.header_type === 'image' ? (
                <>
                  {input('header_url', 'url', 'campaigns:templates.form.header_url', {
                    required: true,
                    max_length: 2048,
                    helper: 'campaigns:templates.form.header_image_help',
                  })}
                  <Suspense fallback={null}>
                    <HeaderImageUpload
                      onUploaded={(image) =>
                        update('header', {
                          header_url: image.url,
                          header_width: String(image.width),
                          header_height: String(image.height),
                        })
                      }
                    />
                  </Suspense>
                  <div className="pair">
                    {input('header_width', 'text', 'campaigns:templates.form.header_width', {
                      max_length: 5,
                    })}
                    {input('header_height', 'text', 'campaigns:templates.form.header_height', {
                      max_length: 5,
                    })}
                  </div>
                </>
              ) : null}
            </>
          ) : null}
          {draft.kind === 'tyntec-wa'
            ? input('footer', 'text', 'campaigns:templates.form.footer', { max_length: 200 })
            : null}
          {draft.kind === 'sms'
            ? input('sms_sender', 'text', 'campaigns:templates.form.sms_sender', {
                required: true,
                max_length: 11,
                helper: 'campaigns:templates.form.sms_sender_help',
              })
            : null}
        </fieldset>

        {draft.kind !== 'sms' ? (
          <fieldset className="oc-form-fieldset buttons">
            <legend>{t('campaigns:templates.form.buttons')}</legend>
            {groupErrors('buttons')}
            {draft.buttons.length === 0 ? (
              <p className="hint">{t('campaigns:templates.form.no_buttons')}</p>
            ) : null}
            {draft.buttons.map((button, index) => {
              const n = index + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no identity but their place
                <div className="button-row" key={index}>
                  <span className="button-kind">
                    {t(`campaigns:templates.form.button_kinds.${button.type}`)}
                  </span>
                  <label>
                    <span>{t('campaigns:templates.form.button_text', { n })}</span>
                    <input
                      value={button.text}
                      maxLength={64}
                      disabled={inReview}
                      onChange={(e) => setButton(index, { text: e.currentTarget.value })}
                    />
                  </label>
                  {button.type === 'url' ? (
                    <label>
                      <span>{t('campaigns:templates.form.button_url', { n })}</span>
                      <input
                        type="url"
                        value={button.url}
                        disabled={inReview}
                        onChange={(e) => setButton(index, { url: e.currentTarget.value })}
                      />
                    </label>
                  ) : null}
                  {button.type === 'phone' ? (
                    <label>
                      <span>{t('campaigns:templates.form.button_phone', { n })}</span>
                      <input
                        type="tel"
                        value={button.phone}
                        disabled={inReview}
                        onChange={(e) => setButton(index, { phone: e.currentTarget.value })}
                      />
                    </label>
                  ) : null}
                  <button
                    type="button"
                    className="link"
                    disabled={inReview}
                    onClick={() =>
                      update('buttons', { buttons: draft.buttons.filter((_, i) => i !== index) })
                    }
                  >
                    {t('campaigns:templates.form.remove_button', { n })}
                  </button>
                </div>
              );
            })}
            <div className="button-adds">
              {(['quick_reply', 'url', 'phone'] as const).map((type) => (
                <button key={type} type="button" disabled={inReview} onClick={() => addButton(type)}>
                  {t(`campaigns:templates.form.add_${type}`)}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}

        {draft.kind === 'tyntec-wa' ? (
          <QuickReplyRouting
            draft={draft}
            disabled={inReview}
            errorsOf={errorsOf}
            onButtons={(buttons) => update('buttons', { buttons })}
            onChange={update}
          />
        ) : null}

        {variables.length > 0 ? (
          <fieldset className="oc-form-fieldset">
            <legend>{t('campaigns:templates.form.examples')}</legend>
            <p className="hint">{t('campaigns:templates.form.examples_help')}</p>
            {variables.map((n) => {
              const value = draft.examples[String(n)] ?? '';
              const missing = !value.trim() && (showAll || touched.has('examples'));
              return (
                <Field
                  key={n}
                  field={{
                    name: `examples.${n}`,
                    kind: 'text',
                    label: t('campaigns:templates.form.example', { n }),
                    required: true,
                    max_length: 200,
                    disabled: inReview,
                  }}
                  value={value}
                  errors={[
                    ...(missing ? [{ key: problemKey('example_missing') }] : []),
                    ...(server[`examples.${n}`] ?? []).map((code) => ({ key: problemKey(code) })),
                  ]}
                  onChange={(_, next) =>
                    update('examples', { examples: { ...draft.examples, [String(n)]: text(next) } })
                  }
                  controlRef={null}
                />
              );
            })}
          </fieldset>
        ) : null}

        <p role="status" className="flash">
          {flash ? t(flash.key, flash.values) : ''}
        </p>
        <div className="oc-form-actions">
          <button type="button" className="link" onClick={() => go(templatePath())}>
            {t('campaigns:back')}
          </button>
          <button type="submit" className="primary" disabled={busy || inReview} aria-busy={busy}>
            {t('campaigns:templates.form.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
