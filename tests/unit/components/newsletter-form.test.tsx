import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import type { Locale } from '@/lib/i18n/locales';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const { toastError, toastSuccess } = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: toastSuccess, info: vi.fn(), dismiss: vi.fn() } }));

const MESSAGES = { da, no, sv } as const;

/** What the API received: the signup's body, language and key. */
const received: { body: unknown; language: string | null; key: string | null }[] = [];
let answer: () => Response = () => HttpResponse.json({ subscription: { email: 'x', locale: 'da' } }, { status: 201 });

const server = setupServer(
  http.post('*/api/v1/newsletter', async ({ request }) => {
    received.push({ body: await request.json(), language: request.headers.get('accept-language'), key: request.headers.get('idempotency-key') });
    return answer();
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The schema and the call load with the form's first use: loaded once here, a test's wait is about the form.
  await Promise.all([import('@/lib/api/contract/newsletter'), import('@/lib/api/queries/newsletter'), import('@/lib/api/query/query-client'), import('@/features/newsletter/newsletter-form')]);
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  received.length = 0;
  answer = () => HttpResponse.json({ subscription: { email: 'x', locale: 'da' } }, { status: 201 });
  toastError.mockReset();
  toastSuccess.mockReset();
});

const SITES = {
  da: { label: 'Din e-mail', submit: 'Tilmeld', required: 'Dette felt er påkrævet', invalid: 'Indtast en gyldig e-mailadresse', done: 'Tak! Du er nu tilmeldt vores nyhedsbrev.', failed: 'Tilmeldingen mislykkedes. Prøv igen.' },
  no: { label: 'Din e-post', submit: 'Meld på', required: 'Dette feltet er påkrevd', invalid: 'Skriv inn en gyldig e-postadresse', done: 'Takk! Du er nå påmeldt nyhetsbrevet vårt.', failed: 'Påmeldingen mislyktes. Prøv igjen.' },
  sv: { label: 'Din e-post', submit: 'Prenumerera', required: 'Detta fält är obligatoriskt', invalid: 'Ange en giltig e-postadress', done: 'Tack! Du prenumererar nu på vårt nyhetsbrev.', failed: 'Prenumerationen misslyckades. Försök igen.' },
} as const;

function renderSignup(locale: Locale, Signup: typeof NewsletterForm = NewsletterForm) {
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Copenhagen">
      <Signup />
    </NextIntlClientProvider>,
  );
  const site = SITES[locale];
  return { user: userEvent.setup(), site, input: () => screen.getByLabelText(site.label), submit: () => screen.getByRole('button', { name: site.submit }) };
}

describe('newsletter signup (browsing spec §2 "Footer")', () => {
  it.each(['da', 'no', 'sv'] as const)('%s: names itself, and says an empty or wrong address in the site’s words before asking the API', async (locale) => {
    const { user, site, input, submit } = renderSignup(locale);
    expect(screen.getByRole('region', { name: MESSAGES[locale].newsletter.heading })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText(site.required)).toBeInTheDocument();
    // The message, the invalid mark and the focus arrive in one submit, not necessarily in one render.
    await waitFor(() => {
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toHaveFocus();
    });

    await user.type(input(), 'not-an-address');
    await user.click(submit());
    expect(await screen.findByText(site.invalid)).toBeInTheDocument();
    expect(screen.queryByText(site.required)).toBeNull();
    expect(received).toEqual([]);
  });

  it.each(['da', 'no', 'sv'] as const)('%s: signs up the address in lower case, says so, and empties the field', async (locale) => {
    const { user, site, input, submit } = renderSignup(locale);
    await user.type(input(), '  Fan@Example.COM ');
    await user.click(submit());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(site.done));
    expect(received).toEqual([{ body: { email: 'fan@example.com' }, language: locale, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(input()).toHaveValue('');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('sends a retry of the same address with the same key, and a new address with a new one', async () => {
    answer = () => HttpResponse.json({ message: 'Der gik noget galt hos os. Prøv venligst igen.', code: 'internal_error' }, { status: 500 });
    const { user, site, input, submit } = renderSignup('da');
    await user.type(input(), 'fan@example.com');
    await user.click(submit());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(site.failed));
    await user.click(submit());
    await waitFor(() => expect(received).toHaveLength(2));
    await user.clear(input());
    await user.type(input(), 'other@example.com');
    await user.click(submit());
    await waitFor(() => expect(received).toHaveLength(3));
    expect(received[1]!.key).toBe(received[0]!.key);
    expect(received[2]!.key).not.toBe(received[0]!.key);
    expect(input()).toHaveValue('other@example.com');
  });

  it('puts what the API says about the address under the field, and says the signup failed', async () => {
    answer = () =>
      HttpResponse.json(
        { message: 'Forespørgslen har ugyldige felter', code: 'validation_failed', errors: { email: ['skal være en gyldig e-mailadresse'] } },
        { status: 422 },
      );
    const { user, site, input, submit } = renderSignup('da');
    await user.type(input(), 'fan@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('skal være en gyldig e-mailadresse');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(toastError).toHaveBeenCalledWith(site.failed);
  });

  describe('as the footer holds it, plain until used', () => {
    it('keeps what was typed and the focus when the form takes over, and signs up', async () => {
      const { user, site, input, submit } = renderSignup('no', NewsletterSignup);
      expect(screen.getByRole('region', { name: MESSAGES.no.newsletter.heading })).toBeInTheDocument();
      const plain = input();
      await user.type(plain, 'Fan@');
      // The form that takes over is another element, with the letters typed so far and the focus.
      await waitFor(() => expect(input()).not.toBe(plain));
      expect(input()).toHaveFocus();
      await user.type(input(), 'example.no');
      expect(input()).toHaveValue('Fan@example.no');
      await user.click(submit());
      await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(site.done));
      expect(received).toEqual([{ body: { email: 'fan@example.no' }, language: 'no', key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    });

    it('checks a press of the button made before the form took over', async () => {
      const { user, site, input, submit } = renderSignup('sv', NewsletterSignup);
      const plain = input();
      await user.click(submit());
      expect(await screen.findByText(site.required)).toBeInTheDocument();
      expect(input()).not.toBe(plain);
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(received).toEqual([]);
    });
  });
});
