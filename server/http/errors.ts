import 'server-only';
import type { z } from 'zod';
import type { ErrorBody } from '@/lib/api/contract/common';
import { hasUnusableCharacters } from '@/lib/forms/characters';
import { ruleText } from '@/lib/forms/messages';

/** An error the API answers as `{ message, code?, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More of the answer than message, code and errors: the changed prices of a 409, say. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { ...this.details, message: this.message, ...(this.code && { code: this.code }), ...(this.errors && { errors: this.errors }) };
  }
}

export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, message, code);

/** A zod failure as field messages: `{ limit: ['must be a whole number'] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function badRequest(error: z.ZodError, message = 'The request has invalid fields') {
  return new HttpError(400, message, 'invalid_request', fieldErrors(error));
}

const UNUSABLE = ruleText('characters');

/** `errors` with the form rules' message under every text (or key) of `value` holding a NUL or half of a surrogate pair, where the field has no message yet. */
function addUnusable(value: unknown, errors: Record<string, string[]>, at: string[] = []): void {
  const name = at.length > 0 ? at.join('.') : '_';
  if (typeof value === 'string') {
    if (hasUnusableCharacters(value) && !errors[name]) errors[name] = [UNUSABLE];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => addUnusable(item, errors, [...at, String(index)]));
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) addUnusable(hasUnusableCharacters(key) ? key : item, errors, [...at, key]);
  }
}

/**
 * The field messages of a contract schema's verdict, or null when it has
 * none. Besides the schema's own, every text that holds a NUL or half of a
 * surrogate pair is named with the form rules' `contains characters that
 * cannot be used` (lib/forms/characters.ts): the database refuses them, and a
 * field not built from the rules (lib/forms/rules.ts) must not carry them to
 * it either. What passed is read as the schema gives it (an unknown field it
 * drops is no one's business); what failed as it was sent, each field with
 * one reason: a schema's own message stays alone.
 */
export function fieldProblems(result: z.ZodSafeParseResult<unknown>, input: unknown): Record<string, string[]> | null {
  const errors = result.success ? {} : fieldErrors(result.error);
  addUnusable(result.success ? result.data : input, errors);
  return Object.keys(errors).length > 0 ? errors : null;
}
