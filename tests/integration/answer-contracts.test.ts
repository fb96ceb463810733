import { describe, expect, it } from 'vitest';
import { api } from '@/server/http/api';
import { ANSWER_CONTRACTS, NO_ANSWER_CONTRACT } from '../support/answer-contracts';

describe('answer contracts', () => {
  it('name every route of the API, so callApi holds every answer the tests read to its contract', () => {
    const routes = api.routeTable().map(({ method, pattern }) => `${method} ${pattern}`);
    expect(routes.filter((route) => !(route in ANSWER_CONTRACTS) && !NO_ANSWER_CONTRACT.includes(route))).toEqual([]);
    expect([...Object.keys(ANSWER_CONTRACTS), ...NO_ANSWER_CONTRACT].filter((route) => !routes.includes(route))).toEqual([]);
  });
});
