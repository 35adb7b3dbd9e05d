import { createHttpClient, type HttpClient, type ServiceName } from '@omnicanal/api';
import { serviceBase } from './config.ts';
import { $session, clearSession } from './session.ts';

const clients = new Map<ServiceName, HttpClient>();

/** The HTTP client of one service, with the session's token; 401/403 clear the session (spec 000 §8). */
export function api(service: ServiceName): HttpClient {
  let client = clients.get(service);
  if (!client) {
    client = createHttpClient({
      base: () => serviceBase(service),
      token: () => $session.get().token,
      onUnauthorized: () => clearSession(),
    });
    clients.set(service, client);
  }
  return client;
}
