import { loadRuntimeConfig } from '@omnicanal/stores';
import './console.css';
import './shell/define.ts';

/**
 * The console's entry (index.html: `<oc-shell>`). The runtime configuration (edition, service
 * bases, version) arrives while the shell starts; the shell follows `$config` when it lands.
 */
loadRuntimeConfig().catch((error: unknown) => {
  // The defaults (`/api/<service>`, self-hosted) still work against the reference server.
  console.error('[omnicanal] could not load the runtime configuration', error);
});
