import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optionsFromEnv, resolveConfig } from '../../config.ts';
import { signinAdapter } from './service.ts';

test('a Facebook app comes from FACEBOOK_APP_ID and FACEBOOK_APP_SECRET together; without one the local page stands in', () => {
  assert.throws(() => optionsFromEnv({ FACEBOOK_APP_ID: '1' }), /go together/);
  assert.throws(
    () => optionsFromEnv({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's', FACEBOOK_GRAPH_URL: 'graph' }),
    /FACEBOOK_GRAPH_URL/,
  );
  const bare = resolveConfig(optionsFromEnv({}));
  for (const provider of ['facebook', 'instagram', 'twitter', 'whatsapp'] as const)
    assert.equal(signinAdapter(bare, provider).name, 'local', provider);
  const app = resolveConfig(optionsFromEnv({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }));
  assert.equal(signinAdapter(app, 'facebook').name, 'facebook');
  assert.equal(signinAdapter(app, 'instagram').name, 'facebook');
  // X has its own sign-in, and WhatsApp's embedded signup needs its configuration id.
  assert.equal(signinAdapter(app, 'twitter').name, 'local');
  assert.equal(signinAdapter(app, 'whatsapp').name, 'local');
  const signup = resolveConfig(
    optionsFromEnv({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's', WHATSAPP_CONFIG_ID: '99' }),
  );
  assert.equal(signinAdapter(signup, 'whatsapp').name, 'facebook');
  assert.match(signinAdapter(signup, 'whatsapp').authorizeUrl('whatsapp', 'st'), /config_id=99/);
});
