import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { FixtureChoiceBody } from '../contract/fixture-choices';
import { chooseFixture } from '../endpoints/fixture-choices';
import { queryApi } from '../query/query-client';

/** The traveller's choice after a fixture change as a mutation, in the visitor's language: one `idempotencyKey` per attempt. */
export const fixtureChoiceMutation = (locale: Locale, token: string, eventId: number) =>
  mutationOptions({
    mutationKey: ['trips', 'fixture-choice', locale, token, eventId] as const,
    mutationFn: ({ body, idempotencyKey }: { body: FixtureChoiceBody; idempotencyKey: string }) => chooseFixture(queryApi(locale), token, eventId, body, idempotencyKey),
  });
