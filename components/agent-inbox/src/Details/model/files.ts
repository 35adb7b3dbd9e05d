import type { Message } from '@omnicanal/api';
import { safeHref } from '@omnicanal/core';

export interface RoomFile {
  key: string;
  name: string;
  mimetype: string;
  /** Only an http(s) link; null when the message carried anything else. */
  href: string | null;
  created_at: string;
}

/** The files sent in a conversation, in the order of its messages. */
export function roomFiles(messages: readonly Message[]): RoomFile[] {
  const files: RoomFile[] = [];
  for (const message of messages) {
    const content = message.rich_content;
    if (content.type !== 'file') continue;
    files.push({
      key: message.client_id ?? message.event,
      name: content.name || content.url,
      mimetype: content.mimetype,
      href: safeHref(content.url),
      created_at: message.created_at,
    });
  }
  return files;
}
