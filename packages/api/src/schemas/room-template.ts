import * as v from 'valibot';

/**
 * An approved WhatsApp template an agent may send in a room once the 24-hour reply window has
 * closed (the agents socket's `get_templates`): its text with `{{n}}` where each variable goes,
 * the variables in order and the examples given when it was written.
 */
export const RoomTemplate = v.object({
  id: v.number(),
  name: v.string(),
  language: v.string(),
  category: v.string(),
  variables: v.array(v.number()),
  examples: v.record(v.string(), v.string()),
  text: v.string(),
});
export type RoomTemplate = v.InferOutput<typeof RoomTemplate>;

/** Longest value of a template variable an agent fills in. */
export const TEMPLATE_VALUE_MAX_LENGTH = 1024;
