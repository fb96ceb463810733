import { getChecked, parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { FixtureChoiceBody, FixtureChoiceResponse, FixtureRebooking } from '../contract/fixture-choices';

/** The response contract (zod): a read's loads on the server only (`checked`), a write's wherever it runs (`parsed`). */
const contract = () => import('../contract/fixture-choices');

const fixturePath = (token: string, eventId: number, what: string) => `trips/${encodeURIComponent(token)}/fixtures/${eventId}/${what}`;

/** What keeping the trip with new dates would be after a fixture change (`GET trips/{token}/fixtures/{eventId}/rebooking`): the suppliers asked now. */
export async function getRebooking(client: ApiClient, token: string, eventId: number): Promise<FixtureRebooking> {
  return (await getChecked(client, fixturePath(token, eventId, 'rebooking'), contract, (c) => c.fixtureRebookingResponse)).rebooking;
}

/** Keeps the trip with new dates at the amount shown, or terminates it without a fee (`POST trips/{token}/fixtures/{eventId}/choice`). One `idempotencyKey` per attempt. */
export async function chooseFixture(client: ApiClient, token: string, eventId: number, body: FixtureChoiceBody, idempotencyKey: string): Promise<FixtureChoiceResponse> {
  const result = await client.post<unknown>(fixturePath(token, eventId, 'choice'), { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.fixtureChoiceResponse);
}
