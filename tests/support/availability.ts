import { createSandboxServices } from '@/server/modules/availability/services';

type SandboxOptions = NonNullable<Parameters<typeof createSandboxServices>[0]>;

const INSTANT = { latencyMs: 0, failureRate: 0, timeoutRate: 0 };

/** The sandbox suppliers without latency or faults, unless a test asks for them. */
export function quickSandbox(options: SandboxOptions = {}) {
  return createSandboxServices({
    ...options,
    flights: { ...INSTANT, ...options.flights },
    hotels: { ...INSTANT, ...options.hotels },
  });
}
