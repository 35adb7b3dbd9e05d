import type { HttpClient } from '../http.ts';
import type { PublicAgent } from '../schemas/agent-public.ts';

/** `GET /agents/public/{id}` of the agents service: an agent's public name and avatar. */
export const fetchPublicAgent = (http: HttpClient, agentUuid: string) =>
  http.get<PublicAgent>(`/agents/public/${encodeURIComponent(agentUuid)}`);
