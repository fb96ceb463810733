/**
 * Whether a package is generally suitable for persons with reduced mobility
 * (Package Travel Directive art. 5(1)(a)(viii)): said per package before the
 * order, with the way to ask for precise information about the traveller's
 * own needs.
 *
 * - `suitable`: step-free transfers, a hotel with lift and accessible rooms on
 *   request, and wheelchair places at the stadium that can be booked;
 * - `limited`: parts of the trip have steps, stairs or long walks (the
 *   stadium, the hotel or a transfer); suitable only after we have checked
 *   the traveller's needs;
 * - `unsuitable`: the programme itself asks a lot of walking or climbing
 *   (several cities, long transfers, stands without access).
 */
export const MOBILITY_SUITABILITY = ['suitable', 'limited', 'unsuitable'] as const;
export type MobilitySuitability = (typeof MOBILITY_SUITABILITY)[number];
