/**
 * The standard termination fees of every package (lib/legal/termination-fees.ts):
 * a share of the price by the days before departure the termination reaches
 * us. Match tickets and flights are bought for the traveller at booking and
 * can rarely be resold; hotels can mostly be cancelled until about a month
 * before. Migration 0026 writes the same schedule into a database seeded
 * before it.
 */
import 'server-only';
import type { TerminationFee } from '@/lib/legal/termination-fees';

export const TERMINATION_FEES: readonly TerminationFee[] = [
  { fromDays: 61, percent: 25 },
  { fromDays: 31, percent: 50 },
  { fromDays: 15, percent: 75 },
  { fromDays: 0, percent: 90 },
];
