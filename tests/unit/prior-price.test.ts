import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar-day';
import { dailyLowest, percentBelow, priorReduction, type PriceDay } from '@/lib/pricing';

const TODAY = '2026-11-28';
const day = (offset: number) => addDays(TODAY, offset);
const at = (offset: number, lowest: number, closing = lowest): PriceDay => ({ day: day(offset), lowest, closing });

describe('the prior price of an announced reduction (98/6/EC art. 6a, C-330/23)', () => {
  it('computes the percentage from the lowest price of the 30 days before the reduction, rounded down', () => {
    // 6000 until 40 days ago, 5200 for a week, back to 6000, reduced to 4995 eight days ago.
    const history = [at(-60, 6000), at(-40, 5200), at(-33, 6000), at(-8, 4995)];
    // The 30 days before the reduction (day -38 to day -9) hold 5200 on days -38 to -34.
    expect(priorReduction(history, TODAY, 4995)).toEqual({ priorLowest: 5200, percent: 3, since: day(-8) });
    expect(percentBelow(5200, 4995)).toBe(3);
    expect(percentBelow(6000, 4995)).toBe(16);
  });

  it('takes the price before the last step of a reduction in steps', () => {
    const history = [at(-45, 8000), at(-9, 7000), at(-3, 6000)];
    expect(priorReduction(history, TODAY, 6000)).toEqual({ priorLowest: 7000, percent: 14, since: day(-3) });
  });

  it('counts a day by its lowest price, also a dip within the day', () => {
    // Day -12 dipped to 5000 and ended at 6000 again.
    const history = [at(-45, 6000), at(-12, 5000, 6000), at(-2, 5500)];
    expect(priorReduction(history, TODAY, 5500)).toBeNull();
    expect(dailyLowest(history, day(-13), day(-11))).toEqual(
      new Map([
        [day(-13), 6000],
        [day(-12), 5000],
        [day(-11), 6000],
      ]),
    );
  });

  it('announces nothing when the prior lowest is not higher, or less than one percent higher', () => {
    expect(priorReduction([at(-45, 6000)], TODAY, 6000)).toBeNull();
    expect(priorReduction([at(-45, 6000), at(-5, 6500)], TODAY, 6500)).toBeNull();
    expect(priorReduction([at(-45, 6000), at(-5, 5990)], TODAY, 5990)).toBeNull();
    expect(priorReduction([at(-45, 6000)], TODAY, null)).toBeNull();
  });

  it('announces nothing without a known price before the reduction', () => {
    expect(priorReduction([at(-5, 4000)], TODAY, 4000)).toBeNull();
    expect(priorReduction([], TODAY, 4000)).toBeNull();
  });

  it('counts a price that changes today from today: the reduction day is today', () => {
    expect(priorReduction([at(-45, 6000)], TODAY, 5400)).toEqual({ priorLowest: 6000, percent: 10, since: TODAY });
  });

  it('stops announcing a reduction 30 days after it began: the price is then the normal price', () => {
    const history = [at(-70, 6000), at(-29, 5000)];
    expect(priorReduction(history, TODAY, 5000)).toMatchObject({ since: day(-29), priorLowest: 6000 });
    expect(priorReduction([at(-70, 6000), at(-30, 5000)], TODAY, 5000)).toBeNull();
  });
});
