import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ConfiguredOrigins {
  script: string[];
  connect: string[];
  img: string[];
  form: string[];
  frame: string[];
  style: string[];
  font: string[];
}

export const CSP_REPORT_PATH: string;
export function baseHeaders(): [string, string][];
export function configuredOrigins(env?: Record<string, string | undefined>): ConfiguredOrigins;
export function pagePolicy(scriptHashes: readonly string[], origins?: ConfiguredOrigins): string;
export function reportingEndpoints(): string;
export function inlineScriptHashes(html: string): string[];
export function policyOf(html: string, origins?: ConfiguredOrigins): string;
export const MAX_HELD_BYTES: number;
export function holdForPolicy(req: IncomingMessage, res: ServerResponse, origins?: ConfiguredOrigins, maxHeld?: number): void;
export function withBaseHeaders(res: ServerResponse, headers?: [string, string][]): void;
export function reactRuntimeDefinitions(files?: readonly string[]): string[];
export function isReactRuntime(text: string, definitions?: readonly string[]): boolean;
export function headersOf(rest: unknown[]): Record<string, unknown> | unknown[] | undefined;
