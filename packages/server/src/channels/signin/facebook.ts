import type { SigninProvider } from '@omnicanal/api';
import type { FacebookApp } from '../../config.ts';
import { outboundRead } from '../../http/outbound.ts';
import {
  type FoundAccount,
  type PendingSignin,
  returnUrl,
  type SigninAdapter,
  SigninRefused,
} from './provider.ts';

/*
 * Facebook Login (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow):
 * the admin goes to the login dialog with our state, comes back to `/messaging/logged` with a
 * code; the server trades the code for a user token (a form post, so the app secret is never in a
 * URL), then reads through the Graph API what the token reaches: the pages (`/me/accounts`, each
 * with its own page token), their Instagram professional accounts, or — for Meta's embedded
 * signup — the WhatsApp business accounts the token was granted and their numbers. Every call goes
 * through the outbound guard.
 */

const GRAPH_URL = 'https://graph.facebook.com/v21.0';
const DIALOG_URL = 'https://www.facebook.com/v21.0/dialog/oauth';
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1_000_000;

/** The permissions each sign-in asks for. */
const SCOPES: Partial<Record<SigninProvider, string>> = {
  facebook: 'pages_show_list,pages_messaging,pages_manage_metadata,pages_read_engagement',
  instagram: 'pages_show_list,instagram_basic,instagram_manage_messages,instagram_manage_comments',
  whatsapp: 'whatsapp_business_management,whatsapp_business_messaging',
};

/** The providers a Facebook app signs in for (X has its own; WhatsApp needs the signup's config). */
export function facebookProviders(app: FacebookApp): SigninProvider[] {
  return app.whatsappConfigId ? ['facebook', 'instagram', 'whatsapp'] : ['facebook', 'instagram'];
}

interface GraphPage {
  id: string;
  name: string;
  access_token?: string;
  instagram_business_account?: { id: string; username?: string; followers_count?: number };
}

export function facebookSignin(app: FacebookApp, publicUrl: string, allowPrivate: boolean): SigninAdapter {
  const graph = (app.graphUrl ?? GRAPH_URL).replace(/\/+$/, '');

  const call = async (
    path: string,
    init: { method?: string; token?: string; form?: URLSearchParams } = {},
  ) => {
    let answer: { status: number; body: string };
    try {
      answer = await outboundRead(`${graph}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.form ? { body: init.form.toString() } : {}),
        timeoutMs: TIMEOUT_MS,
        maxBytes: MAX_BYTES,
        allowPrivate,
      });
    } catch {
      throw new SigninRefused('provider_unreachable', 'Facebook could not be reached.');
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      throw new SigninRefused('provider_error', 'Facebook answered something else than JSON.');
    }
    if (answer.status !== 200) {
      const code = (body as { error?: { code?: unknown } })?.error?.code;
      throw new SigninRefused(
        'provider_refused',
        `Facebook refused the call (${String(code ?? answer.status)}).`,
      );
    }
    return body as Record<string, unknown>;
  };

  const pages = async (token: string, fields: string): Promise<GraphPage[]> => {
    const answer = await call(`/me/accounts?fields=${encodeURIComponent(fields)}&limit=100`, { token });
    return Array.isArray(answer.data) ? (answer.data as GraphPage[]) : [];
  };

  const whatsappNumbers = async (token: string): Promise<FoundAccount[]> => {
    // The embedded signup grants the token on the business accounts the admin chose: the token's
    // granular scopes name them (read with the app's own token).
    const debug = await call(`/debug_token?input_token=${encodeURIComponent(token)}`, {
      token: `${app.appId}|${app.appSecret}`,
    });
    const scopes = ((debug.data as { granular_scopes?: { scope: string; target_ids?: string[] }[] })
      ?.granular_scopes ?? []) as { scope: string; target_ids?: string[] }[];
    const wabas = scopes.find((s) => s.scope === 'whatsapp_business_management')?.target_ids ?? [];
    const found: FoundAccount[] = [];
    for (const waba of wabas) {
      const numbers = await call(
        `/${encodeURIComponent(waba)}/phone_numbers?fields=id,display_phone_number,verified_name`,
        { token },
      );
      for (const n of (numbers.data ?? []) as {
        id: string;
        display_phone_number: string;
        verified_name?: string;
      }[])
        found.push({
          id: n.id,
          name: n.verified_name ?? n.display_phone_number,
          phone_number_id: n.id,
          waba_id: waba,
          display_phone_number: n.display_phone_number,
          credential: token,
        });
    }
    return found;
  };

  return {
    name: 'facebook',
    authorizeUrl(provider, state) {
      const query = new URLSearchParams({
        client_id: app.appId,
        redirect_uri: returnUrl(publicUrl, provider),
        state,
        response_type: 'code',
        scope: SCOPES[provider] ?? '',
      });
      if (provider === 'whatsapp' && app.whatsappConfigId) query.set('config_id', app.whatsappConfigId);
      return `${app.dialogUrl ?? DIALOG_URL}?${query}`;
    },
    async exchange(code: string, signin: PendingSignin) {
      const form = new URLSearchParams({
        client_id: app.appId,
        client_secret: app.appSecret,
        redirect_uri: returnUrl(publicUrl, signin.provider),
        code,
      });
      const token = (await call('/oauth/access_token', { method: 'POST', form })).access_token;
      if (typeof token !== 'string' || !token)
        throw new SigninRefused('provider_error', 'Facebook gave no access token.');
      if (signin.provider === 'whatsapp') return whatsappNumbers(token);
      if (signin.provider === 'instagram')
        // An Instagram professional account linked to a page is what the messaging API serves;
        // a page without one has nothing to connect.
        return (
          await pages(token, 'id,name,access_token,instagram_business_account{id,username,followers_count}')
        ).flatMap((p) =>
          p.instagram_business_account
            ? [
                {
                  id: p.instagram_business_account.id,
                  name: `@${p.instagram_business_account.username ?? p.instagram_business_account.id}`,
                  followers: p.instagram_business_account.followers_count ?? 0,
                  eligible: Boolean(p.access_token),
                  ...(p.access_token ? { credential: p.access_token } : {}),
                },
              ]
            : [],
        );
      return (await pages(token, 'id,name,access_token')).map((p) => ({
        id: p.id,
        name: p.name,
        ...(p.access_token ? { credential: p.access_token } : {}),
      }));
    },
  };
}
