import { useStore } from '@nanostores/react';
import type { BotNode } from '@omnicanal/core/bot';
import { useT } from '@omnicanal/ui';
import { useMemo } from 'react';
import { builderClient } from '../client-context.ts';
import { nodeName, problemText } from '../labels.ts';
import { type BotClient, type BuilderStore, updateNode, type Viewer } from '../model/index.ts';
import { nodeFieldErrors, otherErrors } from './fieldErrors.ts';
import { CommonFields } from './forms/CommonFields.tsx';
import { ACTION_FORMS, COMMON_FIELDS } from './forms/registry.ts';
import type { NodePatch } from './forms/types.ts';
import { NodeActions } from './NodeActions.tsx';
import { useChronosRules } from './useChronosRules.ts';

export interface NodePanelProps {
  store: BuilderStore;
  viewer: Viewer;
  /** Source of the schedule rules; the builder's client when not given. */
  client?: Pick<BotClient, 'chronosRules'>;
  /** Variable names known to the bot; the variable check is skipped when unknown. */
  knownVariables?: readonly string[];
}

/**
 * Properties of the selected node: its form (fields per action, spec 001 §3), the problems found
 * in it, and the delete and keyboard move actions. Hidden while no node is selected.
 */
export function NodePanel({ store, client, knownVariables }: NodePanelProps) {
  const t = useT();
  const state = useStore(store.$state);
  const source = useMemo(() => client ?? builderClient(), [client]);
  const { bot, selection, channel } = state;
  const node = bot && selection ? bot.nodes[selection] : undefined;
  const chronosRules = useChronosRules(source, node?.action === 'chronos');
  const errors = useMemo(
    () =>
      bot && node
        ? nodeFieldErrors({
            bot,
            node: node.key,
            channel,
            saveFields: state.saveError?.fields,
            knownVariables,
          })
        : {},
    [bot, node, channel, state.saveError, knownVariables],
  );
  if (!bot || !node) return null;

  const action = ACTION_FORMS[node.action];
  const others = otherErrors(errors, [...COMMON_FIELDS, ...(action?.fields ?? [])]);
  const update = (patch: NodePatch | ((stored: BotNode) => NodePatch)) => {
    store.apply((current) => {
      const stored = current.nodes[node.key];
      const next = typeof patch === 'function' ? (stored ? patch(stored) : {}) : patch;
      return updateNode(current, node.key, next);
    });
  };
  const props = { bot, node, channel, errors, update, chronosRules };
  return (
    <aside className="oc-panel oc-node-panel" aria-label={t('bot-forms:panel.title')}>
      <h2 className="oc-panel-title">{nodeName(t, node)}</h2>
      {others.length > 0 && (
        <ul className="oc-panel-problems error-text">
          {others.map((message) => (
            <li key={message}>{problemText(t, message)}</li>
          ))}
        </ul>
      )}
      {/* Keyed by node: switching nodes writes any pending typing to the node it was typed for. */}
      <div className="oc-form oc-panel-form" key={node.key}>
        {action && <action.Form {...props} />}
        <CommonFields {...props} />
      </div>
      <NodeActions key={`actions-${node.key}`} store={store} bot={bot} node={node} />
    </aside>
  );
}
