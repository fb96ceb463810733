/**
 * What each route of /api/v1 answers, as its response contract (lib/api/contract).
 * The browser takes its own shop's answers to reads as they are (`checked` in
 * lib/api/client.ts): `callApi` holds every successful JSON answer of the
 * integration tests to its contract, exactly (a field the contract does not
 * name fails too), so that trust is proven on every answer a test reads.
 */
import { erasureResponse, personalDataResponse } from '@/lib/api/contract/trip-data';
import { tripDocumentReceivedResponse, tripLookupResponse, tripResponse } from '@/lib/api/contract/trips';
import { cancellationResponse, insuranceResponse, transferResponse, tripQuotesResponse } from '@/lib/api/contract/trip-changes';
import { expect } from 'vitest';
import type { z } from 'zod';
import { alertResponse, unsubscribeResponse } from '@/lib/api/contract/alerts';
import { flightsResponse, hotelsResponse, transitRoutesResponse } from '@/lib/api/contract/availability';
import { articleResponse, articlesResponse, categoriesResponse, categoryResponse, fullArticlesResponse } from '@/lib/api/contract/blog';
import { bookingResponse, invoiceLookupResponse, invoiceResponse, preorderResponse } from '@/lib/api/contract/booking';
import { campaignsResponse } from '@/lib/api/contract/campaigns';
import { announcedMatchesResponse, clubResponse, clubsResponse, sportCategoriesResponse, tournamentsResponse } from '@/lib/api/contract/catalogue';
import { REPRESENTATION_HEADER } from '@/lib/api/contract/constants';
import { cmsResponse } from '@/lib/api/contract/content';
import { couponResponse } from '@/lib/api/contract/coupons';
import { sandboxFixtureResponse } from '@/lib/api/contract/fixtures';
import { fixtureChoiceResponse, fixtureRebookingResponse } from '@/lib/api/contract/fixture-choices';
import { formResponse } from '@/lib/api/contract/forms';
import { airportsResponse, citiesResponse, countriesResponse, departureAirportGroupsResponse, nationalitiesResponse } from '@/lib/api/contract/geography';
import { giftCardResponse, giftCardWithdrawalResponse } from '@/lib/api/contract/gift-cards';
import { newsletterSubscriptionResponse } from '@/lib/api/contract/newsletter';
import { offerCreateResponse, offerResponse } from '@/lib/api/contract/offers';
import { priceCheckResponse } from '@/lib/api/contract/price-check';
import { fullPackagesResponse, packageResponse, packagesResponse } from '@/lib/api/contract/packages';
import { pageResponse, pagesResponse } from '@/lib/api/contract/pages';
import { cancelTransactionResponse, shareResponse, sharesResponse, testGatewayDecisionResponse, testGatewayPaymentResponse, transactionResponse } from '@/lib/api/contract/payments';
import { searchResponse, typeaheadResponse } from '@/lib/api/contract/search';
import { api } from '@/server/http/api';
import type { Method } from '@/server/http/router';

type Answer = z.ZodType | { minimal: z.ZodType; full: z.ZodType };

/** `METHOD pattern` as the route table lists it → the contract of its successful answer. */
export const ANSWER_CONTRACTS: Record<string, Answer> = {
  'GET sport-categories': sportCategoriesResponse,
  'GET tournaments': tournamentsResponse,
  'GET event/tournaments': tournamentsResponse,
  'GET clubs': clubsResponse,
  'GET event/clubs': clubsResponse,
  'GET clubs/:id': clubResponse,
  'GET clubs/:id/announced-matches': announcedMatchesResponse,
  'GET packages': { minimal: packagesResponse, full: fullPackagesResponse },
  'GET packages/:idOrSlug': packageResponse,
  'GET cities': citiesResponse,
  'GET event/events/cities': citiesResponse,
  'GET popular-cities': citiesResponse,
  'GET available-cities': citiesResponse,
  'GET countries': countriesResponse,
  'GET available-countries': countriesResponse,
  'GET nationalities': nationalitiesResponse,
  'GET airports': airportsResponse,
  'GET departure-airport-groups': departureAirportGroupsResponse,
  'GET cms': cmsResponse,
  'GET pages': pagesResponse,
  'GET pages/:idOrSlug': pageResponse,
  'GET blog/articles': { minimal: articlesResponse, full: fullArticlesResponse },
  'GET articles': { minimal: articlesResponse, full: fullArticlesResponse },
  'GET blog/articles/:idOrSlug': articleResponse,
  'GET articles/:idOrSlug': articleResponse,
  'GET blog/categories': categoriesResponse,
  'GET categories': categoriesResponse,
  'GET blog/categories/:idOrSlug': categoryResponse,
  'GET categories/:idOrSlug': categoryResponse,
  'GET campaigns': campaignsResponse,
  'POST newsletter': newsletterSubscriptionResponse,
  'POST forms/:form': formResponse,
  'POST alerts': alertResponse,
  'POST alerts/unsubscribe': unsubscribeResponse,
  'GET coupons/:code': couponResponse,
  'GET search': searchResponse,
  'GET search/typeahead': typeaheadResponse,
  'POST packages/:idOrSlug/service-availability/outward-flights': flightsResponse,
  'POST packages/:idOrSlug/service-availability/return-flights': flightsResponse,
  'POST packages/:idOrSlug/service-availability/hotels': hotelsResponse,
  'GET transit': transitRoutesResponse,
  'GET transit/transit-route': transitRoutesResponse,
  'POST packages/:id/service-availability': priceCheckResponse,
  'POST bookings': bookingResponse,
  'POST packages/:slug/preorder': preorderResponse,
  'POST offers': offerCreateResponse,
  'GET offers/:id': offerResponse,
  'GET invoices/:uuid': invoiceResponse,
  'POST invoices/lookup': invoiceLookupResponse,
  'GET trips/:token': tripResponse,
  'POST sandbox/fixtures/:eventId': sandboxFixtureResponse,
  'GET trips/:token/personal-data': personalDataResponse,
  'POST trips/:token/erasure': erasureResponse,
  'POST trips/lookup': tripLookupResponse,
  'POST trips/:token/documents/:kind/received': tripDocumentReceivedResponse,
  'GET trips/:token/quotes': tripQuotesResponse,
  'POST trips/:token/transfers': transferResponse,
  'POST trips/:token/insurance': insuranceResponse,
  'POST trips/:token/cancellation': cancellationResponse,
  'GET trips/:token/fixtures/:eventId/rebooking': fixtureRebookingResponse,
  'POST trips/:token/fixtures/:eventId/choice': fixtureChoiceResponse,
  'POST invoices/:uuid/transactions': transactionResponse,
  'POST invoices/:uuid/shares': sharesResponse,
  'GET shares/:share': shareResponse,
  'POST shares/:share/transactions': transactionResponse,
  'POST transactions/:transaction/cancel': cancelTransactionResponse,
  'GET test-gateway/payments/:reference': testGatewayPaymentResponse,
  'POST test-gateway/payments/:reference/decision': testGatewayDecisionResponse,
  'POST gift-cards': giftCardResponse,
  'POST invoices/:uuid/gift-card-withdrawal': giftCardWithdrawalResponse,
};

/** Routes whose answer is no reader's business: a gateway's or a browser's report, and the sandbox's own switch; or no JSON (the trip's calendar). */
export const NO_ANSWER_CONTRACT = ['POST payments/:gateway/callback', 'POST csp-reports', 'POST sandbox/hotels/:id/withdraw', 'GET trips/:token/calendar.ics'];

/** Holds a successful JSON answer of `method path` to its route's contract: parsed, it must read the same. */
export function expectAnswerToContract(method: string, path: string, headers: Record<string, string>, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || body === null || typeof body !== 'object') return;
  // The route as the API's own router chooses it.
  const pattern = api.patternOf(method as Method, path.split('?')[0]!);
  const key = `${method} ${pattern}`;
  const answer = ANSWER_CONTRACTS[key];
  if (!pattern || !answer) return;
  const representation = Object.entries(headers).find(([name]) => name.toLowerCase() === REPRESENTATION_HEADER.toLowerCase())?.[1];
  const schema = 'minimal' in answer ? (representation?.trim() === 'full' ? answer.full : answer.minimal) : answer;
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues, `the answer of ${method} ${path} breaks ${key}'s contract`).toEqual([]);
  expect(parsed.data, `the answer of ${method} ${path} reads the same through ${key}'s contract`).toEqual(body);
}
