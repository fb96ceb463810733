/**
 * zod without its eval probe, set before zod is loaded and without loading
 * it: zod keeps its settings in one object on `globalThis` (what its
 * `z.config()` writes), so the browser's entry sets `jitless` there and the
 * first page carries none of zod for it. tests/unit/zod-jitless.test.ts holds
 * zod to that name.
 */
export const ZOD_JITLESS = {
  key: '__zod_globalConfig',
  apply(): void {
    const holder = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
    holder[this.key] = { ...holder[this.key], jitless: true };
  },
} as const;
