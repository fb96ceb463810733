import { describe, expect, it } from 'vitest';
import { ZOD_JITLESS } from '@/lib/zod-jitless';

describe('zod without its eval probe', () => {
  it('is what zod’s own config reads once the browser entry has set it', async () => {
    ZOD_JITLESS.apply();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
