import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { CheckboxField, DatePartsField, EmailField, Form, FormError, PhoneField, SelectField, TextField, useFormApi, type FormApi } from '@/components/ui/form';
import { dayOfParts } from '@/lib/forms/dates';
import { ruleText } from '@/lib/forms/messages';
import { birthDate, email, min, phone, required } from '@/lib/forms/rules';
import type { Locale } from '@/lib/i18n/locales';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const MESSAGES = { da, no, sv } as const;

const contact = z.object({
  name: required().check(min(2)),
  email: email(),
  mobile: phone(),
});
type Contact = z.output<typeof contact>;

const LABELS = { name: 'Navn', email: 'E-mail', mobile: 'Mobil' };

function Submit() {
  const { submitting } = useFormApi();
  return (
    <button type="submit" aria-busy={submitting || undefined}>
      Send
    </button>
  );
}

type OnSubmit = Mock<(values: Contact, form: FormApi) => unknown>;

function renderForm({
  locale = 'da',
  onSubmit = vi.fn(),
  schema = contact,
  revalidate,
}: {
  locale?: Locale;
  onSubmit?: OnSubmit;
  schema?: typeof contact | (() => Promise<typeof contact>);
  revalidate?: 'onSubmit' | 'onChange';
} = {}) {
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Copenhagen">
      <Form schema={schema} defaultValues={{ name: '', email: '', mobile: '' }} onSubmit={onSubmit} revalidate={revalidate} aria-label="Kontakt">
        <TextField name="name" label={LABELS.name} description="Som i passet" />
        <EmailField name="email" label={LABELS.email} />
        <PhoneField name="mobile" label={LABELS.mobile} />
        <FormError />
        <Submit />
      </Form>
    </NextIntlClientProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send' });

/** The texts an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('<Form schema>: a field is wired to its texts', () => {
  it('labels each control, types the email and phone inputs, and ties the description to its field', () => {
    renderForm();
    expect(field('Navn')).toHaveAttribute('type', 'text');
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(field('Mobil')).toHaveAttribute('type', 'tel');
    expect(description(field('Navn'))).toEqual(['Som i passet']);
    expect(field('Navn')).not.toHaveAttribute('aria-invalid');
    expect(field('E-mail')).not.toHaveAttribute('aria-describedby');
  });
});

describe('<Form schema>: the rules in the site’s words (booking spec §5)', () => {
  it.each([
    ['da', 'Dette felt er påkrævet', 'Indtast en gyldig e-mailadresse', 'Mobil er ikke et gyldigt telefonnummer', 'Navn skal være mindst 2 tegn'],
    ['no', 'Dette feltet er påkrevd', 'Skriv inn en gyldig e-postadresse', 'Mobil er ikke et gyldig telefonnummer', 'Navn må være minst 2 tegn'],
    ['sv', 'Detta fält är obligatoriskt', 'Ange en giltig e-postadress', 'Mobil är inte ett giltigt telefonnummer', 'Navn måste vara minst 2 tecken'],
  ] as const)('%s: "%s", "%s", "%s", "%s"', async (locale, requiredText, emailText, phoneText, minText) => {
    const { user, onSubmit } = renderForm({ locale });
    await user.click(send());
    expect(await screen.findAllByText(requiredText)).toHaveLength(3);

    await user.type(field('Navn'), 'A');
    await user.type(field('E-mail'), 'ann@example');
    await user.type(field('Mobil'), 'tlf. 12 34 56 78');
    await user.click(send());
    expect(await screen.findByText(minText)).toBeInTheDocument();
    expect(screen.getByText(emailText)).toBeInTheDocument();
    expect(screen.getByText(phoneText)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['da', 'Navn indeholder tegn, der ikke kan bruges'],
    ['no', 'Navn inneholder tegn som ikke kan brukes'],
    ['sv', 'Navn innehåller tecken som inte kan användas'],
  ] as const)('%s: a NUL or half of a surrogate pair in a text reads "%s", and nothing is sent', async (locale, text) => {
    const { user, onSubmit } = renderForm({ locale });
    // Pasted, not typed: user-event types no NUL.
    fireEvent.input(field('Navn'), { target: { value: 'Ann\u0000e' } });
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '+4512345678');
    await user.click(send());
    expect(await screen.findByText(text)).toBeInTheDocument();
    fireEvent.input(field('Navn'), { target: { value: 'Ann\ud83d' } });
    await user.click(send());
    await waitFor(() => expect(description(field('Navn'))).toEqual(['Som i passet', text]));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks each invalid field and describes it with its message, after its description', async () => {
    const { user } = renderForm();
    await user.type(field('E-mail'), 'ann@example.com');
    await user.click(send());
    await waitFor(() => expect(field('Navn')).toHaveAttribute('aria-invalid', 'true'));
    expect(description(field('Navn'))).toEqual(['Som i passet', 'Dette felt er påkrævet']);
    expect(description(field('Mobil'))).toEqual(['Dette felt er påkrævet']);
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid');
    // Said with the field, which takes the focus: not shouted as an alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads an empty or blank field as not given: required, not "no address"', async () => {
    const { user } = renderForm();
    await user.type(field('E-mail'), '   ');
    await user.click(send());
    await waitFor(() => expect(description(field('E-mail'))).toEqual(['Dette felt er påkrævet']));
  });

  it('moves the focus to the first invalid field in the page’s order', async () => {
    const { user } = renderForm();
    await user.type(field('Navn'), 'Ann');
    await user.click(send());
    await waitFor(() => expect(field('E-mail')).toHaveFocus());

    await user.type(field('E-mail'), 'ann@example.com');
    await user.click(send());
    await waitFor(() => expect(field('Mobil')).toHaveFocus());
  });

  it('checks a field again as it changes once the form was submitted: a filled field loses its message at once', async () => {
    const { user } = renderForm();
    await user.type(field('Navn'), 'A');
    // Before the first submit nothing is checked.
    expect(field('Navn')).not.toHaveAttribute('aria-invalid');
    await user.clear(field('Navn'));
    await user.click(send());
    await waitFor(() => expect(description(field('Navn'))).toContain('Dette felt er påkrævet'));
    await user.type(field('Navn'), 'Ann');
    await waitFor(() => expect(description(field('Navn'))).toEqual(['Som i passet']));
    await user.type(field('Mobil'), '+4512x');
    await waitFor(() => expect(description(field('Mobil'))).toEqual(['Mobil er ikke et gyldigt telefonnummer']));
  });

  it('keeps a message until the next submit with revalidate="onSubmit"', async () => {
    const { user } = renderForm({ revalidate: 'onSubmit' });
    await user.click(send());
    await user.type(field('Navn'), 'Ann');
    expect(description(field('Navn'))).toContain('Dette felt er påkrævet');
    await user.click(send());
    await waitFor(() => expect(description(field('Navn'))).toEqual(['Som i passet']));
  });
});

describe('<Form schema>: submitting', () => {
  it('hands onSubmit the schema’s output: trimmed, the address in lower case', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(field('Navn'), '  Ann Hansen ');
    await user.type(field('E-mail'), 'Ann@Example.COM');
    await user.type(field('Mobil'), '+4512345678');
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ann Hansen', email: 'ann@example.com', mobile: '+4512345678' });
  });

  it('loads the schema with the form’s first use, not with the page, and keeps what was typed meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(contact));
    const { user, onSubmit } = renderForm({ schema: load });
    expect(load).not.toHaveBeenCalled();
    await user.type(field('Navn'), 'Ann');
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '12345678');
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ann', email: 'ann@example.com', mobile: '12345678' });
  });

  it('runs a submit made before the schema arrived once it has', async () => {
    let arrive!: (schema: typeof contact) => void;
    const load = vi.fn(() => new Promise<typeof contact>((resolve) => (arrive = resolve)));
    const { user, onSubmit } = renderForm({ schema: load });
    await user.type(field('Navn'), 'Ann');
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '12345678');
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    arrive(contact);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Ann' });
  });

  it('is submitting while onSubmit runs, and submits once on a double click', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await user.type(field('Navn'), 'Ann');
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '12345678');
    await user.dblClick(send());
    await waitFor(() => expect(send()).toHaveAttribute('aria-busy', 'true'));
    finish();
    await waitFor(() => expect(send()).not.toHaveAttribute('aria-busy'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('<Form schema>: what the API says about the fields (ApiError.errors)', () => {
  it('puts each field’s messages under it, announced, and answers those that name no field here', async () => {
    let leftover: Record<string, string[]> = {};
    const onSubmit = vi.fn((_: Contact, form: FormApi) => {
      leftover = form.setServerErrors({ email: ['skal være en gyldig e-mailadresse'], _: ['Forespørgslen har ugyldige felter'], packageId: ['skal være et tal'] });
    });
    const { user } = renderForm({ onSubmit });
    await user.type(field('Navn'), 'Ann');
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '12345678');
    await user.click(send());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['skal være en gyldig e-mailadresse', 'Forespørgslen har ugyldige felter']);
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(description(field('E-mail'))).toEqual(['skal være en gyldig e-mailadresse']);
    expect(leftover).toEqual({ packageId: ['skal være et tal'] });
    // The next submit starts without them.
    onSubmit.mockImplementation(() => {});
    await user.click(send());
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
  });

  it('keeps what the API said of a field until that field changes, while the visitor corrects another', async () => {
    const onSubmit = vi.fn((_: Contact, form: FormApi) => {
      form.setServerErrors({ email: ['skal være en gyldig e-mailadresse'], mobile: ['er ikke et gyldigt telefonnummer'] });
    });
    const { user } = renderForm({ onSubmit });
    await user.type(field('Navn'), 'Ann');
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '12345678');
    await user.click(send());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    await user.type(field('Mobil'), '9');
    await waitFor(() => expect(field('Mobil')).not.toHaveAttribute('aria-invalid'));
    expect(description(field('E-mail'))).toEqual(['skal være en gyldig e-mailadresse']);
    await user.type(field('Navn'), 'e');
    expect(description(field('E-mail'))).toEqual(['skal være en gyldig e-mailadresse']);
    await user.type(field('E-mail'), 'x');
    await waitFor(() => expect(field('E-mail')).not.toHaveAttribute('aria-invalid'));
  });

  it('sets one field’s message and clears a value from the submit’s own code', async () => {
    const onSubmit = vi.fn((_: Contact, form: FormApi) => {
      form.setValue('mobile', '');
      form.setError('mobile', 'Nummeret findes ikke');
    });
    const { user } = renderForm({ onSubmit });
    await user.type(field('Navn'), 'Ann');
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '12345678');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nummeret findes ikke');
    expect(field('Mobil')).toHaveValue('');
    expect(field('Navn')).toHaveValue('Ann');
  });

  it('resets to the defaults without messages', async () => {
    const onSubmit = vi.fn((_: Contact, form: FormApi) => form.reset());
    const { user } = renderForm({ onSubmit });
    await user.type(field('Navn'), 'Ann');
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Mobil'), '12345678');
    await user.click(send());
    await waitFor(() => expect(field('Navn')).toHaveValue(''));
    expect(field('E-mail')).toHaveValue('');
  });
});

describe('<Form schema>: the form’s own rule, a select and a checkbox', () => {
  const booking = z
    .object({
      title: required(),
      conditions: z.literal(true, { error: ruleText('required') }),
      adults: z.coerce.number(),
      children: z.coerce.number(),
    })
    .refine((value) => value.children <= value.adults, 'Et barn rejser med en voksen');

  function renderBooking(onSubmit = vi.fn()) {
    render(
      <NextIntlClientProvider locale="sv" messages={sv} timeZone="Europe/Stockholm">
        <Form schema={booking} defaultValues={{ title: '', conditions: false, adults: '1', children: '0' }} onSubmit={onSubmit}>
          <SelectField
            name="title"
            label="Titel"
            placeholder="Välj"
            options={[
              { value: 'mr', label: 'Herr' },
              { value: 'mrs', label: 'Fru' },
            ]}
          />
          <CheckboxField name="conditions" label="Jag godkänner villkoren" />
          <TextField name="adults" type="number" label="Vuxna" />
          <TextField name="children" type="number" label="Barn" />
          <FormError />
          <Submit />
        </Form>
      </NextIntlClientProvider>,
    );
    return { user: userEvent.setup(), onSubmit };
  }

  it('says a select and a box are required, in the site’s words', async () => {
    const { user } = renderBooking();
    await user.click(send());
    await waitFor(() => expect(field('Titel')).toHaveAttribute('aria-invalid', 'true'));
    expect(description(field('Titel'))).toEqual(['Detta fält är obligatoriskt']);
    expect(description(field('Jag godkänner villkoren'))).toEqual(['Detta fält är obligatoriskt']);
    expect(field('Titel')).toHaveFocus();
  });

  it('shows an object-level rule as the form’s own error, announced', async () => {
    const { user, onSubmit } = renderBooking();
    await user.selectOptions(field('Titel'), 'Fru');
    await user.click(field('Jag godkänner villkoren'));
    await user.clear(field('Barn'));
    await user.type(field('Barn'), '2');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Et barn rejser med en voksen');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field('Vuxna'));
    await user.type(field('Vuxna'), '2');
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'mrs', conditions: true, adults: 2, children: 2 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the error in the page’s words when given a function', async () => {
    render(
      <NextIntlClientProvider locale="da" messages={da} timeZone="Europe/Copenhagen">
        <Form schema={z.object({ a: z.string().optional() }).refine(() => false, 'tooLong')} defaultValues={{ a: '' }} onSubmit={vi.fn()}>
          <FormError>{(problem) => `Problem: ${problem}`}</FormError>
          <Submit />
        </Form>
      </NextIntlClientProvider>,
    );
    await userEvent.setup().click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Problem: tooLong');
    expect(within(screen.getByRole('alert')).queryByText('tooLong')).toBeNull();
  });
});

describe('<DatePartsField>: a date typed as day, month and year', () => {
  const schema = z.record(z.string(), z.unknown()).transform((values) => ({ born: dayOfParts(values.born) })).pipe(z.object({ born: birthDate() }));

  function renderDate(onSubmit = vi.fn()) {
    render(
      <NextIntlClientProvider locale="da" messages={da} timeZone="Europe/Copenhagen">
        <Form schema={schema} defaultValues={{ born: { day: '', month: '', year: '' } }} onSubmit={onSubmit} aria-label="Dato">
          <DatePartsField name="born" label="Fødselsdato" description="For eksempel 17 5 1984" birthday />
          <Submit />
        </Form>
      </NextIntlClientProvider>,
    );
    return { user: userEvent.setup(), onSubmit };
  }

  it('is a group named by its label, with a field for each part, the birthday’s autofill, and the date’s message on each part', async () => {
    const { user, onSubmit } = renderDate();
    const group = screen.getByRole('group', { name: 'Fødselsdato' });
    const [day, month, year] = ['Dag', 'Måned', 'År'].map((label) => within(group).getByLabelText(label));
    expect([day, month, year].map((part) => part!.getAttribute('autocomplete'))).toEqual(['bday-day', 'bday-month', 'bday-year']);
    expect(day).toHaveAttribute('inputmode', 'numeric');
    await user.click(send());
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    expect(day).toHaveFocus();
    expect(description(year!)).toEqual(['For eksempel 17 5 1984', 'Dette felt er påkrævet']);

    // Checked again as it is typed: an impossible day, then a right one.
    await user.type(day!, '31');
    await user.type(month!, '2');
    await user.type(year!, '1984');
    await waitFor(() => expect(description(day!)).toEqual(['For eksempel 17 5 1984', 'Fødselsdato skal være en rigtig dato med dag, måned og år']));
    await user.clear(day!);
    await user.type(day!, '7');
    await waitFor(() => expect(day).not.toHaveAttribute('aria-invalid'));
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ born: '1984-02-07' });
  });

  it('shows a whole day it was given as its parts', () => {
    render(
      <NextIntlClientProvider locale="da" messages={da} timeZone="Europe/Copenhagen">
        <Form schema={schema} defaultValues={{ born: '1984-05-17' }} onSubmit={vi.fn()} aria-label="Dato">
          <DatePartsField name="born" label="Fødselsdato" />
        </Form>
      </NextIntlClientProvider>,
    );
    expect(['Dag', 'Måned', 'År'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value)).toEqual(['17', '5', '1984']);
  });
});
