import type { IncomingMessage, ServerResponse } from 'node:http';

export type FetchHandler = (request: Request) => Promise<Response>;

export const DEFAULT_REQUEST_TIMEOUT_MS: number;
export function serverTimeouts(env?: Record<string, string | undefined>): {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
};
export function describeError(error: unknown): string;
export const BODY_CAP_BYTES: number;
export const GZIP_MIN_BYTES: number;
export const CLIENT_ADDRESS_HEADER: string;
export function loggablePath(url: string | undefined): string;
export function toRequest(req: IncomingMessage): Promise<Request>;
export function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void>;
export function answer(req: IncomingMessage, res: ServerResponse, handler: FetchHandler): Promise<void>;
