import { ApiRequestError, AUTO_CLOSE_MESSAGE_MAX_LENGTH, type RoomConfiguration } from '@omnicanal/api';
import { useDirty, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { Section } from '../../Section.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { SavedNote } from '../../shared/SavedNote.tsx';
import type { SectionProps } from '../props.ts';
import { delayChoices, delayWording, ROOM_TIMERS, type RoomTimer, toSaved } from './model/room-form.ts';

const PATH = '/customers/room-configuration';

/** `section="rooms"`: the room timers of the company (spec 002 §4), on the agents service. */
export function RoomsSection(_props: SectionProps): ReactElement {
  const config = useResource((signal) => api('agents').get<RoomConfiguration>(PATH, { signal }), PATH);
  return (
    <Section title="settings:sections.rooms" intro="settings-account:rooms.intro">
      <ResourceState resource={config}>{(data) => <RoomsForm initial={data} />}</ResourceState>
    </Section>
  );
}

/** The server's messages for one field (`late.delay`), if the last save was refused. */
function fieldMessages(error: unknown, name: string): string[] {
  return error instanceof ApiRequestError ? (error.error.fields[name] ?? []) : [];
}

function RoomsForm({ initial }: { initial: RoomConfiguration }): ReactElement {
  const t = useT();
  const dirty = useDirty();
  const [config, setConfig] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const change = (next: RoomConfiguration) => {
    setConfig(next);
    setSaved(false);
    dirty.mark();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setConfig(await api('agents').post<RoomConfiguration>(PATH, toSaved(config)));
      dirty.clean();
      setSaved(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="oc-form" aria-label={t('settings:sections.rooms')} onSubmit={submit} noValidate>
      {error ? (
        <p role="alert" className="list-error">
          {errorMessage(error)}
        </p>
      ) : null}
      {ROOM_TIMERS.map((timer) => (
        <TimerFieldset key={timer} timer={timer} config={config} error={error} onChange={change} />
      ))}
      <div className="oc-form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('settings:save')}
        </button>
      </div>
      <SavedNote shown={saved} />
    </form>
  );
}

interface TimerFieldsetProps {
  timer: RoomTimer;
  config: RoomConfiguration;
  error: unknown;
  onChange: (next: RoomConfiguration) => void;
}

/** One timer: its toggle, its HH:mm delay by quarter hours, the delay in words; auto-close adds its text. */
function TimerFieldset({ timer, config, error, onChange }: TimerFieldsetProps): ReactElement {
  const t = useT();
  const id = useId();
  const value = config[timer];
  const set = (patch: Partial<RoomConfiguration[RoomTimer]>) =>
    onChange({ ...config, [timer]: { ...value, ...patch } });
  const wording = delayWording(timer, value.delay);
  const delayErrors = fieldMessages(error, `${timer}.delay`);
  const messageErrors = fieldMessages(error, 'auto_close.message');
  return (
    <fieldset className="oc-form-fieldset">
      <legend>{t(`settings-account:rooms.${timer}.legend`)}</legend>
      <label className="oc-form-choice">
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => set({ enabled: event.currentTarget.checked })}
        />
        {t(`settings-account:rooms.${timer}.toggle`)}
      </label>
      <div className="oc-form-field">
        <label htmlFor={`${id}-delay`} className="oc-form-label">
          {t(`settings-account:rooms.${timer}.delay`)}
        </label>
        <select
          id={`${id}-delay`}
          value={value.delay}
          disabled={!value.enabled}
          aria-describedby={`${id}-words`}
          aria-invalid={delayErrors.length > 0 || undefined}
          onChange={(event) => set({ delay: event.currentTarget.value })}
        >
          {delayChoices(value.delay).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <p id={`${id}-words`} className="oc-form-hint">
          {value.enabled
            ? t(`settings-account:rooms.${timer}.after`, { delay: t(wording.key, { count: wording.count }) })
            : t(`settings-account:rooms.${timer}.off`)}
        </p>
        {delayErrors.length > 0 ? <p className="oc-form-errors">{t('form:errors.time')}</p> : null}
      </div>
      {timer === 'auto_close' ? (
        <div className="oc-form-field">
          <label htmlFor={`${id}-message`} className="oc-form-label">
            {t('settings-account:rooms.auto_close.message')}
          </label>
          <textarea
            id={`${id}-message`}
            value={config.auto_close.message ?? ''}
            maxLength={AUTO_CLOSE_MESSAGE_MAX_LENGTH}
            disabled={!config.auto_close.enabled}
            aria-describedby={`${id}-message-hint`}
            onChange={(event) =>
              onChange({
                ...config,
                auto_close: { ...config.auto_close, message: event.currentTarget.value },
              })
            }
          />
          <p id={`${id}-message-hint`} className="oc-form-hint">
            {t('settings-account:rooms.auto_close.message_hint')}
          </p>
          {messageErrors.length > 0 ? (
            <p className="oc-form-errors">
              {t('form:errors.max_length', { max: AUTO_CLOSE_MESSAGE_MAX_LENGTH })}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
