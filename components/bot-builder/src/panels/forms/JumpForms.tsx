import { useT } from '@omnicanal/ui';
import { NodeField } from './NodeField.tsx';
import { asText, type NodeFormProps } from './types.ts';

/** totree: the tree of the same channel the conversation jumps to. */
export function TreeForm({ bot, node, channel, errors, update }: NodeFormProps) {
  if (node.action !== 'totree') return null;
  const trees = Object.values(bot.channels[channel]?.trees ?? {});
  return (
    <NodeField
      name="tree"
      kind="select"
      label="bot-forms:fields.tree"
      value={asText(node.data.tree)}
      options={trees.map((tree) => ({ value: tree.key, text: tree.title }))}
      errors={errors.tree}
      onCommit={(value) => update({ data: { tree: asText(value) || null } })}
    />
  );
}

/** chronos: the schedule rule deciding between the open and closed outputs. */
export function ChronosForm({ node, errors, update, chronosRules }: NodeFormProps) {
  const t = useT();
  if (node.action !== 'chronos') return null;
  if (chronosRules.status === 'loading') return <p role="status">{t('bot-forms:fields.rule_loading')}</p>;
  if (chronosRules.status === 'error') return <p role="alert">{t('bot-forms:fields.rule_error')}</p>;
  const { rules } = chronosRules;
  if (rules.length === 0) {
    return (
      <div className="oc-form-field">
        <span className="oc-form-label">{t('bot-forms:fields.rule')}</span>
        <p className="oc-panel-empty">{t('bot-forms:fields.rule_empty')}</p>
      </div>
    );
  }
  return (
    <NodeField
      name="rule"
      kind="select"
      label="bot-forms:fields.rule"
      value={asText(node.data.rule)}
      options={rules.map((rule) => ({ value: String(rule.id), text: rule.label }))}
      errors={errors.rule}
      onCommit={(value) => {
        const picked = rules.find((rule) => String(rule.id) === value);
        update({ data: { rule: picked ? picked.id : null } });
      }}
    />
  );
}
