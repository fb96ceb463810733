import { afterAll, beforeAll, vi } from 'vitest';
import { installAvailabilityServices } from '@/server/modules/availability/services';
import { quickSandbox } from './availability';
import { TEST_TODAY } from './database';

/** The country domains as the shop is configured in production: absolute links in answers and mails. */
export const TEST_DOMAINS = 'da=fantur.dk,no=fantur.no,sv=fantur.se';

/**
 * A test file's shop: today frozen at TEST_TODAY, the sandbox suppliers
 * answering at once, and (`domains`) the three country domains configured;
 * all undone after the file.
 */
export function withTestShop({ domains = false }: { domains?: boolean } = {}): void {
  beforeAll(() => {
    vi.stubEnv('SHOP_NOW', TEST_TODAY);
    if (domains) vi.stubEnv('SITE_DOMAINS', TEST_DOMAINS);
    installAvailabilityServices(quickSandbox());
  });
  afterAll(() => {
    installAvailabilityServices(undefined);
    vi.unstubAllEnvs();
  });
}
