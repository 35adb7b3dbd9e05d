import { useStore } from '@nanostores/react';
import { SocketCommandError } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { $session } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { $conversation, visitorName } from '../model/conversation.ts';
import { $typing } from '../model/typing.ts';
import { CloseFlow } from './CloseDialog.tsx';
import { Composer } from './Composer.tsx';
import { ConversationHeader } from './ConversationHeader.tsx';
import { MessageLog } from './MessageLog.tsx';
import { SentencePicker } from './SentencePicker.tsx';
import { Suggestions } from './Suggestions.tsx';

/** The open conversation: header with actions, message log, typing line, composer. */
export function Conversation() {
  const t = useT();
  const { uuid, room, loading, error } = useStore($conversation);
  const { user } = useStore($session);
  const typing = useStore($typing);

  if (!uuid) {
    return (
      <section className="conversation idle" part="conversation">
        <p className="placeholder">{t('inbox:conversation.none')}</p>
        <CloseFlow />
      </section>
    );
  }

  const name = room ? (visitorName(room) ?? t('inbox:room.anonymous')) : '';
  return (
    <section
      className="conversation"
      part="conversation"
      aria-label={room ? t('inbox:conversation.label', { name }) : t('inbox:conversation.loading')}
      aria-busy={loading}
    >
      {room ? <ConversationHeader key={`header-${uuid}`} room={room} user={user} /> : null}
      {error ? (
        <p className="error-text" role="alert">
          {errorMessage(new SocketCommandError(error, error))}
        </p>
      ) : null}
      {loading && !room ? <p className="placeholder">{t('inbox:conversation.loading')}</p> : null}
      <MessageLog uuid={uuid} room={room} user={user} loading={loading} />
      <p className="typing" aria-live="polite">
        {typing[uuid] ? t('inbox:typing.visitor') : ''}
      </p>
      <Suggestions room={room} />
      <div className="composer-tools">
        <SentencePicker room={room} />
      </div>
      <Composer key={`composer-${uuid}`} room={room} user={user} />
      <CloseFlow />
    </section>
  );
}
