import { useStore } from '@nanostores/react';
import type { ExtraDataKey, GuestInfo, Room } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useEffect, useId, useState } from 'react';
import { BotSection } from './BotSection.tsx';
import { FilesSection } from './FilesSection.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { HistorySection } from './HistorySection.tsx';
import { fetchExtraDataKeys, fetchGuestOfRoom } from './model/api.ts';
import { $detailPanel, setPanelHidden } from './model/panel.ts';
import { NoteSection } from './NoteSection.tsx';
import { Section } from './Section.tsx';

/** The guest fields of the room infos: when another console saves them, the guest is read again. */
const guestStamp = (room: Room) =>
  JSON.stringify([room.infos.full_name, room.infos.email, room.infos.phone_number, room.infos.extra]);

/**
 * The room's detail panel (spec 000 §4): the guest's information and CRM fields, their other
 * conversations, the room's satisfaction, the agents' note and the files sent. The agent may hide
 * it; sections open and close, and both choices are kept.
 */
export function DetailPanel({ room }: { room: Room }) {
  const t = useT();
  const titleId = useId();
  const { hidden } = useStore($detailPanel);
  // Kept with the room it belongs to, so another room never shows the previous guest.
  const [loaded, setLoaded] = useState<{ room: string; info: GuestInfo } | null>(null);
  const info = loaded?.room === room.uuid ? loaded.info : null;
  const setInfo = (next: GuestInfo) => setLoaded({ room: room.uuid, info: next });
  const [keys, setKeys] = useState<ExtraDataKey[]>([]);
  const [error, setError] = useState<string | null>(null);
  const stamp = guestStamp(room);

  useEffect(() => {
    if (hidden) return;
    let live = true;
    fetchExtraDataKeys().then(
      (answer) => live && setKeys(answer),
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [hidden]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stamp says when the guest changed
  useEffect(() => {
    if (hidden) return;
    let live = true;
    fetchGuestOfRoom(room.uuid).then(
      (answer) => {
        if (!live) return;
        setLoaded({ room: room.uuid, info: answer });
        setError(null);
      },
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [room.uuid, stamp, hidden]);

  if (hidden)
    return (
      <div className="details-toggle">
        <button type="button" aria-expanded={false} onClick={() => setPanelHidden(false)}>
          {t('inbox-details:panel.show')}
        </button>
      </div>
    );

  const satisfaction = room.infos.satisfaction;
  return (
    <aside className="details" aria-labelledby={titleId}>
      <header className="details-header">
        <h2 id={titleId}>{t('inbox-details:panel.label')}</h2>
        <button type="button" aria-expanded={true} onClick={() => setPanelHidden(true)}>
          {t('inbox-details:panel.hide')}
        </button>
      </header>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Section id="general" title={t('inbox-details:sections.general')}>
        <GeneralSection room={room} info={info} keys={keys} onSaved={setInfo} />
      </Section>
      {room.infos.bot ? <BotSection bot={room.infos.bot} /> : null}
      <Section id="history" title={t('inbox-details:sections.history')}>
        {info ? <HistorySection guest={info.guest} room={room.uuid} /> : null}
      </Section>
      <Section id="satisfaction" title={t('inbox-details:sections.satisfaction')}>
        {typeof satisfaction === 'number' ? (
          <p>{t('inbox-details:satisfaction.value', { value: satisfaction })}</p>
        ) : satisfaction ? (
          <dl className="guest-infos">
            <dt>{t('inbox-details:satisfaction.sat')}</dt>
            <dd>{t('inbox-details:satisfaction.value', { value: satisfaction.sat })}</dd>
            {typeof satisfaction.nps === 'number' ? (
              <>
                <dt>{t('inbox-details:satisfaction.nps')}</dt>
                <dd>{t('inbox-details:satisfaction.nps_value', { value: satisfaction.nps })}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>{t('inbox-details:satisfaction.none')}</p>
        )}
      </Section>
      <Section id="note" title={t('inbox-details:sections.note')}>
        {info ? <NoteSection info={info} onSaved={setInfo} /> : null}
      </Section>
      <Section id="files" title={t('inbox-details:sections.files')}>
        <FilesSection room={room.uuid} />
      </Section>
    </aside>
  );
}
