/** Who looks at rooms: admins and owners see every skill of their company (spec 000 §4, §6). */
export interface RoomViewer<Id> {
  seesAll: boolean;
  /** The viewer's identity as the room names its agent (a database id, a uuid). */
  self: Id;
  skillIds: readonly number[];
}

/**
 * Whether a viewer of the room's company may see it: every room when admin or owner, the rooms
 * assigned to them, and the rooms of the skills they have. The server enforces it; the console
 * applies it to drop a room that left the viewer's sight (transferred to another skill, re-queued).
 */
export function canSeeRoom<Id>(
  viewer: RoomViewer<Id>,
  room: { skill: number | null; agent: Id | null },
): boolean {
  if (viewer.seesAll) return true;
  if (room.agent !== null && room.agent === viewer.self) return true;
  return room.skill !== null && viewer.skillIds.includes(room.skill);
}
