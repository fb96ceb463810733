/**
 * A booking's standing after a fixture change in the staff's words: what
 * happened to the match for it (moved within or outside the trip, postponed,
 * cancelled) and what the traveller chose, when and by whom, or that the
 * choice is awaited until its deadline, or that the default was applied.
 * The fixtures page (./fixtures-page.ts) and a booking's detail (./inbox.ts)
 * say it alike.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import da from '@/messages/da.json';
import type { BookingFixtureStatus, FixtureChoice } from '@/server/db/schema';

const t = createTranslator({ locale: 'da', messages: da, namespace: 'staff.fixtures' });

/** A time on the staff's clock (Copenhagen), short. */
export const staffTime = (date: Date) => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }).format(date);

export const fixtureStatusWord = (status: BookingFixtureStatus) => t(`statuses.${status}`);

export interface FixtureStanding {
  status: BookingFixtureStatus;
  choice: FixtureChoice | null;
  choiceDeadline: Date | null;
  decidedAt: Date | null;
  /** `traveller`, `default` or `staff:<name>`. */
  decidedBy: string | null;
  /** The booking is cancelled (by the traveller, staff or the choice). */
  cancelled: boolean;
}

export function fixtureChoiceText(standing: FixtureStanding, now: Date): string {
  if (standing.status === 'moved_within') return t('choices.none');
  if (standing.choice && standing.decidedAt) {
    if (standing.decidedBy === 'default') return t('choices.default', { date: staffTime(standing.decidedAt) });
    const who = standing.decidedBy?.startsWith('staff:') ? t('choices.who.staff', { name: standing.decidedBy.slice('staff:'.length) }) : t('choices.who.traveller');
    return t(`choices.${standing.choice}`, { who, date: staffTime(standing.decidedAt) });
  }
  if (standing.cancelled) return t('choices.cancelled');
  if (!standing.choiceDeadline) return t('choices.none');
  return standing.choiceDeadline.getTime() <= now.getTime() ? t('choices.overdue', { deadline: staffTime(standing.choiceDeadline) }) : t('choices.awaiting', { deadline: staffTime(standing.choiceDeadline) });
}
