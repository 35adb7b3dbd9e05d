import type { MessengerButton, MessengerMenu, MessengerMenuInput } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';
import type { Named } from './entry-point-form.ts';

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The Messenger menu form's own fields (its buttons are rows beside it). */
export function menuDescriptor(stored: MessengerMenu | null, skills: readonly Named[]): FormDescriptor {
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'name',
            kind: 'text',
            label: 'entry-points:form.name',
            required: true,
            max_length: 128,
            focus: true,
            value: stored?.name ?? '',
          },
          {
            name: 'skill',
            kind: 'select',
            label: 'entry-points:form.skill',
            required: true,
            placeholder: 'entry-points:form.choose',
            options: skills.map((s) => ({ text: s.name, value: String(s.id) })),
            value: stored ? String(stored.skill) : '',
          },
        ],
      },
    ],
  };
}

/** A new, empty button: it opens a tree until told otherwise. */
export const emptyButton = (): MessengerButton => ({ text: '', type: 'postback', tree: null, url: null });

/** A button as sent: only the target its type uses. */
export function cleanButton(button: MessengerButton): MessengerButton {
  const text = button.text.trim();
  return button.type === 'postback'
    ? { text, type: 'postback', tree: button.tree || null, url: null }
    : { text, type: 'web_url', tree: null, url: button.url?.trim() || null };
}

/** The body of `POST /messenger/menu[/{id}]`. */
export function toMenuInput(
  values: Record<string, FieldValue>,
  buttons: readonly MessengerButton[],
): MessengerMenuInput {
  return {
    name: text(values.name),
    skill: Number(text(values.skill)) || 0,
    buttons: buttons.map(cleanButton),
  };
}

/** `list` with the item at `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
