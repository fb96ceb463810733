// A refusal from the shop's API, on its own so that code which only reads
// refusals (error texts, forms, the package page) does not bring the client
// that makes the calls (./client) into a page's first load.

/** Any non-2xx answer other than an exhausted 429. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Parsed JSON when the response is JSON, else its text, or null when empty. */
  readonly body: unknown;
  readonly code?: string;
  readonly errors?: Record<string, string[]>;

  constructor(status: number, body: unknown) {
    // Spec: error bodies are shaped { message, code?, errors? }.
    const shaped = isRecord(body) ? body : {};
    super(typeof shaped.message === 'string' ? shaped.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    if (typeof shaped.code === 'string') this.code = shaped.code;
    if (isFieldErrors(shaped.errors)) this.errors = shaped.errors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    isRecord(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

/** How long a refused visitor waits (a 429's Retry-After, in seconds), when the answer said so; null otherwise. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || !isRecord(error.body)) return null;
  const seconds = error.body.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
