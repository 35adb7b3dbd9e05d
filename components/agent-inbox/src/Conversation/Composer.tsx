import type { Room, User } from '@omnicanal/api';
import { MESSAGE_MAX_LENGTH } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { sendText, sendTyping } from '../model/actions.ts';
import { isMine } from '../model/conversation.ts';
import { createTypingNotifier } from '../model/typing.ts';

/**
 * The reply box: enabled only in the agent's own running or late room. Enter sends, Shift+Enter
 * goes to the next line; typing is signalled to the visitor, throttled.
 */
export function Composer({ room, user }: { room: Room | null; user: User | null }) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const enabled = isMine(room, user);
  const uuid = room?.uuid ?? null;
  // One notifier per room (the composer is keyed by room): its last "stopped" goes to that room.
  const typing = useMemo(() => createTypingNotifier((active) => uuid && sendTyping(uuid, active)), [uuid]);

  useEffect(() => () => typing.stop(), [typing]);
  useEffect(() => {
    if (!enabled) typing.stop();
  }, [enabled, typing]);

  const send = () => {
    if (!enabled || !text.trim()) return;
    if (sendText(text)) {
      setText('');
      typing.stop();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const hint = enabled
    ? null
    : room?.status === 'closed'
      ? t('inbox:composer.closed')
      : t('inbox:composer.disabled');
  return (
    <form className="composer" part="composer" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('inbox:composer.label')}
      </label>
      <textarea
        id={id}
        value={text}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('inbox:composer.placeholder')}
        disabled={!enabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) typing.keystroke();
          else typing.stop();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="primary" disabled={!enabled || !text.trim()}>
        {t('inbox:composer.send')}
      </button>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </form>
  );
}
