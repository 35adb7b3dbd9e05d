import { i18n } from '@omnicanal/i18n';
import { useCallback } from 'react';
import { useT } from '../useT.ts';
import type { Message } from './model/types.ts';

/**
 * Turns a form message into text: its translation, or for a server message whose text is not a
 * translation key, the text as the server gave it.
 */
export function useMessage(): (message: Message) => string {
  const t = useT();
  return useCallback(
    (message: Message) =>
      message.text !== undefined && !i18n.exists(message.key) ? message.text : t(message.key, message.values),
    [t],
  );
}
