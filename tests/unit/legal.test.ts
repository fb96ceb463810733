import { describe, expect, it } from 'vitest';
import { dueDateOf } from '@/lib/legal/payment-due';
import { formFacts, TRAVELLER_RIGHTS } from '@/lib/legal/package-travel';
import { feeAmount, feeBands, feePercentOn, isValidSchedule, type TerminationFee } from '@/lib/legal/termination-fees';
import { documentCaseOf } from '@/lib/legal/travel-documents';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const SCHEDULE: TerminationFee[] = [
  { fromDays: 0, percent: 90 },
  { fromDays: 61, percent: 25 },
  { fromDays: 15, percent: 75 },
  { fromDays: 31, percent: 50 },
];

describe('termination fees', () => {
  it('reads a schedule as bands, earliest termination first, with their calendar days', () => {
    expect(feeBands(SCHEDULE, '2027-03-31')).toEqual([
      { fromDays: 61, toDays: null, percent: 25, firstDay: null, lastDay: '2027-01-29' },
      { fromDays: 31, toDays: 60, percent: 50, firstDay: '2027-01-30', lastDay: '2027-02-28' },
      { fromDays: 15, toDays: 30, percent: 75, firstDay: '2027-03-01', lastDay: '2027-03-16' },
      { fromDays: 0, toDays: 14, percent: 90, firstDay: '2027-03-17', lastDay: '2027-03-31' },
    ]);
    expect(feeBands(SCHEDULE).every((band) => band.firstDay === null && band.lastDay === null)).toBe(true);
  });

  it('charges the step a termination day falls in, the last one on and after departure', () => {
    expect(feePercentOn(SCHEDULE, '2027-03-31', '2027-01-29')).toBe(25);
    expect(feePercentOn(SCHEDULE, '2027-03-31', '2027-01-30')).toBe(50);
    expect(feePercentOn(SCHEDULE, '2027-03-31', '2027-03-16')).toBe(75);
    expect(feePercentOn(SCHEDULE, '2027-03-31', '2027-03-17')).toBe(90);
    expect(feePercentOn(SCHEDULE, '2027-03-31', '2027-04-02')).toBe(90);
    expect(feeAmount(25, 10_001)).toBe(2_501);
  });

  it('accepts only a schedule from day 0 whose fee never falls as departure nears', () => {
    expect(isValidSchedule(SCHEDULE)).toBe(true);
    expect(isValidSchedule([])).toBe(false);
    expect(isValidSchedule([{ fromDays: 30, percent: 50 }])).toBe(false);
    expect(isValidSchedule([{ fromDays: 30, percent: 50 }, { fromDays: 0, percent: 40 }])).toBe(false);
    expect(isValidSchedule([{ fromDays: 0, percent: 101 }])).toBe(false);
  });
});

describe('passport and visa cases', () => {
  it('tells the home country, the Nordic neighbours, Schengen and the UK apart', () => {
    expect(documentCaseOf('DK', 'DK')).toBe('home');
    expect(documentCaseOf('DK', 'SE')).toBe('nordic');
    expect(documentCaseOf('NO', 'DK')).toBe('nordic');
    expect(documentCaseOf('SE', 'ES')).toBe('schengen');
    expect(documentCaseOf('NO', 'HU')).toBe('schengen');
    expect(documentCaseOf('DK', 'GB')).toBe('uk');
    expect(documentCaseOf('SE', 'TR')).toBe('other');
  });
});

describe('payment due', () => {
  it('gives the site’s days, or the day before the trip when sooner, never before today', () => {
    expect(dueDateOf('2027-01-01', '2027-03-01', 7)).toBe('2027-01-08');
    expect(dueDateOf('2027-01-01', '2027-01-05', 7)).toBe('2027-01-04');
    expect(dueDateOf('2027-01-01', '2027-01-01', 7)).toBe('2027-01-01');
  });
});

describe('the standard information form', () => {
  it('names the organiser on every site, and the seller where another company sells for it', () => {
    expect(formFacts('da')).toMatchObject({ organiser: 'Fantur ApS', seller: null, fund: 'Rejsegarantifonden', memberNumber: '2985', emergencyPhone: '+45 70 20 34 59' });
    expect(formFacts('no')).toMatchObject({ organiser: 'Fantur ApS', seller: 'Fantur AS' });
    expect(formFacts('sv')).toMatchObject({ organiser: 'Fantur ApS', seller: 'Fantur AB' });
  });

  it('has every right of Annex I in every language, and the 20 days, 8 % and 14 days', () => {
    for (const messages of [da, no, sv]) {
      const rights = messages.packageTravel.form.rights as Record<string, string>;
      expect(Object.keys(rights)).toEqual([...TRAVELLER_RIGHTS]);
      expect(rights.priceChanges).toMatch(/20 da/);
      expect(rights.priceChanges).toMatch(/8 %/);
      expect(rights.refunds).toMatch(/14 da/);
    }
  });

  it('labels the booking button with the obligation to pay (CRD art. 8(2))', () => {
    expect(da.booking.submit).toBe('Bestil med betalingspligt');
    expect(no.booking.submit).toBe('Bestill med betalingsplikt');
    expect(sv.booking.submit).toBe('Beställ med betalningsskyldighet');
  });
});
