import type { BrowserContext, WebSocketRoute } from '@playwright/test';

/**
 * Takes a browser context off the network and back. `context.setOffline()` alone leaves open
 * WebSockets untouched (Playwright issue #4910), so every socket of the context is routed through
 * Playwright: going offline closes both ends of each live one and refuses new ones until back
 * online, as a real network loss would.
 */
export interface NetworkSwitch {
  offline(): Promise<void>;
  online(): Promise<void>;
}

export async function networkSwitch(context: BrowserContext): Promise<NetworkSwitch> {
  const live = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  let down = false;

  await context.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    if (down) {
      ws.close();
      return;
    }
    const server = ws.connectToServer();
    const pair = { page: ws, server };
    live.add(pair);
    ws.onClose(() => live.delete(pair));
    server.onClose(() => live.delete(pair));
  });

  return {
    async offline() {
      down = true;
      await context.setOffline(true);
      for (const pair of [...live]) {
        live.delete(pair);
        await pair.server.close().catch(() => {});
        await pair.page.close().catch(() => {});
      }
    },
    async online() {
      down = false;
      await context.setOffline(false);
    },
  };
}
