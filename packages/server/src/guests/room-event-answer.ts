import {
  type AnswerKind,
  type Message,
  type RichContent,
  type RoomEventAnswerContent,
  RoomEventAnswerData,
} from '@omnicanal/api';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { findMessageByClientId, toMessage } from '../agents/rooms-repo.ts';
import type { DB } from '../db/schema.ts';
import { issuesDetail } from '../http/errors.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { CommandError } from '../realtime/errors.ts';

/** The guests socket's `answer_room_event` command. */
export interface AnswerCommand {
  invitation: string;
  kind: AnswerKind;
  data: Record<string, unknown>;
}

/**
 * The client id an answer is stored under. The colon is outside the client ids a socket accepts,
 * so no message sent with `send_message` can take an answer's place.
 */
export const answerClientId = (invitation: string) => `answer:${invitation}`;

const badAnswer = (message: string) => new CommandError('bad_rich_content', message);

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** The stored answer to `card`, or a refusal when `command` does not fit that card. */
export function answerContent(card: RichContent, command: AnswerCommand): RoomEventAnswerContent {
  if (card.type !== command.kind) throw badAnswer(`The invitation is not a ${command.kind} request.`);
  const parsed = v.safeParse(RoomEventAnswerData[command.kind], command.data);
  if (!parsed.success) throw badAnswer(issuesDetail(parsed.issues));
  const answer: RoomEventAnswerContent = {
    type: 'room_event_answer',
    invitation: command.invitation,
    kind: command.kind,
    slot: null,
    phone_number: null,
    status: null,
  };
  const data = parsed.output as Record<string, unknown>;
  switch (card.type) {
    case 'authentication':
      if (data.uuid !== card.uuid) throw badAnswer('The answer names another authentication request.');
      return answer;
    case 'timeslots': {
      const slot = (data as v.InferOutput<typeof RoomEventAnswerData.timeslots>).slot;
      const offered = card.slots.some(
        (s) => sameInstant(s.start, slot.start) && sameInstant(s.end, slot.end),
      );
      if (!offered) throw badAnswer('The slot was not offered.');
      return { ...answer, slot };
    }
    case 'callback':
      return { ...answer, phone_number: (data as { phone_number: string }).phone_number };
    case 'payment':
      return { ...answer, status: (data as v.InferOutput<typeof RoomEventAnswerData.payment>).status };
    default:
      throw badAnswer('This message cannot be answered.');
  }
}

/**
 * `answer_room_event`: the visitor of `roomUuid` answers the agent's card `command.invitation`, once.
 * The card must be an agent's (or bot's) message of this room, of the answered kind; the answer is
 * stored as the visitor's message, so agents see it like any other and it counts as unread.
 */
export async function answerRoomEvent(
  ctx: Infrastructure,
  roomUuid: string,
  command: AnswerCommand,
): Promise<Message> {
  const row = await ctx.db
    .selectFrom('messages')
    .select(['room_uuid', 'kind', 'rich_content'])
    .where('uuid', '=', command.invitation)
    .executeTakeFirst();
  // Another room's card answers like a missing one: a visitor learns nothing of other rooms.
  if (!row || row.room_uuid !== roomUuid || (row.kind !== 'agent' && row.kind !== 'bot'))
    throw new CommandError('not_found', 'No such invitation in this conversation.');
  const content = answerContent(row.rich_content as RichContent, command);
  const clientId = answerClientId(command.invitation);
  return ctx.messages.sendAsVisitor(roomUuid, content, clientId, async (trx: Kysely<DB>) => {
    const earlier = await findMessageByClientId(trx, roomUuid, clientId);
    if (earlier)
      throw new CommandError(
        'already_exists',
        `The invitation was answered already (${toMessage(earlier).created_at}).`,
      );
  });
}
