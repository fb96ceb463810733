import 'server-only';
import type { z } from 'zod';
import type { ErrorBody } from '@/lib/api/contract/common';

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
