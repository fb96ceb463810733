import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose backend cannot be reached: the initial-data failure page. */
export const BROKEN_PORT = PORT + 1;
/** A third server whose flight supplier always fails: the flight modal's error path. */
export const FLIGHT_FAULTS_PORT = PORT + 2;
/** The mail sink (scripts/mail-sink.mjs): the shop sends its mails there over SMTP, the tests read them over HTTP. */
export const MAIL_SMTP_PORT = PORT + 3;
export const MAIL_HTTP_PORT = PORT + 4;
/** A server e2e/kept-pages.spec.ts starts on a database of its own, whose bookings no other test counts on. */
export const KEPT_PAGES_PORT = PORT + 5;
/** A server e2e/offer-pdf.spec.ts starts with the sandbox's control on, whose withdrawn hotels no other test sees. */
export const OFFERS_PORT = PORT + 6;
/** A server e2e/operations.spec.ts starts to read its logs and stop it. */
export const OPERATIONS_PORT = PORT + 7;
/** A server e2e/consent.spec.ts starts with third-party pieces configured, and the stand-in third party they load from. */
export const CONSENT_PORT = PORT + 8;
export const THIRD_PARTY_PORT = PORT + 9;
/** A server e2e/operations.spec.ts starts before its PostgreSQL is up. */
export const OUTAGE_PORT = PORT + 10;
/** A server e2e/odd-addresses.spec.ts starts to read its log while scanners' addresses reach it. */
export const ODD_ADDRESSES_PORT = PORT + 11;
/** A server e2e/fixture-changes.spec.ts starts with the sandbox fixture feed's control on and a quick feed, whose moved matches no other test sees. */
export const FIXTURES_PORT = PORT + 12;
/** The browser tests' servers multiply every rate limit by this: a run's journeys all come from one address. */
export const E2E_RATE_LIMIT_FACTOR = 1000;
/**
 * The staff users of the browser tests' main server (STAFF_USERS), all with
 * this password and this authenticator secret (base32; e2e/staff.ts computes
 * the code). A code is taken once per user, so each test that signs in has a
 * user of its own.
 */
export const E2E_STAFF = {
  password: 'browser-tests-staff-password',
  secret: 'KRSXG5CTORQWMZTTMVRXEZLUMFWGS43U',
  names: [
    'kirsten',
    ...['desktop', 'mobile'].flatMap((project) => ['da', 'no', 'sv'].map((locale) => `kirsten-${project}-${locale}`)),
    ...['desktop', 'mobile'].map((project) => `kirsten-data-${project}`),
    ...['desktop', 'mobile'].map((project) => `kirsten-calendar-${project}`),
    ...['desktop', 'mobile'].map((project) => `kirsten-changes-${project}`),
  ],
};
/** The trip links' key of the browser tests' main server (TRIP_LINK_SECRET): e2e/trip-links.ts signs links to trips the tests booked. */
export const E2E_TRIP_LINK_SECRET = 'browser-tests-trip-link-key-of-32-characters-or-more';

/**
 * Browser journeys in Debian's Chromium against the production build on the
 * embedded database, seeded afresh for every run (`--fresh`). Playwright's own
 * browser download is never used.
 *
 * Time budgets are sized for a machine four times slower than a developer's
 * (CI on a busy machine): a test has a minute, each axe run adds half a
 * minute (e2e/accessibility.ts), a long journey marks itself `test.slow()`
 * (three minutes), and an expectation waits up to 30 s for the state the
 * page announces. No retries: a test that passes only the second time
 * is a bug in the test or the shop, not luck.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 30_000, toPass: { timeout: 60_000 } },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: [
    {
      command: 'node scripts/mail-sink.mjs',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/mails`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      // A clean clone builds first: minutes on a slow machine.
      command: 'node scripts/start.mjs --fresh',
      url: `http://localhost:${PORT}/da`,
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        PGLITE_DIR: '.data/e2e',
        DATABASE_URL: '',
        SHOP_NOW: '',
        SHOP_CLOCK_OVERRIDE: 'cookie',
        SITE_DOMAINS: `da=da.localhost:${PORT},no=no.localhost:${PORT},sv=sv.localhost:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // Every journey of a run comes from 127.0.0.1: one visitor to the rate limits (server/http/limits.ts).
        RATE_LIMIT_FACTOR: String(E2E_RATE_LIMIT_FACTOR),
        // A line per request would bury the test report; e2e/operations.spec.ts reads them on a server of its own.
        LOG_REQUESTS: 'off',
        SHUTDOWN_DRAIN_MS: '0',
        STAFF_USERS: E2E_STAFF.names.map((name) => `${name}:${E2E_STAFF.password}:${E2E_STAFF.secret}`).join(','),
        TRIP_LINK_SECRET: E2E_TRIP_LINK_SECRET,
      },
    },
    {
      // Started after the first, so the production build exists; nothing listens on port 65533.
      command: 'node runtime/server.mjs',
      url: `http://localhost:${BROKEN_PORT}/media/crest/club/ready.svg`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: { API_BASE_URL: 'http://127.0.0.1:65533/api/v1', DATABASE_URL: '', PGLITE_DIR: '.data/e2e-broken', PORT: String(BROKEN_PORT), RATE_LIMIT_FACTOR: String(E2E_RATE_LIMIT_FACTOR), LOG_REQUESTS: 'off', SHUTDOWN_DRAIN_MS: '0' },
    },
    {
      // The same build on its own database, every sandbox flight search failing (502).
      command: 'node scripts/start.mjs --fresh',
      url: `http://localhost:${FLIGHT_FAULTS_PORT}/da`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: { PORT: String(FLIGHT_FAULTS_PORT), PGLITE_DIR: '.data/e2e-faults', DATABASE_URL: '', SHOP_NOW: '', SUPPLIER_FAULTS: 'flights:1', RATE_LIMIT_FACTOR: String(E2E_RATE_LIMIT_FACTOR), LOG_REQUESTS: 'off', SHUTDOWN_DRAIN_MS: '0' },
    },
  ],
});
