import type { ServerResponse } from 'node:http';

export function originForm(target: string): string | null;
export const KEPT_PAGE_CACHE_CONTROL: string;
export function honestCaching(res: ServerResponse): void;
