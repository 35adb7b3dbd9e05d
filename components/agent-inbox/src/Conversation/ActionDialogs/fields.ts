import { PAYMENT_CURRENCIES, type Room, type RoomEventKind } from '@omnicanal/api';
import { ACTION_FIELDS, type FormValues } from '../../model/roomEvents.ts';

/** How one field of a room action's form shows: its label key and its input. */
export interface ActionFieldSpec {
  name: string;
  label: string;
  labelParams?: Record<string, unknown>;
  type: 'text' | 'url' | 'tel' | 'datetime-local' | 'select';
  inputMode?: 'decimal';
  options?: readonly string[];
}

const SPECS: Record<string, Omit<ActionFieldSpec, 'name'>> = {
  amount: { label: 'inbox-composer:fields.amount', type: 'text', inputMode: 'decimal' },
  currency: { label: 'inbox-composer:fields.currency', type: 'select', options: PAYMENT_CURRENCIES },
  title: { label: 'inbox-composer:fields.title', type: 'text' },
  label: { label: 'inbox-composer:fields.label', type: 'text' },
  lat: { label: 'inbox-composer:fields.lat', type: 'text', inputMode: 'decimal' },
  lng: { label: 'inbox-composer:fields.lng', type: 'text', inputMode: 'decimal' },
  desc: { label: 'inbox-composer:fields.desc', type: 'text' },
  img: { label: 'inbox-composer:fields.img', type: 'url' },
  phone_number: { label: 'inbox-composer:fields.phone_number', type: 'tel' },
};

function specOf(kind: RoomEventKind, name: string): ActionFieldSpec {
  if (name === 'url')
    return {
      name,
      type: 'url',
      label: kind === 'payment' ? 'inbox-composer:fields.paymentUrl' : 'inbox-composer:fields.productUrl',
    };
  const slot = /^slots\.(\d+)\.(start|end)$/.exec(name);
  if (slot)
    return {
      name,
      type: 'datetime-local',
      label: slot[2] === 'start' ? 'inbox-composer:fields.slotStart' : 'inbox-composer:fields.slotEnd',
      labelParams: { n: Number(slot[1]) + 1 },
    };
  return { name, ...(SPECS[name] ?? { label: name, type: 'text' }) };
}

/** The fields of an action's form, in order. */
export const fieldsOf = (kind: RoomEventKind): ActionFieldSpec[] =>
  ACTION_FIELDS[kind].map((name) => specOf(kind, name));

/** What a form starts with: euros by default, the number the room knows for a callback. */
export function initialValues(kind: RoomEventKind, room: Room): FormValues {
  if (kind === 'payment') return { currency: 'EUR' };
  if (kind === 'callback') return { phone_number: room.infos.phone_number ?? '' };
  return {};
}
