import type { IncomingMessage } from 'node:http';

export const QUERY_HEADER: string;
export const PROXIED_PATH: RegExp;
export function setQueryAside(req: IncomingMessage): void;
