import 'server-only';

/**
 * What the API logs about a request it could not answer: which error, its
 * code and where in our code it was thrown, never its message. A database
 * error's message carries the statement's bound parameters (drizzle appends
 * `params: …`, PostgreSQL quotes the offending value), which are a visitor's
 * email, name or whatever they typed.
 */

/** How many causes deep the chain is followed (`error.cause.cause…`). */
const MAX_CAUSES = 4;
/** Stack frames kept: enough to find the line, no more. */
const MAX_FRAMES = 3;

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < MAX_CAUSES; ) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** `DrizzleQueryError` rather than `Error`: drizzle leaves `name` as it is. */
function nameOf(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const constructorName = error.constructor.name;
  return constructorName && constructorName !== 'Error' ? constructorName : error.name;
}

/** A PostgreSQL SQLSTATE (`22003`) or Node's (`ECONNREFUSED`), from the error or a cause. */
function codeOf(chain: unknown[]): string | undefined {
  for (const error of chain) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
  }
  return undefined;
}

/** The first frames of our own code: `at findPackage (server/modules/packages/packages.ts:158:5)`. */
function framesOf(chain: unknown[]): string[] {
  const frames: string[] = [];
  for (const error of chain) {
    if (!(error instanceof Error) || !error.stack) continue;
    // The stack starts with the message, which may span lines: only what follows it is read.
    const header = error.message ? `${error.name}: ${error.message}` : error.name;
    if (!error.stack.startsWith(header)) continue;
    for (const line of error.stack.slice(header.length).split('\n')) {
      const frame = line.trim();
      if (!frame.startsWith('at ') || /node_modules|node:|wasm:/.test(frame)) continue;
      frames.push(frame.replace(process.cwd() + '/', ''));
      if (frames.length === MAX_FRAMES) return frames;
    }
  }
  return frames;
}

/** One line: `DrizzleQueryError ← DatabaseError, code 22003, at …`; no message, no parameters. */
export function describeError(error: unknown): string {
  const chain = causesOf(error);
  const code = codeOf(chain);
  const frames = framesOf(chain);
  return [chain.map(nameOf).join(' ← '), code && `code ${code}`, frames.length > 0 && frames.join(' ← ')].filter(Boolean).join(', ');
}
