/**
 * What the inbox does once the socket has resumed: `replay` when the events it missed were all
 * replayed (they have been applied, in order, before the answer), `reload` when there is nothing
 * to patch yet (the first connection of an identity starts from now) or when more was missed than
 * the server replays (`truncated`). Never both: a replay already made the lists right.
 */
export type ResumePlan = 'reload' | 'replay';

export function resumePlan(resume: { loaded: boolean; truncated: boolean }): ResumePlan {
  return resume.loaded && !resume.truncated ? 'replay' : 'reload';
}
