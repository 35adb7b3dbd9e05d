import type { RichContent } from '@omnicanal/api';
import { outboundProblem } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { RateLimitStore } from '../limits/store.ts';
import type { RoomService } from '../rooms/room-actions.ts';
import { Serial } from '../scheduler/serial.ts';
import { applyDeliveries, applyDelivery, type DeliveryUpdate } from './delivery.ts';
import { paceSend } from './pacing.ts';
import { localStatusAfter } from './providers/local.ts';
import type { ChannelProvider, OutboundTemplate } from './providers/provider.ts';
import { type ChannelRow, findChannelById, setChannelStatus } from './repo.ts';
import type { ChannelService } from './service.ts';

/** Due rows claimed by one statement. */
const CLAIM = 50;
/**
 * Most rows one pass handles; the rest wait for the next tick. A pass goes on while rows are due
 * (a campaign hands thousands at once), but never unbounded.
 */
const PASS_LIMIT = 2_000;
/** How long a claimed send is reserved for its instance; past it, another may try again. */
const LEASE_MS = 60_000;
/** Tries before a message is given up as failed. */
export const OUTBOUND_MAX_ATTEMPTS = 8;
/** The wait before retry n (1-based): 5 s, 10 s, 20 s… at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(3_600_000, 5_000 * 2 ** (attempt - 1));

/** An outbound row claimed for sending. */
interface OutboundJob {
  id: number;
  channel_id: number;
  room_uuid: string | null;
  message_uuid: string | null;
  address: string;
  status: string;
  attempts: number;
  /** A message without a room (a campaign's) carries its own content. */
  content: RichContent | null;
  template: OutboundTemplate | null;
}

/** The text a message shows on a channel, and the choices it offers (for the channel's limits). */
function shapeOf(content: RichContent): { text: string; choices?: string[] } {
  switch (content.type) {
    case 'txt':
      return { text: content.text };
    case 'url':
      return { text: content.url };
    case 'file':
      return { text: content.url };
    default:
      return { text: '' };
  }
}

/**
 * What a queued line says: its own content (a campaign's message), a room message, or a bot's
 * line while the bot still owns the conversation (a step of its transcript, under the id the
 * room's message takes at the hand-off).
 */
async function outboundContent(
  db: Kysely<DB>,
  job: Pick<OutboundJob, 'room_uuid' | 'message_uuid' | 'content'>,
): Promise<RichContent | null> {
  if (job.content) return job.content;
  if (!job.message_uuid) return null;
  const message = await db
    .selectFrom('messages')
    .select('rich_content')
    .where('uuid', '=', job.message_uuid)
    .executeTakeFirst();
  if (message) return message.rich_content as RichContent;
  if (!job.room_uuid) return null;
  const step = await db
    .selectFrom('bot_steps')
    .select('content')
    .where('session', '=', job.room_uuid)
    .where('event', '=', job.message_uuid)
    .executeTakeFirst();
  return (step?.content as RichContent | null | undefined) ?? null;
}

/**
 * Sends the messages agents write in channel rooms. Each instance ticks; a due row is claimed by
 * moving its due time a lease ahead in one short statement (`FOR UPDATE SKIP LOCKED`), so one
 * instance sends it; the provider is called outside any transaction (PGlite has one connection,
 * and a send may take seconds); the result is written back with the delivery event. A failure is
 * retried with backoff; an auth failure marks the channel `auth_error`; past the last try, or for a
 * message over the channel's limits, the delivery fails with the provider's code.
 */
export class ChannelOutbox {
  readonly #db: Kysely<DB>;
  readonly #rooms: RoomService;
  readonly #channels: ChannelService;
  readonly #onError: (err: unknown) => void;
  readonly #passes = new Serial(() => this.#runPass(), 0);
  readonly #limits: RateLimitStore;
  /** The channels read by the current pass; one whose status the pass changes is read again. */
  readonly #channelRows = new Map<number, Promise<ChannelRow | undefined>>();
  /** The providers of those channels (opening one decrypts the channel's secrets): once a pass too. */
  readonly #providers = new Map<ChannelRow, ChannelProvider>();

  constructor(
    db: Kysely<DB>,
    rooms: RoomService,
    channels: ChannelService,
    onError: (err: unknown) => void = console.error,
  ) {
    this.#db = db;
    this.#rooms = rooms;
    this.#channels = channels;
    this.#onError = onError;
    this.#limits = new RateLimitStore(db, () => rooms.now().getTime());
  }

  /** One pass over the messages due now (the scheduler ticks it); answers how many it handled. */
  tick(): Promise<number> {
    return this.#passes.run();
  }

  async #runPass(): Promise<number> {
    let handled = 0;
    // Only what was due when the pass began: a row it puts due again waits for the next pass.
    const start = this.#rooms.now();
    // A pass reads each channel once, however many of its messages it sends.
    this.#channelRows.clear();
    this.#providers.clear();
    while (handled < PASS_LIMIT) {
      const jobs = await this.#claim(start);
      if (jobs.length === 0) break;
      handled += jobs.length;
      // The local provider's status callbacks, played here: a statement for each batch of them.
      for (const from of ['sent', 'delivered'] as const) {
        const ids = jobs.filter((job) => job.status === from).map((job) => job.id);
        if (ids.length === 0) continue;
        const next = { ...localStatusAfter(from, this.#rooms.now().getTime()), errorCode: null };
        try {
          await this.#rooms.commit((trx, emit) => applyDeliveries(trx, emit, ids, from, next));
        } catch (err) {
          // Their lease runs out and they are played again.
          this.#onError(err);
        }
      }
      for (const job of jobs) {
        if (job.status === 'sent' || job.status === 'delivered') continue;
        try {
          await this.#handle(job, await this.#channel(job.channel_id));
        } catch (err) {
          // Its lease runs out and the message is tried again; the others go on.
          this.#onError(err);
        }
      }
    }
    return handled;
  }

  #channel(id: number): Promise<ChannelRow | undefined> {
    let channel = this.#channelRows.get(id);
    if (!channel) {
      channel = findChannelById(this.#db, id);
      this.#channelRows.set(id, channel);
    }
    return channel;
  }

  /** Claims due outbound rows for this instance, leased so no other instance takes them meanwhile. */
  async #claim(now: Date): Promise<OutboundJob[]> {
    const result = await sql<OutboundJob>`
      update channel_messages set due_at = ${new Date(now.getTime() + LEASE_MS)}, updated_at = now()
      where id in (
        select id from channel_messages
        where direction = 'out' and due_at <= ${now} and status in ('queued', 'sent', 'delivered')
        order by due_at, id limit ${CLAIM} for update skip locked
      )
      returning id, channel_id, room_uuid, message_uuid, address, status, attempts, content, template`.execute(
      this.#db,
    );
    // In due order: a room's messages leave in the order they were written.
    return result.rows.sort((a, b) => a.id - b.id);
  }

  #record(id: number, update: DeliveryUpdate): Promise<boolean> {
    return this.#rooms.commit((trx, emit) => applyDelivery(trx, emit, { id }, update));
  }

  /**
   * Sends one queued message. (Only the local provider leaves what it took due again: its status
   * callbacks, which the pass plays in batches — even for a channel deleted since: the message
   * left; a failure could not take it back.)
   */
  async #handle(job: OutboundJob, channel: ChannelRow | undefined): Promise<void> {
    const content = await outboundContent(this.#db, job);
    if (!channel || !content) {
      await this.#record(job.id, { status: 'failed', errorCode: 'not_found', dueAt: null });
      return;
    }
    let provider = this.#providers.get(channel);
    if (!provider) {
      provider = this.#channels.provider(channel);
      this.#providers.set(channel, provider);
    }
    const problem = outboundProblem(channel.kind, shapeOf(content));
    if (problem) {
      await this.#record(job.id, { status: 'failed', errorCode: problem, dueAt: null });
      return;
    }
    // The provider's own limits (a number's messages per second, WhatsApp's tier): the message
    // waits for room in the window, its attempts untouched.
    const wait = await paceSend(this.#limits, channel, provider, job.template);
    if (wait) {
      await this.#record(job.id, {
        status: 'queued',
        errorCode: wait.code,
        attempts: job.attempts,
        dueAt: new Date(this.#rooms.now().getTime() + wait.ms),
      });
      return;
    }
    const attempts = job.attempts + 1;
    const result = await provider.send({ address: job.address, content, template: job.template });
    const now = this.#rooms.now().getTime();
    if (result.ok) {
      if (channel.status === 'auth_error') {
        await setChannelStatus(this.#db, channel.id, 'active', null);
        this.#channelRows.delete(channel.id);
      }
      await this.#record(job.id, {
        status: result.status,
        errorCode: null,
        providerMessageId: result.providerMessageId,
        attempts,
        dueAt: provider.name === 'local' && result.status === 'sent' ? new Date(now + 1) : null,
      });
      return;
    }
    if (result.auth) {
      await setChannelStatus(this.#db, channel.id, 'auth_error', result.code);
      this.#channelRows.delete(channel.id);
    }
    const again = result.retry && attempts < OUTBOUND_MAX_ATTEMPTS;
    await this.#record(job.id, {
      status: again ? 'queued' : 'failed',
      errorCode: result.code,
      attempts,
      dueAt: again ? new Date(now + retryDelayMs(attempts)) : null,
    });
  }
}
