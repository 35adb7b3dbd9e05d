import type { Room, Zencall } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { isInvitation, menuIndex, ROOM_ACTIONS, type RoomAction } from '../model/roomEvents.ts';
import { loadZencalls } from '../model/zencall.ts';
import { InvitationDialog } from './ActionDialogs/InvitationDialog.tsx';
import { RoomEventDialog } from './ActionDialogs/RoomEventDialog.tsx';
import { ZencallDialog } from './ActionDialogs/ZencallDialog.tsx';

/** The menu's items: the room actions, then a Zencall callback when the company has an account for it. */
type MenuItem = RoomAction | 'zencall';

/**
 * The "Actions" menu of the agent holding a room (spec 000 §4: payment, authentication, address,
 * product, time slots, callback; co-browsing and video call invitations). A menu button: arrows,
 * Home and End move through the items, Escape closes it and gives focus back to the button. Each
 * item opens its small form; what is sent shows in the log. A company with Zencall accounts for the
 * room's skill also gets "Call back with Zencall" (spec 000 §7).
 */
export function RoomActionsMenu({ room }: { room: Room }) {
  const t = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [dialog, setDialog] = useState<MenuItem | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [zencalls, setZencalls] = useState<Zencall[]>([]);
  const menu: readonly MenuItem[] = zencalls.length > 0 ? [...ROOM_ACTIONS, 'zencall'] : ROOM_ACTIONS;
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);
  useEffect(() => {
    let live = true;
    loadZencalls(room.uuid).then(
      (found) => live && setZencalls(found),
      () => live && setZencalls([]),
    );
    return () => {
      live = false;
    };
  }, [room.uuid]);

  const openAt = (index: number) => {
    setSent(null);
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (action: MenuItem) => {
    setOpen(false);
    setDialog(action);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : menu.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (menuIndex(active, event.key, menu.length) === null) return;
    event.preventDefault();
    // From the latest index: two keys can come before the next render.
    const key = event.key;
    setActive((current) => menuIndex(current, key, menu.length) ?? current);
  };
  // Focus leaving the menu (a click elsewhere, Tab) closes it; the button toggles it itself.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(to) && to !== button.current) setOpen(false);
  };

  const done = (said = t('inbox-composer:actions.sent')) => {
    setDialog(null);
    setSent(said);
  };

  return (
    <div className="room-actions-menu">
      <button
        type="button"
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {t('inbox-composer:actions.menu')}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('inbox-composer:actions.menu')}
          onKeyDown={onMenuKey}
          onBlur={onBlur}
        >
          {menu.map((action, index) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              ref={(node) => {
                items.current[index] = node;
              }}
              onClick={() => choose(action)}
            >
              {t(`inbox-composer:actions.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
      {sent ? (
        <p className="visually-hidden" role="status">
          {sent}
        </p>
      ) : null}
      {dialog === 'zencall' ? (
        <ZencallDialog
          room={room.uuid}
          accounts={zencalls}
          onDone={(launch) => done(t('inbox-composer:zencall.launched', { phone: launch.phone }))}
          onCancel={() => setDialog(null)}
          returnFocus={() => button.current}
        />
      ) : dialog && isInvitation(dialog) ? (
        <InvitationDialog
          kind={dialog}
          onDone={() => done()}
          onCancel={() => setDialog(null)}
          returnFocus={() => button.current}
        />
      ) : dialog ? (
        <RoomEventDialog
          kind={dialog}
          room={room}
          onDone={() => done()}
          onCancel={() => setDialog(null)}
          returnFocus={() => button.current}
        />
      ) : null}
    </div>
  );
}
