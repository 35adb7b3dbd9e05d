import { TEMPLATE_CHANNEL, type TemplateButton } from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { Field, type FieldValue, type Message, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { listSkillTrees, type TreeChoice } from '../model/template-client.ts';
import type { TemplateDraft } from '../model/template-form.ts';
import { ResourceState } from '../shared/ResourceState.tsx';

export interface QuickReplyRoutingProps {
  draft: TemplateDraft;
  disabled: boolean;
  /** The problems shown on the replies' trees (`buttons`) and on the fallback tree. */
  errorsOf: (name: 'buttons' | 'fallback_tree') => Message[];
  onButtons: (buttons: TemplateButton[]) => void;
  onChange: (field: 'conversational' | 'fallback_tree', next: Partial<TemplateDraft>) => void;
}

/**
 * Where a WhatsApp template's replies go (spec 002 §3): each quick reply may lead to a tree of the
 * skill's bot on WhatsApp, a reply may open a conversation in the console, and a reply matching no
 * quick reply may lead to a fallback tree. Trees need a skill and a channel account: the section
 * says which is missing rather than offering trees the server would refuse.
 */
export function QuickReplyRouting(props: QuickReplyRoutingProps): ReactElement {
  const t = useT();
  const { draft } = props;
  const skill = /^[1-9]\d*$/.test(draft.skill) ? Number(draft.skill) : null;
  const missing = skill === null ? 'no_skill' : draft.channel_account === '' ? 'no_account' : null;
  return (
    <fieldset className="oc-form-fieldset routing">
      <legend>{t('campaigns:templates.routing.title')}</legend>
      <Field
        field={{
          name: 'conversational',
          kind: 'checkbox',
          label: 'campaigns:templates.routing.conversational',
          details: 'campaigns:templates.routing.conversational_help',
          disabled: props.disabled,
        }}
        value={draft.conversational}
        errors={[]}
        onChange={(_, next) => props.onChange('conversational', { conversational: next === true })}
        controlRef={null}
      />
      {missing || skill === null ? (
        <p className="hint">{t(`campaigns:templates.routing.${missing}`)}</p>
      ) : (
        <Trees {...props} skill={skill} />
      )}
    </fieldset>
  );
}

function Trees({ skill, ...props }: QuickReplyRoutingProps & { skill: number }): ReactElement {
  const t = useT();
  const channel = TEMPLATE_CHANNEL[props.draft.kind];
  const trees = useResource((signal) => listSkillTrees(skill, channel, signal), `${skill}/${channel}`);
  return (
    <ResourceState resource={trees}>
      {(choices) =>
        choices.length === 0 ? (
          <p className="hint">{t('campaigns:templates.routing.no_trees')}</p>
        ) : (
          <TreeFields {...props} choices={choices} />
        )
      }
    </ResourceState>
  );
}

function TreeFields({
  draft,
  disabled,
  errorsOf,
  onButtons,
  onChange,
  choices,
}: QuickReplyRoutingProps & { choices: TreeChoice[] }): ReactElement {
  const t = useT();
  const options = choices.map((c) => ({ text: c.title || c.key, value: c.key }));
  const text = (value: FieldValue) => (typeof value === 'string' ? value : '');
  const buttonErrors = errorsOf('buttons').filter((e) => e.key.endsWith('tree_unknown'));
  return (
    <>
      {draft.buttons.map((button, index) =>
        button.type === 'quick_reply' ? (
          <Field
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no identity but their place
            key={index}
            field={{
              name: `buttons.${index}.tree`,
              kind: 'select',
              label: t('campaigns:templates.routing.reply_tree', {
                n: index + 1,
                text: button.text || t('campaigns:templates.routing.untitled'),
              }),
              placeholder: 'campaigns:templates.routing.no_tree',
              options,
              disabled,
            }}
            value={button.tree ?? ''}
            errors={button.tree && !choices.some((c) => c.key === button.tree) ? buttonErrors : []}
            onChange={(_, next) =>
              onButtons(
                draft.buttons.map((b, i) =>
                  i === index && b.type === 'quick_reply' ? { ...b, tree: text(next) || null } : b,
                ),
              )
            }
            controlRef={null}
          />
        ) : null,
      )}
      {draft.buttons.some((b) => b.type === 'quick_reply') ? null : (
        <p className="hint">{t('campaigns:templates.routing.no_replies')}</p>
      )}
      <Field
        field={{
          name: 'fallback_tree',
          kind: 'select',
          label: 'campaigns:templates.routing.fallback_tree',
          details: 'campaigns:templates.routing.fallback_tree_help',
          placeholder: 'campaigns:templates.routing.no_tree',
          options,
          disabled,
        }}
        value={draft.fallback_tree}
        errors={errorsOf('fallback_tree')}
        onChange={(_, next) => onChange('fallback_tree', { fallback_tree: text(next) })}
        controlRef={null}
      />
    </>
  );
}
