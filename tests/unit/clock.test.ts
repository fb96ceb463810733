import { describe, expect, it } from 'vitest';
import { now, today } from '@/server/clock';

describe('the shop clock', () => {
  it('freezes today with SHOP_NOW=YYYY-MM-DD', () => {
    expect(today({ SHOP_NOW: '2026-12-24' })).toBe('2026-12-24');
    expect(now({ SHOP_NOW: '2026-12-24' }).toISOString()).toBe('2026-12-24T12:00:00.000Z');
  });

  it('takes a full timestamp too', () => {
    expect(now({ SHOP_NOW: '2027-01-13T23:30:00Z' }).toISOString()).toBe('2027-01-13T23:30:00.000Z');
  });

  it('rejects a SHOP_NOW it cannot read', () => {
    expect(() => now({ SHOP_NOW: 'tomorrow' })).toThrow(/SHOP_NOW/);
  });

  it('runs on real time without SHOP_NOW', () => {
    const before = Date.now();
    expect(now({}).getTime()).toBeGreaterThanOrEqual(before);
  });
});
