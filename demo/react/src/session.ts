/**
 * Where Omnicanal runs for this demo: `?omnicanal=<origin>` in the page's address, else the page's
 * own origin (the demo served by the reference server under /demo/dist/). A partner writes its
 * deployment's address here.
 */
export function omnicanalApi(): string {
  const server = new URLSearchParams(location.search).get('omnicanal') ?? location.origin;
  return `${server.replace(/\/$/, '')}/api`;
}

/**
 * The Omnicanal token the partner's own backend hands to its signed-in user (`session.json` beside
 * the page, `{ "token": "…" }`), or null when it has none: the page then shows Omnicanal's sign-in.
 * The token stays in memory: never in an attribute, never in this origin's storage.
 */
export async function sessionToken(): Promise<string | null> {
  try {
    const answer = await fetch('session.json', { cache: 'no-store' });
    if (!answer.ok) return null;
    const body: unknown = await answer.json();
    const token = (body as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    // No partner backend beside the page (a static server answers its page, not JSON): sign in.
    return null;
  }
}
