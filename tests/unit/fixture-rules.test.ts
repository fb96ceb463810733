/**
 * What a fixture change means for a booking (server/modules/fixtures/rules.ts)
 * and the traveller's mail about it (mail.ts): the venue's clock decides
 * within or outside, the deadline's three bounds, and a race's mail in a
 * race's words.
 */
import { describe, expect, it } from 'vitest';
import { fixtureMail, type FixtureMailFacts } from '@/server/modules/fixtures/mail';
import { bookingFixtureStatus, choiceDeadline } from '@/server/modules/fixtures/rules';

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
  it('is 14 days after the change for a trip far ahead', () => {
    const at = new Date('2027-01-10T10:00:00Z');
    expect(choiceDeadline(at, '2027-03-12', 'da').getTime()).toBe(at.getTime() + 14 * 24 * HOUR);
  });

  it('is the start of the day three days before departure, on the site’s clock, when that comes first', () => {
    const at = new Date('2027-03-01T10:00:00Z');
    expect(choiceDeadline(at, '2027-03-12', 'da').toISOString()).toBe('2027-03-08T23:00:00.000Z');
    expect(choiceDeadline(at, '2027-03-12', 'no').toISOString()).toBe('2027-03-08T23:00:00.000Z');
  });

  it('never gives less than 48 hours', () => {
    const at = new Date('2027-03-10T10:00:00Z');
    expect(choiceDeadline(at, '2027-03-12', 'sv').getTime()).toBe(at.getTime() + 48 * HOUR);
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

  it('says nothing of choices when the match stays within the trip', () => {
    const mail = fixtureMail(facts({ sport: 'match', matchTitle: 'FC København – Brøndby IF', status: 'moved_within', deadline: null }));
    expect(mail.text).toMatch(/Kampen ligger stadig inden for din rejse/);
    expect(mail.text).not.toMatch(/gebyr/);
  });
});
