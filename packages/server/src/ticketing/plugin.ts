import { TicketKindsPage, TicketKindsQuery } from '@omnicanal/api';
import type { ServicePlugin } from '../http/valibot.ts';

/** Console users of the company: agents take tickets of a kind, managers sort them. */
const MEMBER = {
  auth: 'user',
  rank: 'agent',
  denied: 'Only console users may read the ticket kinds.',
} as const;

/**
 * The ticketing service (spec 000 §7, 002 §7), mounted at /api/ticketing: the kinds the company
 * sorts its tickets by (`ticket_kinds`, migration 0048). The tickets themselves are read by the
 * ticketing dashboards of the second stats service; the agents' ticketing screens are not built.
 */
export const ticketingPlugin: ServicePlugin = async (app) => {
  app.get(
    '/kinds',
    {
      config: MEMBER,
      schema: {
        summary: "A page of the company's ticket kinds, by name (at most 100), and how many there are.",
        querystring: TicketKindsQuery,
        response: { 200: TicketKindsPage },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const { limit, offset } = request.query;
      const [results, total] = await Promise.all([
        app.db
          .selectFrom('ticket_kinds')
          .select(['id', 'name'])
          .where('company_id', '=', companyId)
          .orderBy('name')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        app.db
          .selectFrom('ticket_kinds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow(),
      ]);
      return { results, count: Number(total.n) };
    },
  );
};
