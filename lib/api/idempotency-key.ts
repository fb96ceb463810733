/**
 * The header of a write that a double click or a retry could repeat
 * (ARCHITECTURE, contract conventions; ADR 0004): the same key with the same
 * request answers the first result again. The endpoints send it
 * (lib/api/endpoints), the server reads it (server/http/idempotency.ts); the
 * browser's forms take one key per attempt (useAttemptKey,
 * lib/api/query/writes.ts). A module of its own, so no page that only
 * renders carries it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
