/**
 * What a fixture change means for a booking (server/modules/fixtures/rules.ts)
 * and the traveller's mail about it (mail.ts): the venue's clock decides
 * within or outside, the deadline's three bounds, and a race's mail in a
 * race's words.
 */
import { describe, expect, it } from 'vitest';
import { fixtureMail, type FixtureMailFacts } from '@/server/modules/fixtures/mail';
import { bookingFixtureStatus, choiceDeadline, lastChoiceDay } from '@/server/modules/fixtures/rules';

const HOUR = 60 * 60 * 1000;
const trip = { startDate: '2027-03-12', endDate: '2027-03-14' };

describe('a booking’s fixture status', () => {
  it('reads the new kick-off on the venue’s clock', () => {
    // 23:30 UTC on the 14th is the 15th in Madrid, still the 14th in London.
    const late = new Date('2027-03-14T23:30:00Z');
    expect(bookingFixtureStatus('moved', late, trip, 'Europe/London')).toBe('moved_within');
    expect(bookingFixtureStatus('moved', late, trip, 'Europe/Madrid')).toBe('moved_outside');
    expect(bookingFixtureStatus('moved', new Date('2027-03-11T23:30:00Z'), trip, 'Europe/Madrid')).toBe('moved_within');
    expect(bookingFixtureStatus('moved', new Date('2027-03-11T23:30:00Z'), trip, 'Europe/London')).toBe('moved_outside');
    expect(bookingFixtureStatus('postponed', null, trip, 'Europe/London')).toBe('postponed');
    expect(bookingFixtureStatus('cancelled', null, trip, 'Europe/London')).toBe('cancelled');
  });
});

describe('the deadline to choose', () => {
  it('ends the 14th day after the change, at midnight on the site’s clock, for a trip far ahead', () => {
    const at = new Date('2027-01-10T10:00:00Z');
    // 24 January ends at midnight in Copenhagen (23.00 UTC in winter).
    expect(choiceDeadline(at, '2027-03-12', 'da').toISOString()).toBe('2027-01-24T23:00:00.000Z');
    expect(lastChoiceDay(choiceDeadline(at, '2027-03-12', 'da'), 'da')).toBe('2027-01-24');
    // Told just before midnight UTC, which is already the next day in Stockholm: a day later there.
    const late = new Date('2027-01-10T23:30:00Z');
    expect(lastChoiceDay(choiceDeadline(late, '2027-03-12', 'sv'), 'sv')).toBe('2027-01-25');
  });

  it('is the start of the day three days before departure, on the site’s clock, when that comes first', () => {
    const at = new Date('2027-03-01T10:00:00Z');
    expect(choiceDeadline(at, '2027-03-12', 'da').toISOString()).toBe('2027-03-08T23:00:00.000Z');
    expect(choiceDeadline(at, '2027-03-12', 'no').toISOString()).toBe('2027-03-08T23:00:00.000Z');
    expect(lastChoiceDay(choiceDeadline(at, '2027-03-12', 'no'), 'no')).toBe('2027-03-08');
  });

  it('never gives less than 48 hours, to the end of that day', () => {
    const at = new Date('2027-03-10T10:00:00Z');
    const deadline = choiceDeadline(at, '2027-03-12', 'sv');
    expect(deadline.getTime()).toBeGreaterThanOrEqual(at.getTime() + 48 * HOUR);
    expect(deadline.toISOString()).toBe('2027-03-12T23:00:00.000Z');
  });

  it('always ends at a midnight on the site’s clock, summer time too', () => {
    for (const at of ['2027-06-01T21:59:00Z', '2027-06-01T22:01:00Z', '2027-10-20T12:00:00Z']) {
      for (const locale of ['da', 'no', 'sv'] as const) {
        const deadline = choiceDeadline(new Date(at), '2028-01-01', locale);
        expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(deadline)).toBe('00:00');
      }
    }
  });
});

const facts = (over: Partial<FixtureMailFacts>): FixtureMailFacts => ({
  bookingId: 1,
  locale: 'da',
  recipient: 'a@example.com',
  firstName: 'Lone',
  orderNumber: 100123,
  packageTitle: 'Monza',
  matchTitle: 'Formel 1 – Italiens Grand Prix',
  sport: 'race',
  venueTimeZone: 'Europe/Rome',
  startDate: '2027-09-03',
  endDate: '2027-09-06',
  status: 'moved_outside',
  previousKickoff: new Date('2027-09-05T13:00:00Z'),
  kickoff: new Date('2027-09-12T13:00:00Z'),
  deadline: new Date('2027-08-20T10:00:00Z'),
  guarantee: true,
  tripUrl: 'https://fantur.dk/da/min-rejse/v1.x.y',
  ...over,
});

describe('the mail about a fixture change', () => {
  it.each(['da', 'no', 'sv'] as const)('speaks of a race in a race’s words, with the choices, the deadline and the link (%s)', (locale) => {
    for (const status of ['moved_outside', 'postponed', 'cancelled'] as const) {
      const mail = fixtureMail(facts({ locale, status, kickoff: status === 'moved_outside' ? new Date('2027-09-12T13:00:00Z') : null }));
      expect(mail.text, status).not.toMatch({ da: /kamp/i, no: /kamp/i, sv: /match/i }[locale]);
      expect(mail.text).toContain('https://fantur.dk/da/min-rejse/v1.x.y');
      expect(mail.text).toMatch(/2027/);
      expect(mail.text).toMatch({ da: /gebyr/, no: /gebyr/, sv: /avgift/ }[locale]);
    }
  });

  it('tells of a postponed match that the trip ends at the deadline only if no new date has come, and that a new date brings the choice to keep it', () => {
    const mail = fixtureMail(facts({ sport: 'match', matchTitle: 'FC København – Brøndby IF', status: 'postponed', kickoff: null }));
    expect(mail.text).toContain('Har kampen ikke fået en ny dato inden da, afbestiller vi rejsen');
    expect(mail.text).toContain('så kan du vælge at beholde rejsen med nye datoer');
    // The deadline is a day on the site's clock.
    expect(mail.text).toMatch(/Vælg senest \d{1,2}\. \w+ 2027 \(dansk tid\)/);
  });

  it('says nothing of choices when the match stays within the trip', () => {
    const mail = fixtureMail(facts({ sport: 'match', matchTitle: 'FC København – Brøndby IF', status: 'moved_within', deadline: null }));
    expect(mail.text).toMatch(/Kampen ligger stadig inden for din rejse/);
    expect(mail.text).not.toMatch(/gebyr/);
  });
});
