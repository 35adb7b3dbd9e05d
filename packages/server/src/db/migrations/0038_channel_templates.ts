/**
 * An approved template carried by an outbound channel message (WhatsApp outside its 24-hour window:
 * an agent's template reply, a campaign's message): its name, language and the values of its
 * variables, which a real provider sends as a template rather than as free text.
 */
export const statements: readonly string[] = [`alter table channel_messages add column template jsonb`];
