/**
 * A mobile number beside its country code (booking spec §3): typed with its
 * code, spaces or dashes, it is kept once, by the code
 * (`+45` and `20304050`, never `+45 +4520304050`).
 */
import { describe, expect, it } from 'vitest';
import { contactInfo } from '@/lib/api/contract/booking';
import { splitCountryCode } from '@/lib/forms/phone';

const CONTACT = {
  title: 'mrs',
  firstName: 'Karen',
  lastName: 'Sørensen',
  email: 'karen@example.com',
  birthDate: '1984-05-17',
  countryId: 1,
  nationalityId: 1,
  city: 'Aarhus',
  postCode: '8000',
  address: 'Søndergade 12',
};

describe('a mobile typed with its country code', () => {
  it.each([
    ['+45', '20304050', '+45', '20304050'],
    ['+45', '+4520304050', '+45', '20304050'],
    ['+45', '+45 20 30 40 50', '+45', '20304050'],
    ['+45', '004520304050', '+45', '20304050'],
    ['+45', '20-30-40-50', '+45', '20304050'],
    // Another offered code typed at the start is the one meant.
    ['+45', '+46 70 123 45 67', '+46', '701234567'],
    ['+47', '+358401234567', '+358', '401234567'],
    // A code the field does not offer stays in the number as typed.
    ['+45', '+1 212 555 0100', '+45', '+12125550100'],
  ])('%s and %j are kept as %s and %s', (phoneCode, mobile, code, number) => {
    expect(splitCountryCode(phoneCode, mobile)).toEqual({ phoneCode: code, mobile: number });
    expect(contactInfo.parse({ ...CONTACT, phoneCode, mobile })).toMatchObject({ phoneCode: code, mobile: number });
  });

  it('counts the chosen country code in: at least 6 digits after it, at most 15 with it', () => {
    const mobileIssues = (phoneCode: string, mobile: string) =>
      contactInfo.safeParse({ ...CONTACT, phoneCode, mobile }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    const LENGTH = [['mobile', 'must have at least 6 digits, and at most 15 with the country code']];
    expect(mobileIssues('+45', '1')).toEqual(LENGTH);
    expect(mobileIssues('+45', '123')).toEqual(LENGTH);
    expect(mobileIssues('+45', '+45 123')).toEqual(LENGTH);
    expect(mobileIssues('+298', '123456')).toEqual([]);
    // 3 digits of code and 12 of number are 15; one more is too many.
    expect(mobileIssues('+358', '401234567890')).toEqual([]);
    expect(mobileIssues('+358', '4012345678901')).toEqual(LENGTH);
  });

  it('still refuses what is no phone number', () => {
    expect(contactInfo.safeParse({ ...CONTACT, phoneCode: '+45', mobile: '+45 20 30 4O 50' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mobile', 'is not a valid phone number'],
    ]);
  });
});
