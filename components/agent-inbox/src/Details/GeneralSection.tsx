import { useStore } from '@nanostores/react';
import type { ExtraDataKey, GuestInfo, Room } from '@omnicanal/api';
import { fmtDateTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useState } from 'react';
import { $directory } from '../model/directory.ts';
import { GuestForm } from './GuestForm.tsx';

/**
 * Who the guest is and where they came from. What is shown comes from the room's infos, which
 * every console receives live; the form edits the guest and saves through the guest call.
 */
export function GeneralSection({
  room,
  info,
  keys,
  onSaved,
}: {
  room: Room;
  info: GuestInfo | null;
  keys: readonly ExtraDataKey[];
  onSaved: (info: GuestInfo) => void;
}) {
  const t = useT();
  const { skills } = useStore($directory);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const infos = room.infos;
  const extra = infos.extra ?? {};
  const skill = skills.find((s) => s.id === room.skill)?.name ?? infos.skill ?? null;
  const since = infos.active_since ?? null;

  if (editing && info)
    return (
      <GuestForm
        info={info}
        keys={keys}
        onDone={(result) => {
          setEditing(false);
          setSaved(Boolean(result));
          if (result) onSaved(result);
        }}
      />
    );

  const rows: [string, string | null | undefined][] = [
    [t('inbox-details:general.fullName'), infos.full_name || infos.name],
    [t('inbox-details:general.email'), infos.email],
    [t('inbox-details:general.phone'), infos.phone_number],
    ...keys.map((k): [string, string | null] => [
      k.label,
      typeof extra[k.key] === 'string' ? (extra[k.key] as string) : null,
    ]),
    [t('inbox-details:general.language'), infos.language || infos.detected_language],
    [t('inbox-details:general.origin'), infos.origin],
    [t('inbox-details:general.browser'), infos.browser],
    [t('inbox-details:general.device'), infos.device],
    [t('inbox-details:general.skill'), skill],
    [t('inbox-details:general.activeSince'), since ? fmtDateTime(since) : null],
    // Only for a conversation that came from a web IVR menu: the pages and choices, in order.
    ...(infos.webivr_path?.length
      ? [[t('inbox-details:general.webivrPath'), infos.webivr_path.join(' › ')] as [string, string]]
      : []),
  ];
  return (
    <>
      <dl className="guest-infos">
        {rows.map(([label, value]) => (
          <div key={label} className="row">
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {saved ? (
        <p className="saved" role="status">
          {t('inbox-details:general.saved')}
        </p>
      ) : null}
      <button
        type="button"
        disabled={!info}
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        {t('inbox-details:general.edit')}
      </button>
    </>
  );
}
