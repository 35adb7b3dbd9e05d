import { useStore } from '@nanostores/react';
import { isEdition } from '@omnicanal/core';
import { $config, $session } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useEffect, useMemo } from 'react';
import { Editor } from './Editor.tsx';
import { useBuilderEvents } from './events.ts';
import { visibleChannels } from './model/index.ts';
import { useBuilderStore } from './useBuilderStore.ts';
import { viewerOf } from './viewer.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * `<oc-bot-builder>`: the bot builder of spec 001 (§2–§4) for one skill, bot and channel. It loads
 * the bot, shows the trees of the channel, the open tree as a diagram, the node panel, problems,
 * search and test; edits go through a per-element store with undo and redo until saved.
 */
export function BotBuilder(props: Record<string, unknown>) {
  const t = useT();
  const emit = useBuilderEvents();
  const { token, user, customer } = useStore($session);
  const { edition: configEdition } = useStore($config);
  const edition = isEdition(configEdition) ? configEdition : 'self-hosted';
  const viewer = useMemo(() => viewerOf(user, customer, edition), [user, customer, edition]);
  const store = useBuilderStore({
    skill: text(props.skillId),
    bot: text(props.botId),
    channel: text(props.channelId) || 'web',
    tree: text(props.treeUuid) || null,
    edition,
  });
  const { status, loadError } = useStore(store.$state);
  const channel = text(props.channelId) || 'web';
  // spec 001 §6: the hosted edition hides some channels; a link to one of them edits nothing.
  const available = visibleChannels(edition).includes(channel);

  useEffect(() => {
    if (!token) emit('oc-unauthorized', null);
  }, [token, emit]);
  useEffect(() => {
    if (status === 'error' && loadError)
      emit('oc-error', { code: loadError, message: t(`common:${loadError}`) });
  }, [status, loadError, emit, t]);

  return (
    <section className="oc-builder" aria-label={t('bot-builder:label')}>
      {!available && (
        <p className="oc-load-error" role="alert">
          {t('bot-builder:channel_unavailable', { channel })}
        </p>
      )}
      {available && status === 'loading' && (
        <p className="oc-loading" role="status">
          {t('bot-builder:loading')}
        </p>
      )}
      {available && status === 'error' && (
        <div className="oc-load-error" role="alert">
          <p>{t(`common:${loadError ?? 'errors.bad_authentication'}`)}</p>
          <button type="button" onClick={() => void store.load()}>
            {t('common:actions.retry')}
          </button>
        </div>
      )}
      {available && status === 'ready' && <Editor store={store} viewer={viewer} />}
    </section>
  );
}
