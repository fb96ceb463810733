import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Club } from '@/lib/api/contract/catalogue';
import { makeQueryClient } from '@/lib/api/query/query-client';
import { formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';
import sv from '@/messages/sv.json';
import { api, http, HttpResponse, startApiServer } from '../../support/msw';
import { QueryWrapper } from '../../support/query';

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

const { StadiumTour } = await import('@/features/package/steps/tickets/stadium-tour');
// The tour's text loads on first use: have it compiled before the first test waits for it.
await import('@/features/package/steps/tickets/stadium-tour-text');

const apiServer = startApiServer();

const club = { slug: 'fc-kobenhavn', name: 'FC København' };

/** The club as GET clubs/:slug answers it, with its tour text. */
const clubBody = (stadiumTourText: string | null): { club: Club } => ({
  club: {
    id: 7,
    slug: club.slug,
    name: club.name,
    logo: { originalUrl: '/media/crest/club/fc-kobenhavn.svg', thumbUrl: '/media/crest/club/fc-kobenhavn.svg?size=thumb' },
    logoThumbUrl: '/media/crest/club/fc-kobenhavn.svg?size=thumb',
    guidingTexts: { stadiumTourText, hotelText: null, premiumText: null },
    isPopular: true,
    country: { code: 'DK', name: 'Danmark' },
    tournaments: [],
  },
});

/** The clubs asked for: slug and the language asked in. */
let asked: { slug: string; language: string | null }[];
function answerClub(answer: (language: string | null) => Response) {
  apiServer.use(
    http.get(api('clubs/:slug'), ({ params, request }) => {
      const language = request.headers.get('accept-language');
      asked.push({ slug: String(params.slug), language });
      return answer(language);
    }),
  );
}

const renderTour = () =>
  render(
    <NextIntlClientProvider locale="da" messages={da} formats={formats} timeZone="Europe/Copenhagen">
      <QueryWrapper>
        <StadiumTour club={club} />
      </QueryWrapper>
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  toastError.mockReset();
  asked = [];
});

describe('the stadium and museum tour popup', () => {
  it('loads the home club’s tour text when opened, once', async () => {
    answerClub(() => HttpResponse.json(clubBody('Rundvisning i Parken hver lørdag.')));
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    expect(await screen.findByRole('dialog', { name: 'Stadion- og museumstur hos FC København' })).toBeInTheDocument();
    expect(await screen.findByText('Rundvisning i Parken hver lørdag.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    expect(await screen.findByText('Rundvisning i Parken hver lørdag.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.slug).toBe('fc-kobenhavn');
  });

  it('says so when the club offers no tour', async () => {
    answerClub(() => HttpResponse.json(clubBody(null)));
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    expect(await screen.findByText('FC København har ingen stadiontur i denne periode.')).toBeInTheDocument();
  });

  it('closes with a toast when the club cannot be loaded', async () => {
    answerClub(() => HttpResponse.json({ message: 'The catalogue is resting' }, { status: 503 }));
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(toastError.mock.calls[0]?.[0]).toMatch(/^Fejl: /);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the one error text of a failed call: the site’s word for error and the server’s message', async () => {
    answerClub(() => HttpResponse.json({ message: 'The catalogue is resting' }, { status: 503 }));
    renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Fejl: The catalogue is resting'));
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('asks again in another language: the answer is kept per site', async () => {
    answerClub((language) => HttpResponse.json(clubBody(language === 'sv' ? 'Arenavisning varje lördag.' : 'Rundvisning i Parken hver lørdag.')));
    // One cache for both trees, as one browser session would have.
    const client = makeQueryClient();
    const tour = (locale: 'da' | 'sv') => (
      <NextIntlClientProvider locale={locale} messages={locale === 'da' ? da : sv} formats={formats} timeZone="Europe/Copenhagen">
        <QueryClientProvider client={client}>
          <StadiumTour club={club} />
        </QueryClientProvider>
      </NextIntlClientProvider>
    );
    const { unmount } = render(tour('da'));
    await userEvent.click(screen.getByRole('button', { name: 'Stadion- og museumstur' }));
    expect(await screen.findByText('Rundvisning i Parken hver lørdag.')).toBeInTheDocument();
    unmount();

    render(tour('sv'));
    await userEvent.click(screen.getByRole('button', { name: 'Arena- och museitur' }));
    expect(await screen.findByText('Arenavisning varje lördag.')).toBeInTheDocument();
    expect(screen.queryByText('Rundvisning i Parken hver lørdag.')).not.toBeInTheDocument();
    expect(asked.map((call) => call.language)).toEqual(['da', 'sv']);
  });
});
