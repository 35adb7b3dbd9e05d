import type {
  RichContent,
  SessionSearchResponse,
  SessionSearchResult,
  SessionSearchState,
} from '@omnicanal/api';

/** Results per page of the search view. */
export const SEARCH_PAGE_SIZE = 20;

/** What the search form holds: free text, a state, a skill id and a creation range (days). */
export interface SearchFilters {
  query: string;
  state: SessionSearchState | '';
  skill: string;
  from: string;
  to: string;
}

export const emptyFilters = (): SearchFilters => ({ query: '', state: '', skill: '', from: '', to: '' });

/** Local midnight of a `YYYY-MM-DD` day, `days` later. */
function localDay(day: string, days = 0): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return null;
  return new Date(y, m - 1, d + days);
}

/**
 * The body of `POST /sessions/search` for a page: empty fields are left out; the days of the
 * range are the user's, the first from its midnight, the last up to the next midnight.
 */
export function searchBody(filters: SearchFilters, offset: number, limit = SEARCH_PAGE_SIZE) {
  const body: Record<string, unknown> = { offset, limit };
  const query = filters.query.trim();
  if (query) body.query = query;
  if (filters.state) body.state = filters.state;
  if (filters.skill) body.skill = Number(filters.skill);
  const from = filters.from ? localDay(filters.from) : null;
  const to = filters.to ? localDay(filters.to, 1) : null;
  if (from) body.dt_gt = from.toISOString();
  if (to) body.dt_lt = to.toISOString();
  return body;
}

/** The results shown so far: a first page replaces them, a further page adds to them. */
export interface SearchResults {
  sessions: SessionSearchResult[];
  total: number;
  hasMore: boolean;
}

export function applyPage(
  previous: SearchResults | null,
  page: SessionSearchResponse,
  offset: number,
): SearchResults {
  const kept = offset > 0 && previous ? previous.sessions : [];
  const seen = new Set(kept.map((s) => s.id));
  return {
    sessions: [...kept, ...page.sessions.filter((s) => !seen.has(s.id))],
    total: page.total_sessions,
    hasMore: page.has_more,
  };
}

/**
 * A one-line preview of the last message: its text, a file's name or a link; other kinds are
 * named by their type for the view to translate (`{ kind }`).
 */
export function messagePreview(
  content: RichContent | null | undefined,
): { text: string } | { kind: string } | null {
  if (!content) return null;
  switch (content.type) {
    case 'txt':
      return { text: content.text };
    case 'file':
      return { text: content.name || content.url };
    case 'url':
      return { text: content.desc || content.url };
    default:
      return { kind: content.type };
  }
}
