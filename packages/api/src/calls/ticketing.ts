import type { HttpClient } from '../http.ts';
import { TicketKindsPage } from '../schemas/ticketing.ts';

/** `GET /kinds` of the ticketing service: a page of the company's ticket kinds (spec: limit 100, offset 0). */
export const fetchTicketKinds = (http: HttpClient, page: { limit?: number; offset?: number } = {}) =>
  http.get('/kinds', {
    answer: TicketKindsPage,
    query: { limit: page.limit ?? 100, offset: page.offset ?? 0 },
  });
