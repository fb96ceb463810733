import type { IncomingMessage, ServerResponse } from 'node:http';

export function logLine(level: string, msg: string, fields?: Record<string, unknown>): string;
export function logConsoleAsJson(env?: Record<string, string | undefined>): void;
export function requestIdOf(req: IncomingMessage): string;
export function logRequest(req: IncomingMessage, res: ServerResponse, routeOf: (url: string | undefined) => string, env?: Record<string, string | undefined>): string;
