import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import PageError from '@/app/[locale]/error';
import da from '@/messages/da.json';

/** A site's page error (app/[locale]/error.tsx): its screen loads when it shows, with the way home and a retry. */
describe('a page that failed', () => {
  // The screen loads when the boundary shows: loaded once here, the test's wait is about the boundary.
  beforeAll(() => import('@/features/layout/error-screen'));

  it('shows the error screen with its status, the way to the front page and a retry that renders the page again', async () => {
    const reset = vi.fn();
    // The boundary logs the error it shows.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Awaited: the boundary suspends until its screen has loaded.
    await act(async () => {
      render(
        <NextIntlClientProvider locale="da" messages={da} timeZone="Europe/Copenhagen">
          <PageError error={new Error('broken')} reset={reset} />
        </NextIntlClientProvider>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Der gik noget galt' })).toBeTruthy();
    expect(screen.getByText('Fejlkode 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/da');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
