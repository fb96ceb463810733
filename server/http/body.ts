/**
 * Request bodies of /api/v1 writes: JSON objects of at most 64 KiB.
 *
 * A Request body can be read only once, yet an idempotent write needs it twice
 * (its fingerprint and its fields), so the bytes are read once per Request and
 * kept for as long as the Request lives.
 */
import 'server-only';
import type { z } from 'zod';
import { fieldProblems, HttpError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

const bodies = new WeakMap<Request, Promise<Uint8Array>>();

const tooLarge = () =>
  new HttpError(413, `The body must be at most ${MAX_BODY_BYTES / 1024} KiB`, 'payload_too_large');
const invalidJson = (message = 'The body is not valid JSON') => new HttpError(400, message, 'invalid_json');

/** The raw body, read once per Request; over 64 KiB (declared or actual) is a 413. */
export function readBody(request: Request): Promise<Uint8Array> {
  let body = bodies.get(request);
  if (!body) {
    body = readLimited(request);
    bodies.set(request, body);
  }
  return body;
}

async function readLimited(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return new Uint8Array();
  // Read chunk by chunk: a chunked body declares no length, and a declared one may lie.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `application/json`, or a `+json` type such as `application/merge-patch+json`, with any parameters. */
function isJsonContentType(header: string | null): boolean {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType);
}

/** The body as JSON: 413 over 64 KiB, 400 `invalid_json` for bytes that are not UTF-8 JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const bytes = await readBody(request);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw invalidJson();
  }
}

/** A value checked with a contract schema: 422 with field messages when it breaks it or holds a text the shop cannot use (./errors.ts). */
export function validated<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  const errors = fieldProblems(result, value);
  if (errors || !result.success) {
    throw new HttpError(422, 'The request has invalid fields', 'validation_failed', errors ?? {});
  }
  return result.data;
}

/**
 * The body parsed with a contract schema. 415 for a body that is not declared
 * JSON, 413 over 64 KiB, 400 `invalid_json` for bytes that are not a JSON
 * object, 422 with field messages when the object breaks the schema.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json)', 'unsupported_media_type');
  }
  const value = await readJsonBody(request);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidJson('The body must be a JSON object');
  }
  return validated(schema, value);
}
