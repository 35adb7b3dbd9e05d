import { useStore } from '@nanostores/react';
import { type Room, SocketCommandError, type User } from '@omnicanal/api';
import { MESSAGE_MAX_LENGTH } from '@omnicanal/core';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import {
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { sendText, sendTyping } from '../model/actions.ts';
import { isMine } from '../model/conversation.ts';
import { $draftInsert } from '../model/draft.ts';
import { $messages } from '../model/messages.ts';
import { roomReplyWindow, timeLeft } from '../model/reply-window.ts';
import { createTypingNotifier } from '../model/typing.ts';
import { checkFile, sendContent, UploadError, uploadFile } from '../model/uploads.ts';
import { UploadButton } from './UploadButton.tsx';

/** Only rooms past WhatsApp's window need it: loaded when first opened. */
const TemplateDialog = lazy(() => import('./TemplateDialog.tsx'));

/** The draft with `text` added at its end, on its own word. */
const appended = (draft: string, text: string) =>
  !draft || /\s$/.test(draft) ? draft + text : `${draft} ${text}`;

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** The time now, again every minute: what a countdown in minutes needs. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The reply box: enabled only in the agent's own running or late room. Enter sends, Shift+Enter
 * goes to the next line; typing is signalled to the visitor, throttled. A file (button or drop)
 * is checked here (5 MB, allowed types), uploaded with its progress shown, then sent as a `file`
 * message. Text other panels insert (`$draftInsert`) is appended to this room's draft.
 */
export function Composer({ room, user }: { room: Room | null; user: User | null }) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [upload, setUpload] = useState<{ name: string; percent: number; abort: AbortController } | null>(
    null,
  );
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [choosingTemplate, setChoosingTemplate] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const templateButton = useRef<HTMLButtonElement>(null);
  const uuid = room?.uuid ?? null;
  const entries = useStore($messages).rooms[uuid ?? ''];
  const now = useMinute();
  const reply = roomReplyWindow(room, entries, now);
  const mine = isMine(room, user);
  // Past a channel's reply window (WhatsApp), the server refuses a free reply: say so, send nothing.
  const enabled = mine && reply?.open !== false;
  // …but an approved template it takes: offered in the agent's own open room.
  const templateOnly = mine && reply?.open === false && room?.status !== 'closed';
  // One notifier per room (the composer is keyed by room): its last "stopped" goes to that room.
  const typing = useMemo(() => createTypingNotifier((active) => uuid && sendTyping(uuid, active)), [uuid]);

  useEffect(() => () => typing.stop(), [typing]);
  useEffect(() => {
    if (!enabled) typing.stop();
  }, [enabled, typing]);
  useEffect(
    () =>
      $draftInsert.listen((insert) => {
        if (!insert || insert.room !== uuid) return;
        setText((draft) => appended(draft, insert.text).slice(0, MESSAGE_MAX_LENGTH));
        textarea.current?.focus();
      }),
    [uuid],
  );
  // Leaving the room stops its upload: the file would land in a conversation no longer shown.
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const send = () => {
    if (!enabled || !text.trim()) return;
    if (sendText(text)) {
      setText('');
      typing.stop();
    }
  };

  const startUpload = async (file: File) => {
    if (!enabled || upload) return;
    const refused = checkFile(file);
    setUploadError(refused && errorMessage(new SocketCommandError(refused, refused)));
    if (refused) return;
    const abort = new AbortController();
    current.current = abort;
    setUpload({ name: file.name, percent: 0, abort });
    try {
      const answer = await uploadFile(file, {
        origin: 'agent',
        signal: abort.signal,
        onProgress: (percent) => setUpload((shown) => shown && { ...shown, percent }),
      });
      sendContent({ type: 'file', url: answer.url, name: answer.name, mimetype: answer.mimetype });
    } catch (error) {
      if (error instanceof UploadError)
        setUploadError(errorMessage(new SocketCommandError(error.code, error.code)));
      else if (!(error instanceof DOMException && error.name === 'AbortError'))
        setUploadError(errorMessage(error));
    } finally {
      current.current = null;
      setUpload(null);
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

  const onDragOver = (event: DragEvent<HTMLFormElement>) => {
    if (!enabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    setDragging(false);
    if (!enabled || !hasFiles(event)) return;
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void startUpload(file);
  };

  const hint = enabled
    ? null
    : room?.status === 'closed'
      ? t('inbox:composer.closed')
      : mine
        ? t('common:errors.reply_window_closed')
        : t('inbox:composer.disabled');
  const left = reply?.open ? timeLeft(reply.endsAt, now) : null;
  const sending = upload ? t('inbox-composer:upload.progress', { name: upload.name }) : '';
  return (
    <>
      <form
        className={dragging ? 'composer dragging' : 'composer'}
        part="composer"
        onSubmit={onSubmit}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('inbox:composer.label')}
        </label>
        <textarea
          id={id}
          ref={textarea}
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
        <UploadButton disabled={!enabled || upload !== null} onFile={(file) => void startUpload(file)} />
        <button type="submit" className="primary" disabled={!enabled || !text.trim()}>
          {t('inbox:composer.send')}
        </button>
        {upload ? (
          <div className="upload-status" role="status">
            <span>{sending}</span>
            <progress max={100} value={upload.percent} aria-label={sending} />
            <button type="button" onClick={() => upload.abort.abort()}>
              {t('inbox-composer:upload.cancel')}
            </button>
          </div>
        ) : null}
        {uploadError ? (
          <div className="upload-error">
            <span role="alert">{uploadError}</span>
            <button type="button" onClick={() => setUploadError(null)}>
              {t('inbox-composer:upload.dismiss')}
            </button>
          </div>
        ) : null}
        {dragging ? <p className="drop-hint">{t('inbox-composer:upload.drop')}</p> : null}
        {hint ? (
          <p className="hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        {templateOnly && uuid ? (
          <button
            type="button"
            ref={templateButton}
            className="template-open"
            onClick={() => setChoosingTemplate(true)}
          >
            {t('inbox-composer:template.open')}
          </button>
        ) : null}
        {mine && left ? (
          <p className="hint reply-window">
            {t('inbox-composer:window.open', { hours: left.hours, minutes: left.minutes })}
          </p>
        ) : null}
      </form>
      {choosingTemplate && uuid ? (
        <Suspense fallback={null}>
          <TemplateDialog
            room={uuid}
            onDone={() => setChoosingTemplate(false)}
            onCancel={() => setChoosingTemplate(false)}
            returnFocus={() => templateButton.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
