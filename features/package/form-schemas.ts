/**
 * The package page's form schemas. Loaded with a form's first use, never with
 * the page: the package page loads no zod with its first paint.
 */
import { z } from 'zod';
import { required } from '@/lib/forms/rules';
import { checkTravelPeriod } from '@/lib/package/selection';

/** The coupon box's one field (booking spec §4 "Coupon"): a code must be typed; whether it is one, the API says. */
export const couponForm = z.object({ code: required() });

/**
 * The travel period (booking spec §4): the package's rule for the two dates
 * (./steps/travel-period-section.tsx). A refused period is the form's own error,
 * its message the problem (`shortened`, `tooLong`, `past`, `invalid`); a
 * taken one comes out with whether it extends the trip.
 */
export const travelPeriodForm = (pkg: Parameters<typeof checkTravelPeriod>[0]) =>
  z.object({ startDate: z.string().optional(), endDate: z.string().optional() }).transform((period, context) => {
    const startDate = period.startDate ?? '';
    const endDate = period.endDate ?? '';
    const check = checkTravelPeriod(pkg, startDate, endDate);
    if (!check.ok) {
      context.addIssue({ code: 'custom', message: check.reason });
      return z.NEVER;
    }
    return { period: { startDate, endDate }, extended: check.tripExtendedDays > 0 };
  });
