import type { ContactReasonEvent, ContactReasonEventInput } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import type { UserRow } from '../../core/repo.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import { lockRoom } from '../rooms-repo.ts';
import { canSee, loadViewer } from '../visibility.ts';
import { reasonsForSkill } from './repo.ts';

const invalid = (field: string, code: string, detail: string) =>
  new HttpError(400, 'invalid_payload', detail, { [field]: [code] });

/**
 * `POST /contactreasons/save-event` (spec 000 §3 Contact reason event): the reasons the agent who
 * held a closed room gives for it (managers and above may give them for any room they see). When
 * reasons apply to the room's skill, at least one is required (spec 000 §4: close requires a
 * contact reason). The labels go into the room's infos and close extras, and the room is announced
 * again so lists and history show them. No chat line is written: the visitor would receive it.
 */
export async function saveContactReasonEvent(
  ctx: Pick<Infrastructure, 'db' | 'rooms'>,
  user: UserRow,
  input: ContactReasonEventInput,
): Promise<ContactReasonEvent> {
  const viewer = await loadViewer(ctx.db, user);
  return ctx.rooms.commit(async (trx, emit) => {
    const row = await lockRoom(trx, input.room_event);
    if (!row || !canSee(viewer, row)) throw notFound('room');
    if (row.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager'))
      throw new HttpError(
        403,
        'permission_denied',
        'Only the agent of the room or a manager may give its reasons.',
      );
    if (row.status !== 'closed')
      throw invalid('room_event', 'room_not_closed', 'Contact reasons are given once the room is closed.');
    const applicable = await reasonsForSkill(trx, viewer.companyId, row.skill_id);
    const chosen = [...new Set(input.contact_reasons)];
    const reasons = chosen.map((id) => applicable.find((r) => r.id === id));
    if (reasons.some((r) => r === undefined))
      throw invalid(
        'contact_reasons',
        'unknown_contact_reason',
        'A contact reason does not apply to this room.',
      );
    if (applicable.length > 0 && chosen.length === 0)
      throw invalid('contact_reasons', 'contact_reason_required', 'Choose at least one contact reason.');
    const labels = reasons.flatMap((r) => (r ? [r.label] : []));
    const stored = await trx
      .insertInto('contact_reason_events')
      .values({
        company_id: viewer.companyId,
        room_uuid: row.uuid,
        user_id: viewer.userId,
        comment: input.comment,
        contact_reasons: JSON.stringify(chosen),
        labels: JSON.stringify(labels),
        customer: input.customer ?? null,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('rooms')
      .set({
        infos: JSON.stringify({ ...row.infos, contact_reason: labels.join(', ') }),
        close_extras: JSON.stringify({
          ...(row.close_extras ?? {}),
          contact_reasons: chosen,
          contact_reason_labels: labels,
          comment: input.comment,
        }),
      })
      .where('uuid', '=', row.uuid)
      .execute();
    await ctx.rooms.emitRoom(trx, emit, row.uuid);
    return {
      id: stored.id,
      comment: input.comment,
      contact_reasons: chosen,
      labels,
      customer: input.customer ?? null,
      room_event: row.uuid,
      created_at: new Date(stored.created_at).toISOString(),
    };
  });
}
