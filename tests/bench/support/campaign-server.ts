/**
 * The campaign-send benchmark's server, in a process of its own (killed outright in the
 * instance-loss row). Storage comes from BENCH_DATA_DIR (PGlite) or BENCH_DATABASE_URL
 * (PostgreSQL); with BENCH_JOIN=1 it is a further instance on a database another one seeded. The
 * campaign engine and the channel outbox tick every 100 ms. Messages (IPC): it sends `ready` with
 * its URL; `audit` answers what the database holds of the campaign's messages; `stop` closes it.
 */
import { startServer } from '@omnicanal/server';
import { sql } from 'kysely';

export interface CampaignServerReady {
  type: 'ready';
  url: string;
}

export interface CampaignAudit {
  type: 'audit';
  recipients: number;
  /** Outbound messages written for the campaign, and the distinct contacts they go to. */
  messages: number;
  contacts: number;
  delivered: number;
}

async function main() {
  const join = process.env.BENCH_JOIN === '1';
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    seedDemo: !join,
    bots: false,
    rateLimitScale: 0,
    logger: false,
    campaignTickMs: 100,
    channelOutboxTickMs: 100,
    templateReviewMs: 100,
    ...(process.env.BENCH_DATABASE_URL
      ? { databaseUrl: process.env.BENCH_DATABASE_URL }
      : { dataDir: process.env.BENCH_DATA_DIR ?? '' }),
  });
  const db = server.context.db;
  process.on('message', async (message: { type: string; campaign?: number }) => {
    if (message.type === 'audit') {
      const { rows } = await sql<{
        recipients: string;
        messages: string;
        contacts: string;
        delivered: string;
      }>`
        select
          (select count(*) from campaign_recipients where campaign_id = ${message.campaign}) as recipients,
          count(m.id) as messages,
          count(distinct m.address) as contacts,
          count(m.id) filter (where m.status in ('delivered', 'read')) as delivered
        from channel_messages m
        where m.direction = 'out' and m.room_uuid is null and m.content is not null`.execute(db);
      const row = rows[0];
      const audit: CampaignAudit = {
        type: 'audit',
        recipients: Number(row?.recipients ?? 0),
        messages: Number(row?.messages ?? 0),
        contacts: Number(row?.contacts ?? 0),
        delivered: Number(row?.delivered ?? 0),
      };
      process.send?.(audit);
    }
    if (message.type === 'stop') {
      await server.close();
      process.exit(0);
    }
  });
  const ready: CampaignServerReady = { type: 'ready', url: server.url };
  process.send?.(ready);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
