/**
 * What the API refused of a booking (422) on the page: each message under
 * its field, and a toast that names the field as the form shows it (its
 * label, and whose it is), never by the body's path ('Fejl:
 * passengers.1.lastName: …'), in each site's words.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField, Form, TextField, type FormApi } from '@/components/ui/form';
import { useRefusals } from '@/features/booking/refusals';
import type { Locale } from '@/lib/i18n/locales';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { translation } from '@/server/messages';

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

const MESSAGES = { da, no, sv } as const;

/** The API's field messages in English, as the server writes them; the page receives them in its own language (server/messages). */
const REFUSED = {
  'contactInfo.email': ['must be a valid email address'],
  'passengers.1.lastName': ['is required'],
  'extra.hasAcceptedGeneralTerms': ['must be accepted'],
  acceptedTotal: ['must be 0 or more'],
};

function Booking({ locale }: { locale: Locale }) {
  const refused = useRefusals({ adults: 2 });
  const t = MESSAGES[locale].booking;
  const localized = Object.fromEntries(Object.entries(REFUSED).map(([name, messages]) => [name, messages.map((message) => translation(message, locale) ?? message)]));
  return (
    <Form schema={z.object({})} defaultValues={{}} onSubmit={(_, form: FormApi) => refused(localized, form)} aria-label="Booking">
      <TextField name="contactInfo.email" label={t.contact.email} />
      <TextField name="passengers.1.lastName" label={t.contact.lastName} />
      <CheckboxField name="extra.hasAcceptedGeneralTerms" label={t.answers.general} />
      <button type="submit">Send</button>
    </Form>
  );
}

beforeEach(() => toastError.mockReset());

describe('a booking the API refused', () => {
  it.each([
    [
      'da',
      [
        'Fejl: E-mail (Kontaktperson): skal være en gyldig e-mailadresse',
        'Fejl: Efternavn (Voksen 2): skal udfyldes',
        'Fejl: Jeg accepterer de generelle betingelser: skal accepteres',
        'Vi kunne ikke sende din bestilling: skal være 0 eller mere',
      ],
    ],
    [
      'no',
      [
        'Feil: E-post (Kontaktperson): må være en gyldig e-postadresse',
        'Feil: Etternavn (Voksen 2): må fylles ut',
        'Feil: Jeg godtar de generelle vilkårene: må aksepteres',
        'Vi kunne ikke sende bestillingen din: må være 0 eller mer',
      ],
    ],
    [
      'sv',
      [
        'Fel: E-post (Kontaktperson): måste vara en giltig e-postadress',
        'Fel: Efternamn (Vuxen 2): måste fyllas i',
        'Fel: Jag godkänner de allmänna villkoren: måste godkännas',
        'Vi kunde inte skicka din beställning: måste vara 0 eller mer',
      ],
    ],
  ] as const)('%s: names each field by its label and its traveller, never by its path', async (locale, toasts) => {
    render(
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Copenhagen">
        <Booking locale={locale} />
      </NextIntlClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(4));
    const shown = toastError.mock.calls.map(([text]) => text as string);
    expect(shown).toEqual(toasts);
    for (const text of shown) expect(text).not.toMatch(/[a-z]+[A-Z]\w*|\.\d+\./);
    // Under its field too, announced.
    expect(screen.getByLabelText(MESSAGES[locale].booking.contact.lastName)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(translation('is required', locale));
  });
});
