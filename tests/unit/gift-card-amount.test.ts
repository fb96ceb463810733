import { describe, expect, it } from 'vitest';
import { giftCardBody } from '@/lib/api/contract/gift-cards';

const body = (amount: unknown) => ({ amount, recipientName: 'Ann', email: 'bo@example.com', from: 'Bo', to: 'Ann', message: '', phone: '20304050', sendByPost: false, address: '', postalCode: '', city: '' });

describe("a gift card's amount as a visitor types it", () => {
  it.each([
    ['1000', 1000],
    ['1.000', 1000],
    ['1 000', 1000],
    ['1\u00a0000', 1000],
    ['25.000', 25000],
    [' 2 500 ', 2500],
    [750, 750],
  ])('reads %j as %d', (typed, amount) => {
    expect(giftCardBody.parse(body(typed)).amount).toBe(amount);
  });

  it.each(['1.00', '1.0000', '10,5', '1.000,50', '1..000', '1 000.000 0', 'tusind', '99', '25.001'])('refuses %j', (typed) => {
    const parsed = giftCardBody.safeParse(body(typed));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['amount']);
  });
});
