import type { GuestInfo } from '@omnicanal/api';
import { GUEST_NOTE_MAX_LENGTH } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useEffect, useId, useState } from 'react';
import { saveGuestInfo } from './model/api.ts';

/** The agents' note about the guest, saved with the guest's info. */
export function NoteSection({ info, onSaved }: { info: GuestInfo; onSaved: (info: GuestInfo) => void }) {
  const t = useT();
  const id = useId();
  const [note, setNote] = useState(info.note ?? '');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  // Another console may have changed the note: show what the server holds now.
  useEffect(() => setNote(info.note ?? ''), [info.note]);

  const save = async () => {
    setBusy(true);
    setStatus(null);
    try {
      onSaved(await saveGuestInfo(info.guest, { note }));
      setStatus({ ok: true, text: t('inbox-details:note.saved') });
    } catch (failure) {
      setStatus({ ok: false, text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="note">
      <label htmlFor={id}>{t('inbox-details:note.label')}</label>
      <textarea
        id={id}
        value={note}
        maxLength={GUEST_NOTE_MAX_LENGTH}
        rows={4}
        onChange={(e) => {
          setNote(e.target.value);
          setStatus(null);
        }}
      />
      {status ? (
        <p className={status.ok ? 'saved' : 'form-error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      ) : null}
      <button type="button" onClick={save} disabled={busy}>
        {t('inbox-details:note.save')}
      </button>
    </div>
  );
}
