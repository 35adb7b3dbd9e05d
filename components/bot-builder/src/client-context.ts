/**
 * Where the builder gets its calls from: the HTTP client, unless a component test swapped in an
 * in-memory one (so tests never mock `fetch`).
 */
import { type BotClient, httpBotClient } from './model/index.ts';

let override: (() => BotClient) | null = null;

/** The client a new builder store uses. */
export function builderClient(): BotClient {
  return override ? override() : httpBotClient();
}

/** Test seam: every builder mounted afterwards uses `make()`; `null` restores the HTTP client. */
export function setBuilderClientForTests(make: (() => BotClient) | null): void {
  override = make;
}
