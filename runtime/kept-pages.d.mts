import type { IncomingMessage, ServerResponse } from 'node:http';

export function routingKey(req: IncomingMessage): string | null;
export function etagOf(text: string): string;
export function keptPages(options: { page: (path: string) => string | null; now?: () => number; maxRoutes?: number; origins?: import('./security-headers.mjs').ConfiguredOrigins }): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  readonly size: number;
};
