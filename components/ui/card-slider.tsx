'use client';

import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type Slider from 'react-slick';
// Slick's layout rules only (no theme: its arrows and dots need a web font we do not ship).
import 'slick-carousel/slick/slick.css';
import styles from './card-slider.module.css';
import { breakpointQuery, lastStart, SLIDER_BREAKPOINTS, slidesToShowFor } from './slider-breakpoints';

export type SliderItem = {
  key: string;
  /** Announced with the slide, e.g. "3 af 12". */
  label: string;
  content: ReactNode;
};

type Props = {
  items: SliderItem[];
  /** Names the carousel, e.g. the section's heading. */
  label: string;
  previousLabel: string;
  nextLabel: string;
};

/** react-slick loads once the page has hydrated and knows its viewport: it is not in the first load. */
const LazySlider = lazy(() => import('react-slick'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const QUERIES = [...SLIDER_BREAKPOINTS.map(({ minWidth }) => breakpointQuery(minWidth)), REDUCED_MOTION];

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

const matches = (query: string) => window.matchMedia(query).matches;
/** A primitive, so React sees no change while the viewport stays within one breakpoint. */
const viewportSnapshot = () => `${slidesToShowFor(matches)}:${matches(REDUCED_MOTION) ? 'still' : 'moving'}`;
/** The server cannot know the viewport: it renders the CSS-laid-out first paint. */
const serverSnapshot = () => null;

/**
 * A row of cards that slides (react-slick), for the home page.
 *
 * No layout shift: the server, and the browser until hydration, render every
 * card in a plain row whose width per card comes from the same breakpoints
 * in CSS; react-slick replaces it only once the viewport's breakpoint is
 * known, with the same card widths and the same (tallest) row height. The
 * breakpoint is read here rather than through slick's `responsive` setting,
 * which applies a breakpoint only after the next resize (react-slick 0.31).
 *
 * react-slick itself loads after hydration; until it has, the plain row stays
 * and the buttons wait.
 *
 * One card at a time (phones), a card is as tall as its own content and the
 * slider follows the card in view (slick's adaptiveHeight): stretched to the
 * tallest of all the cards, a short card showed a screen of empty space.
 * Side by side, the cards in a row share its height, so their buttons line up.
 *
 * Slides out of view are `inert` (slick only marks them aria-hidden), so
 * keyboard focus never lands in a hidden card. The slider does not loop:
 * looping would clone cards, and with them their element ids.
 */
export function CardSlider({ items, label, previousLabel, nextLabel }: Props) {
  const slider = useRef<Slider | null>(null);
  const [mounted, setMounted] = useState(false);
  const attach = useCallback((instance: Slider | null) => {
    slider.current = instance;
    setMounted(instance !== null);
  }, []);
  const viewport = useSyncExternalStore(subscribe, viewportSnapshot, serverSnapshot);
  const [current, setCurrent] = useState(0);

  const slidesToShow = viewport === null ? null : Number(viewport.split(':')[0]);
  const end = lastStart(items.length, slidesToShow ?? 1);
  const start = Math.min(current, end);
  const ready = slidesToShow !== null && mounted;

  const staticTrack = (
    <div className={styles.staticTrack} data-slider-state="static">
      {/* The slider never runs: each card keeps its own full height (home.module.css). */}
      <noscript>
        <style>{`@media (max-width: 767.98px) { .${styles.staticTrack} > .${styles.slide} + .${styles.slide} { height: auto; min-height: var(--slider-card-min-height); } }`}</style>
      </noscript>
      {items.map((item) => (
        <div key={item.key} className={styles.slide} role="group" aria-roledescription="slide" aria-label={item.label}>
          {item.content}
        </div>
      ))}
    </div>
  );

  return (
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label={label} data-one-up={slidesToShow === 1 || undefined}>
      <div className={styles.sliderControls}>
        <button
          type="button"
          className={styles.sliderButton}
          aria-label={previousLabel}
          disabled={!ready || start <= 0}
          onClick={() => slider.current?.slickPrev()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={styles.sliderButton}
          aria-label={nextLabel}
          disabled={!ready || start >= end}
          onClick={() => slider.current?.slickNext()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {slidesToShow === null ? (
        staticTrack
      ) : (
        <Suspense fallback={staticTrack}>
          <LazySlider
            ref={attach}
            className={styles.slickTrack}
            slidesToShow={slidesToShow}
            slidesToScroll={1}
            adaptiveHeight={slidesToShow === 1}
            infinite={false}
            arrows={false}
            dots={false}
            speed={viewport?.endsWith('still') ? 0 : 300}
            // A click during the 300 ms slide still counts: the buttons never swallow a press.
            waitForAnimate={false}
            beforeChange={(_from, to) => setCurrent(to)}
          >
            {items.map((item, index) => (
              <div
                key={item.key}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={item.label}
                inert={index < start || index >= start + slidesToShow}
              >
                {item.content}
              </div>
            ))}
          </LazySlider>
        </Suspense>
      )}
    </div>
  );
}
