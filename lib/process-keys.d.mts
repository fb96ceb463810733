// Types of lib/process-keys.mjs: each key its own symbol type, so a holder's type can name it.
export const API_TRANSPORT: unique symbol;
export const STOPPING: unique symbol;
export const SHUTDOWN: unique symbol;
export const DB_REACHABILITY: unique symbol;
export const RENDER_CACHE_STORE: unique symbol;
export const DB_HANDLE: unique symbol;
export const DB_PREPARE: unique symbol;
export const DB_WAIT: unique symbol;
export const CACHE_STORE: unique symbol;
export const VERSIONED_CACHE_STORE: unique symbol;
export const WORKERS: unique symbol;
export const RATE_LIMIT_REDIS: unique symbol;
export const PAYMENT_GATEWAYS: unique symbol;
export const AVAILABILITY_SERVICES: unique symbol;
export const FIXTURE_FEED: unique symbol;
