import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';

const { toastError, getClub } = vi.hoisted(() => ({ toastError: vi.fn(), getClub: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));
vi.mock('@/lib/api/endpoints/catalogue', () => ({ getClub }));

const { StadiumTour } = await import('@/features/package/stadium-tour');

const club = { slug: 'fc-kobenhavn', name: 'FC København' };
const renderTour = () =>
  render(
    <NextIntlClientProvider locale="da" messages={da} formats={formats} timeZone="Europe/Copenhagen">
      <StadiumTour club={club} />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  toastError.mockReset();
  getClub.mockReset();
});

describe('the stadium and museum tour popup', () => {
  it('loads the home club’s tour text when opened, once', async () => {
    getClub.mockResolvedValue({ guidingTexts: { stadiumTourText: 'Rundvisning i Parken hver lørdag.', hotelText: null, premiumText: null } });
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    expect(await screen.findByRole('dialog', { name: 'Stadion- og museumstur hos FC København' })).toBeInTheDocument();
    expect(await screen.findByText('Rundvisning i Parken hver lørdag.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    expect(await screen.findByText('Rundvisning i Parken hver lørdag.')).toBeInTheDocument();
    expect(getClub).toHaveBeenCalledTimes(1);
    expect(getClub.mock.calls[0]?.[1]).toBe('fc-kobenhavn');
  });

  it('says so when the club offers no tour', async () => {
    getClub.mockResolvedValue({ guidingTexts: { stadiumTourText: null, hotelText: null, premiumText: null } });
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    expect(await screen.findByText('FC København har ingen stadiontur i denne periode.')).toBeInTheDocument();
  });

  it('closes with a toast when the club cannot be loaded', async () => {
    getClub.mockRejectedValue(new ApiError(503, { message: 'The catalogue is resting' }));
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(toastError.mock.calls[0]?.[0]).toMatch(/^Fejl: /);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
