/**
 * PGlite's buffer cache for the servers tests start (server tests and journeys): a test server
 * holds a few conversations, and every PGlite start zeroes its whole `shared_buffers`, which the
 * system maps in page by page; 16MB halves the CPU of a start against PostgreSQL's 128MB.
 */
export const TEST_SHARED_BUFFERS = '16MB';
