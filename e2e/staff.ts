import { generate } from 'otplib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';

/**
 * Signing in to the staff inbox as one of the browser tests' staff users
 * (playwright.config.ts `E2E_STAFF`): the name and password, then the code
 * the authenticator app would show now, computed from the users' secret.
 */
const code = () => generate({ secret: E2E_STAFF.secret });

/** Through the sign-in page, as a person does. */
export async function signInStaff(page: Page, name: string): Promise<void> {
  await page.goto('/staff/sign-in');
  await page.getByLabel('Brugernavn').fill(name);
  await page.getByLabel('Adgangskode').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await page.getByLabel('Kode', { exact: true }).fill(await code());
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByText(`Logget ind som ${name}`)).toBeVisible();
}

/** The forms posted from the shop's own page, as a browser says (the staff pages refuse a post that names no origin). */
const post = (request: APIRequestContext, baseURL: string, form: Record<string, string>, cookie?: string) =>
  request.post('/staff/sign-in', { form, maxRedirects: 0, headers: { origin: new URL(baseURL).origin, ...(cookie && { cookie }) } });

const cookieOf = (header: string | undefined) => /^(__Host-staff-session=[A-Za-z0-9_-]+)/.exec(header ?? '')?.[1];

/** Through the sign-in's forms without a browser: the `cookie` header of a signed-in session. */
export async function staffSessionCookie(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const first = await post(request, baseURL, { step: 'password', name, password: E2E_STAFF.password });
  expect(first.status()).toBe(303);
  const pending = cookieOf(first.headers()['set-cookie']);
  expect(pending).toBeDefined();
  const second = await post(request, baseURL, { step: 'code', code: await code() }, pending);
  expect(second.status()).toBe(303);
  const session = cookieOf(second.headers()['set-cookie']);
  expect(session).toBeDefined();
  return session!;
}
