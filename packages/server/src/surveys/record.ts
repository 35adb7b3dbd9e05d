import type { FastifyInstance } from 'fastify';

/** A customer's answer to an invitation, from our page or a satisfaction third party. */
export interface SurveyAnswer {
  sat: number;
  nps: number;
  comment: string;
}

/**
 * Records the answer to invitation `invitationId` once: the invitation keeps it, the room's
 * `satisfaction` infos (`{sat, nps}`, which the agents' header strip and the statistics read) get
 * it, and the agents who see the room hear of it at once. Answers false when the invitation was
 * already answered (a double click, another tab, a provider's retry): nothing changes then.
 */
export async function recordSurveyAnswer(
  app: Pick<FastifyInstance, 'rooms'>,
  invitation: { id: number; room_uuid: string },
  { sat, nps, comment }: SurveyAnswer,
): Promise<boolean> {
  return app.rooms.commit(async (trx, emit) => {
    const taken = await trx
      .updateTable('survey_invitations')
      .set({ answered_at: app.rooms.now(), sat, nps, comment: comment || null })
      .where('id', '=', invitation.id)
      .where('answered_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!taken) return false;
    const room = await trx
      .selectFrom('rooms')
      .select('infos')
      .where('uuid', '=', invitation.room_uuid)
      .forUpdate()
      .executeTakeFirst();
    if (room) {
      const infos = { ...(room.infos as Record<string, unknown>), satisfaction: { sat, nps } };
      await trx
        .updateTable('rooms')
        .set({ infos: JSON.stringify(infos) })
        .where('uuid', '=', invitation.room_uuid)
        .execute();
      await app.rooms.emitRoom(trx, emit, invitation.room_uuid);
    }
    return true;
  });
}
