/**
 * The recipients whose message is not settled yet (queued, or sent and waiting for its delivery or
 * its read), by campaign: the sending engine's pass reads only these (delivery statuses synced from
 * the channel's messages, a campaign finished once none is left), so a pass costs what is in flight
 * rather than every recipient of every campaign ever sent.
 */
export const statements: readonly string[] = [
  `create index campaign_recipients_outstanding on campaign_recipients (campaign_id, channel_message_id)
    where status in ('queued', 'sent', 'delivered')`,
];
