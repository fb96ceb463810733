import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardSlider, type SliderItem } from '@/components/ui/card-slider';

const items: SliderItem[] = Array.from({ length: 5 }, (_, index) => ({
  key: `pkg-${index + 1}`,
  label: `${index + 1} af 5`,
  content: (
    <article>
      <h3>{`Rejse ${index + 1}`}</h3>
      <a href={`/da/pakker/rejse-${index + 1}`}>{`Se rejse ${index + 1}`}</a>
    </article>
  ),
}));

const labels = { label: 'Anbefalede rejser', previousLabel: 'Forrige rejser', nextLabel: 'Næste rejser' };

/** A browser window `width` px wide, as matchMedia answers it. */
function setViewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const minWidth = /\(min-width: (\d+)px\)/.exec(query)?.[1];
      return {
        matches: minWidth !== undefined && width >= Number(minWidth),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      };
    }),
  );
  window.matchMedia = globalThis.matchMedia;
}

/** The cards a visitor can reach: slides that are not inert. */
function reachableSlides() {
  return screen
    .getAllByRole('group', { name: /af 5$/ })
    .filter((slide) => !slide.closest('[inert]'))
    .map((slide) => slide.getAttribute('aria-label'));
}

/**
 * Slick slides on a chain of timers, each set when React has applied the
 * state of the one before (the move, the animation, then its busy flag), so
 * time moves on once per link; a click while it is busy is ignored.
 */
async function finishSliding() {
  for (let link = 0; link < 4; link++) {
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
  }
}

/** Renders the slider and waits for react-slick, which loads once the viewport is known. */
async function renderSlider(ui: ReactElement) {
  const rendered = render(ui);
  await waitFor(() => expect(document.querySelector('[data-slider-state="static"]')).toBeNull());
  return rendered;
}

beforeAll(async () => {
  await import('react-slick');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recommended packages slider', () => {
  it('renders every card on the server in a plain row, before the slider runs', () => {
    const html = renderToString(<CardSlider items={items} {...labels} />);
    expect(html).toContain('data-slider-state="static"');
    expect(html).not.toContain('slick-slider');
    for (let n = 1; n <= 5; n++) expect(html).toContain(`Rejse ${n}`);
    // The buttons exist from the first paint (no shift), idle until the slider runs.
    expect(html.match(/<button[^>]*disabled/g)).toHaveLength(2);
  });

  it('shows one card at a time below 768 px', async () => {
    setViewport(375);
    await renderSlider(<CardSlider items={items} {...labels} />);
    expect(document.querySelector('.slick-slider')).not.toBeNull();
    expect(reachableSlides()).toEqual(['1 af 5']);
  });

  it('shows two cards from 768 px and three from 1200 px', async () => {
    setViewport(800);
    const { unmount } = await renderSlider(<CardSlider items={items} {...labels} />);
    expect(reachableSlides()).toEqual(['1 af 5', '2 af 5']);
    unmount();
    setViewport(1280);
    await renderSlider(<CardSlider items={items} {...labels} />);
    expect(reachableSlides()).toEqual(['1 af 5', '2 af 5', '3 af 5']);
  });

  it('moves one card on with the next button and stops at the last full view', async () => {
    setViewport(1280);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSlider(<CardSlider items={items} {...labels} />);
    const previous = screen.getByRole('button', { name: 'Forrige rejser' });
    const next = screen.getByRole('button', { name: 'Næste rejser' });
    expect(previous).toBeDisabled();

    await user.click(next);
    await finishSliding();
    expect(reachableSlides()).toEqual(['2 af 5', '3 af 5', '4 af 5']);
    expect(previous).toBeEnabled();

    await user.click(next);
    await finishSliding();
    expect(reachableSlides()).toEqual(['3 af 5', '4 af 5', '5 af 5']);
    expect(next).toBeDisabled();

    await user.click(previous);
    await finishSliding();
    expect(reachableSlides()).toEqual(['2 af 5', '3 af 5', '4 af 5']);
  });

  it('keeps keyboard focus out of cards that are out of view', async () => {
    setViewport(375);
    await renderSlider(<CardSlider items={items} {...labels} />);
    const hiddenLink = screen.getByRole('link', { name: 'Se rejse 2', hidden: true });
    expect(hiddenLink.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Se rejse 1' }).closest('[inert]')).toBeNull();
  });

  describe('heights', () => {
    // jsdom lays nothing out: each slide is as tall as 300 px plus 40 px per place in the row.
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    beforeEach(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
        configurable: true,
        get(this: HTMLElement) {
          return this.dataset.index === undefined ? 0 : 300 + 40 * Number(this.dataset.index);
        },
      });
    });
    afterEach(() => {
      if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    });
    const list = () => document.querySelector<HTMLElement>('.slick-list')!;

    it('below 768 px gives the slider the height of the card in view, not of the tallest card', async () => {
      setViewport(375);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderSlider(<CardSlider items={items} {...labels} />);
      expect(screen.getByRole('group', { name: 'Anbefalede rejser' })).toHaveAttribute('data-one-up');
      expect(list().style.height).toBe('300px');
      await user.click(screen.getByRole('button', { name: 'Næste rejser' }));
      await finishSliding();
      expect(list().style.height).toBe('340px');
    });

    it('side by side lets the cards of a row share its height', async () => {
      setViewport(1280);
      await renderSlider(<CardSlider items={items} {...labels} />);
      expect(screen.getByRole('group', { name: 'Anbefalede rejser' })).not.toHaveAttribute('data-one-up');
      expect(list().style.height).toBe('');
    });
  });

  it('does not loop, so no card (and no id in it) is cloned', async () => {
    setViewport(375);
    await renderSlider(<CardSlider items={items} {...labels} />);
    expect(document.querySelectorAll('.slick-cloned')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { name: /^Rejse \d$/, hidden: true })).toHaveLength(5);
  });
});
