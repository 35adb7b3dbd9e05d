import type { HttpClient } from '../http.ts';
import { PublicAgent } from '../schemas/agent-public.ts';

/** `GET /agents/public/{id}` of the agents service: an agent's public name and avatar. */
export const fetchPublicAgent = (http: HttpClient, agentUuid: string) =>
  http.get(`/agents/public/${encodeURIComponent(agentUuid)}`, { answer: PublicAgent });
