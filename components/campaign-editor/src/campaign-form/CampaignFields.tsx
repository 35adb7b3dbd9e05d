import type { Campaign, ContactList, Template, WebivrLink } from '@omnicanal/api';
import {
  CAMPAIGN_FALLBACK_KIND,
  CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS,
  CAMPAIGN_MAX_ATTEMPTS,
  CAMPAIGN_MAX_FREQUENCY,
  CAMPAIGN_TYPES,
  type CampaignType,
} from '@omnicanal/core';
import { leaveFlash, useDirty } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { saveCampaign } from '../model/campaign-client.ts';
import { saveRefusal } from '../model/campaign-errors.ts';
import {
  audienceColumns,
  type CampaignDraft,
  draftOf,
  draftProblems,
  templatesFor,
  templateVariables,
  toCampaignInput,
} from '../model/campaign-form.ts';
import type { Named } from '../model/client.ts';
import { campaignPath } from '../model/views.ts';
import { useGo } from '../navigation.ts';
import { VariableFile } from '../variable-file/VariableFile.tsx';
import { AudienceCount } from './AudienceCount.tsx';
import { FilterFields } from './FilterFields.tsx';
import { FormField, textOf } from './fields.tsx';
import { PlanFields } from './PlanFields.tsx';
import { VariableFields } from './VariableFields.tsx';

/** What the form offers to choose from. */
export interface CampaignChoices {
  templates: Template[];
  audiences: ContactList[];
  skills: Named[];
  entryPoints: Named[];
  /** The visual IVR links a variable can send. */
  webivrLinks: WebivrLink[];
}

/**
 * The campaign form (spec 002 §3): what it sends, to whom, how fast and when. Problems the form
 * can see are said on their fields when Save is pressed; the server's refusals land on the same
 * fields, unfilled variables as a prompt that saves again once confirmed, and a saved campaign
 * opens its page.
 */
export function CampaignFields({
  stored,
  templates,
  audiences,
  skills,
  entryPoints,
  webivrLinks,
}: CampaignChoices & { stored: Campaign | null }): ReactElement {
  const t = useT();
  const go = useGo();
  const dirty = useDirty();
  const [draft, setDraft] = useState<CampaignDraft>(() => draftOf(stored));
  const [showAll, setShowAll] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const [limit, setLimit] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by a refused save: the first field said wrong then gets the focus, so the problem is
  // where the keyboard and the screen reader are (the form is long).
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [refused]);

  const problems = useMemo(() => draftProblems(draft), [draft]);
  const offered = useMemo(() => templatesFor(templates, draft.type), [templates, draft.type]);
  const variables = templateVariables(templates, draft.template);
  const columns = useMemo(
    () => audienceColumns(audiences, draft.contact_lists),
    [audiences, draft.contact_lists],
  );
  // The campaign's variable file's columns are variables too (its values win at the send).
  const [fileColumns, setFileColumns] = useState<string[]>([]);
  const variableColumns = useMemo(
    () => [...new Set([...columns, ...fileColumns])].sort(),
    [columns, fileColumns],
  );
  const shown: Record<string, string[]> = { ...(showAll ? problems : {}) };
  for (const [field, codes] of Object.entries(server)) shown[field] = [...(shown[field] ?? []), ...codes];

  const update = (field: string, next: Partial<CampaignDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setServer(({ [field]: _, ...rest }) => rest);
    setFailure(null);
    dirty.mark();
  };
  const changeType = (type: CampaignType) => {
    const kept = templatesFor(templates, type);
    update('type', {
      type,
      template: kept.main.some((x) => String(x.id) === draft.template) ? draft.template : '',
      fallback_template: kept.fallback.some((x) => String(x.id) === draft.fallback_template)
        ? draft.fallback_template
        : '',
    });
    setServer(({ template: _, fallback_template: __, ...rest }) => rest);
  };

  const send = async (confirm: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await saveCampaign(stored?.id ?? null, toCampaignInput(draft, confirm));
      dirty.clean();
      leaveFlash({
        key: stored ? 'campaigns:campaign_form.saved' : 'campaigns:campaign_form.created',
        values: { name: answer.name },
      });
      go(campaignPath(answer.id));
    } catch (error) {
      const refusal = saveRefusal(error);
      if (refusal.kind === 'confirm') setMissing(refusal.missing);
      else {
        setServer(refusal.fields);
        setLimit(refusal.limit);
        setFailure(
          refusal.general ? errorMessage(refusal.general) : t('campaigns:campaign_form.check_fields'),
        );
        setRefused((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setShowAll(true);
    if (Object.keys(problems).length > 0) {
      setFailure(t('campaigns:campaign_form.check_fields'));
      setRefused((n) => n + 1);
      return;
    }
    void send(false);
  };

  const named = (list: Named[]) => list.map((x) => ({ text: x.name, value: String(x.id) }));
  const templateOptions = (list: Template[]) => list.map((x) => ({ text: x.name, value: String(x.id) }));
  const hasFallback = CAMPAIGN_FALLBACK_KIND[draft.type] !== undefined;
  const typeName = t(`campaigns:campaigns.types.${draft.type}`);

  return (
    <form
      ref={formRef}
      className="oc-form campaign-form"
      noValidate
      aria-label={t('campaigns:campaign_form.label')}
      onSubmit={save}
    >
      <div role="alert" className="oc-form-alert">
        {failure ? (
          <ul className="oc-form-errors">
            <li>{failure}</li>
          </ul>
        ) : null}
      </div>
      <fieldset className="oc-form-fieldset">
        <legend>{t('campaigns:campaign_form.general')}</legend>
        <FormField
          field={{
            name: 'name',
            kind: 'text',
            label: 'campaigns:campaign_form.name',
            required: true,
            max_length: 128,
            focus: true,
          }}
          value={draft.name}
          problems={shown.name}
          onChange={(value) => update('name', { name: textOf(value) })}
        />
        <FormField
          field={{
            name: 'type',
            kind: 'radio-toggle',
            label: 'campaigns:campaign_form.type',
            required: true,
            options: CAMPAIGN_TYPES.map((type) => ({
              text: t(`campaigns:campaigns.types.${type}`),
              value: type,
            })),
          }}
          value={draft.type}
          problems={shown.type}
          onChange={(value) => changeType(textOf(value) as CampaignType)}
        />
        <FormField
          field={{
            name: 'template',
            kind: 'select',
            label: 'campaigns:campaign_form.template',
            required: true,
            helper: offered.main.length === 0 ? undefined : 'campaigns:campaign_form.template_help',
            options: templateOptions(offered.main),
          }}
          value={draft.template}
          problems={shown.template}
          onChange={(value) => update('template', { template: textOf(value) })}
        />
        {offered.main.length === 0 ? (
          <p className="hint">{t('campaigns:campaign_form.no_templates', { type: typeName })}</p>
        ) : null}
        {hasFallback ? (
          <FormField
            field={{
              name: 'fallback_template',
              kind: 'select',
              label: 'campaigns:campaign_form.fallback_template',
              helper: 'campaigns:campaign_form.fallback_help',
              options: templateOptions(offered.fallback),
            }}
            value={draft.fallback_template}
            problems={shown.fallback_template}
            onChange={(value) => update('fallback_template', { fallback_template: textOf(value) })}
          />
        ) : null}
      </fieldset>

      <fieldset className="oc-form-fieldset">
        <legend>{t('campaigns:campaign_form.recipients')}</legend>
        <FormField
          field={{
            name: 'contact_lists',
            kind: 'multiselect',
            label: 'campaigns:campaign_form.contact_lists',
            required: true,
            options: audiences.map((a) => ({
              text: t('campaigns:campaign_form.audience_option', { name: a.name, count: a.contacts_count }),
              value: String(a.id),
            })),
          }}
          value={draft.contact_lists}
          problems={shown.contact_lists}
          limit={limit}
          onChange={(value) => update('contact_lists', { contact_lists: Array.isArray(value) ? value : [] })}
        />
        {audiences.length === 0 ? <p className="hint">{t('campaigns:campaign_form.no_audiences')}</p> : null}
        <AudienceCount chosen={draft.contact_lists} />
        <FormField
          field={{
            name: 'entry_point',
            kind: 'select',
            label: 'campaigns:campaign_form.entry_point',
            options: named(entryPoints),
          }}
          value={draft.entry_point}
          problems={shown.entry_point}
          onChange={(value) => update('entry_point', { entry_point: textOf(value) })}
        />
        <FormField
          field={{
            name: 'skill',
            kind: 'select',
            label: 'campaigns:campaign_form.skill',
            options: named(skills),
          }}
          value={draft.skill}
          problems={shown.skill}
          onChange={(value) => update('skill', { skill: textOf(value) })}
        />
        <FormField
          field={{
            name: 'console_visibility',
            kind: 'checkbox',
            label: 'campaigns:campaign_form.console_visibility',
            helper: 'campaigns:campaign_form.console_visibility_help',
          }}
          value={draft.console_visibility}
          onChange={(value) => update('console_visibility', { console_visibility: value === true })}
        />
      </fieldset>

      <FilterFields
        filters={draft.filters}
        columns={columns}
        problems={shown}
        onChange={(filters) => update('audience_filters', { filters })}
      />

      <VariableFile campaignId={stored?.id ?? null} onColumns={setFileColumns} />

      <VariableFields
        variables={variables}
        assignments={draft.variables}
        columns={variableColumns}
        links={webivrLinks}
        problems={shown}
        onChange={(n, next) =>
          update(`variables.${n}`, { variables: { ...draft.variables, [String(n)]: next } })
        }
      />

      <fieldset className="oc-form-fieldset">
        <legend>{t('campaigns:campaign_form.pace')}</legend>
        <FormField
          field={{
            name: 'frequency',
            kind: 'number',
            label: 'campaigns:campaign_form.frequency',
            helper: 'campaigns:campaign_form.frequency_help',
            min: 1,
            max: CAMPAIGN_MAX_FREQUENCY,
          }}
          value={draft.frequency}
          problems={shown.frequency}
          onChange={(value) => update('frequency', { frequency: textOf(value) })}
        />
        <div className="pair">
          <FormField
            field={{
              name: 'attempts',
              kind: 'number',
              label: 'campaigns:campaign_form.attempts',
              required: true,
              min: 1,
              max: CAMPAIGN_MAX_ATTEMPTS,
            }}
            value={draft.attempts}
            problems={shown.attempts}
            onChange={(value) => update('attempts', { attempts: textOf(value) })}
          />
          <FormField
            field={{
              name: 'attempt_delay',
              kind: 'number',
              label: 'campaigns:campaign_form.attempt_delay',
              required: true,
              min: 0,
              max: CAMPAIGN_MAX_ATTEMPT_DELAY_HOURS,
            }}
            value={draft.attempt_delay}
            problems={shown.attempt_delay}
            onChange={(value) => update('attempt_delay', { attempt_delay: textOf(value) })}
          />
        </div>
      </fieldset>

      <PlanFields draft={draft} problems={shown} update={update} />

      <div className="oc-form-actions">
        <button
          type="button"
          className="link"
          onClick={() => go(stored ? campaignPath(stored.id) : campaignPath())}
        >
          {t('campaigns:back')}
        </button>
        <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
          {t('campaigns:save')}
        </button>
      </div>
      {missing ? (
        <ModalDialog
          title={t('campaigns:campaign_form.incomplete_title')}
          description={t('campaigns:campaign_form.incomplete_description', {
            variables: missing.map((n) => `{{${n}}}`).join(', '),
          })}
          onCancel={() => setMissing(null)}
          actions={
            <>
              <button type="button" data-autofocus onClick={() => setMissing(null)}>
                {t('campaigns:campaign_form.incomplete_back')}
              </button>
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => {
                  setMissing(null);
                  void send(true);
                }}
              >
                {t('campaigns:campaign_form.incomplete_confirm')}
              </button>
            </>
          }
        />
      ) : null}
    </form>
  );
}
