/**
 * The reply window of channels that limit free replies: WhatsApp accepts any message from a
 * business for 24 hours after the contact's last message; past it, only an approved template. Other
 * channels have no window (null).
 */
export const REPLY_WINDOW_HOURS: Readonly<Partial<Record<string, number>>> = { whatsapp: 24 };

/** Where a conversation stands with its channel's reply window. */
export type ReplyWindow = { open: true; endsAt: Date } | { open: false; endsAt: Date | null };

/**
 * The window of a conversation on `kind`, from the contact's last message (null: none yet, which
 * a conversation the contact opened never is). Null for channels without a window.
 */
export function replyWindow(
  kind: string | null | undefined,
  lastContactMessage: Date | null,
  now: Date,
): ReplyWindow | null {
  const hours = kind ? REPLY_WINDOW_HOURS[kind] : undefined;
  if (hours === undefined) return null;
  if (!lastContactMessage) return { open: false, endsAt: null };
  const endsAt = new Date(lastContactMessage.getTime() + hours * 3_600_000);
  return endsAt.getTime() > now.getTime() ? { open: true, endsAt } : { open: false, endsAt };
}
