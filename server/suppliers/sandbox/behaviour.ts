/**
 * How the sandbox suppliers behave on the wire: a realistic latency with
 * jitter, and injected faults (an error answer, or no answer at all) so that
 * the storefront's error paths can be exercised for real. Both come from the
 * environment or from the options a test constructs the sandbox with.
 *
 * - `SUPPLIER_LATENCY_MS` (default 300): the mean latency of a call; each call
 *   takes between half and one and a half times it.
 * - `SUPPLIER_FAULTS` (default none): `flights:0.1,hotels:0.05` makes 10 % of
 *   flight and 5 % of hotel searches fail; `flights:timeout:0.02` makes 2 % of
 *   flight searches never answer (the shop's deadline, SUPPLIER_TIMEOUT_MS, then
 *   answers 504).
 */
import 'server-only';
import { SupplierError, type SupplierName } from '../errors';

export const DEFAULT_SANDBOX_LATENCY_MS = 300;
/** A call that "never answers" gives up after this long if nobody aborts it first. */
const DEFAULT_HANG_MS = 120_000;

export interface SandboxBehaviour {
  /** Mean latency; 0 answers at once. */
  latencyMs: number;
  /** Share of calls (0-1) that answer with an error. */
  failureRate: number;
  /** Share of calls (0-1) that never answer. */
  timeoutRate: number;
  /** [0, 1): which calls fail and how long each takes. Math.random unless a test fixes it. */
  random: () => number;
  hangMs: number;
}

export type SandboxBehaviourOptions = Partial<SandboxBehaviour>;

type Env = Record<string, string | undefined>;

const SUPPLIERS: readonly SupplierName[] = ['flights', 'hotels'];

function rate(text: string, entry: string): number {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`SUPPLIER_FAULTS: "${entry}" needs a rate from 0 to 1`);
  }
  return value;
}

/** `SUPPLIER_FAULTS` as rates per supplier; a mistake is an error naming the entry. */
export function parseSupplierFaults(text: string | undefined): Record<SupplierName, { failureRate: number; timeoutRate: number }> {
  const faults = { flights: { failureRate: 0, timeoutRate: 0 }, hotels: { failureRate: 0, timeoutRate: 0 } };
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const parts = entry.split(':').map((part) => part.trim());
    const supplier = SUPPLIERS.find((name) => name === parts[0]);
    if (!supplier) throw new Error(`SUPPLIER_FAULTS: "${entry}" must start with flights or hotels`);
    if (parts.length === 2) faults[supplier].failureRate = rate(parts[1] ?? '', entry);
    else if (parts.length === 3 && (parts[1] === 'timeout' || parts[1] === 'error')) {
      faults[supplier][parts[1] === 'timeout' ? 'timeoutRate' : 'failureRate'] = rate(parts[2] ?? '', entry);
    } else {
      throw new Error(`SUPPLIER_FAULTS: "${entry}" must read supplier:rate or supplier:timeout:rate`);
    }
  }
  for (const supplier of SUPPLIERS) {
    const { failureRate, timeoutRate } = faults[supplier];
    if (failureRate + timeoutRate > 1) throw new Error(`SUPPLIER_FAULTS: the rates of ${supplier} add up to more than 1`);
  }
  return faults;
}

export function parseSupplierLatency(text: string | undefined): number {
  const trimmed = text?.trim();
  if (!trimmed) return DEFAULT_SANDBOX_LATENCY_MS;
  if (!/^\d+$/.test(trimmed)) throw new Error(`SUPPLIER_LATENCY_MS must be a whole number of milliseconds, got "${trimmed}"`);
  return Number(trimmed);
}

/** The behaviour of one sandbox supplier: the environment's, overridden by `options`. */
export function sandboxBehaviour(supplier: SupplierName, options: SandboxBehaviourOptions = {}, env: Env = process.env): SandboxBehaviour {
  const needsEnv = options.latencyMs === undefined || options.failureRate === undefined || options.timeoutRate === undefined;
  const faults = needsEnv ? parseSupplierFaults(env.SUPPLIER_FAULTS)[supplier] : { failureRate: 0, timeoutRate: 0 };
  return {
    latencyMs: options.latencyMs ?? (needsEnv ? parseSupplierLatency(env.SUPPLIER_LATENCY_MS) : DEFAULT_SANDBOX_LATENCY_MS),
    failureRate: options.failureRate ?? faults.failureRate,
    timeoutRate: options.timeoutRate ?? faults.timeoutRate,
    random: options.random ?? Math.random,
    hangMs: options.hangMs ?? DEFAULT_HANG_MS,
  };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The wire part of one sandbox call: waits the latency, or fails as the
 * behaviour says. A hanging call ends when `signal` aborts (the shop's deadline).
 */
export async function simulateCall(supplier: SupplierName, behaviour: SandboxBehaviour, signal?: AbortSignal): Promise<void> {
  const draw = behaviour.random();
  if (draw < behaviour.timeoutRate) {
    await sleep(behaviour.hangMs, signal);
    throw new SupplierError(supplier, 'timeout', `The ${supplier} sandbox gave up after ${behaviour.hangMs} ms (injected fault)`);
  }
  const latency = behaviour.latencyMs > 0 ? Math.round(behaviour.latencyMs * (0.5 + behaviour.random())) : 0;
  if (latency > 0) await sleep(latency, signal);
  if (draw < behaviour.timeoutRate + behaviour.failureRate) {
    throw new SupplierError(supplier, 'failure', `The ${supplier} sandbox answered with an error (injected fault)`);
  }
}
