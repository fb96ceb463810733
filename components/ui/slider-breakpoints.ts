/**
 * How many cards a home slider shows side by side (browsing spec §9: slider
 * breakpoints 320, 768 and 1200 px; mobile is below 768 px). Mobile first:
 * each entry applies from its width up. Below 320 px the smallest entry
 * still applies. home.module.css repeats these widths for the slider's
 * server-rendered first paint (a unit test keeps the two equal).
 */
export const SLIDER_BREAKPOINTS = [
  { minWidth: 320, slidesToShow: 1 },
  { minWidth: 768, slidesToShow: 2 },
  { minWidth: 1200, slidesToShow: 3 },
] as const;

export const MAX_SLIDES_TO_SHOW = Math.max(...SLIDER_BREAKPOINTS.map((entry) => entry.slidesToShow));

/** The media query of one breakpoint, as CSS writes it. */
export const breakpointQuery = (minWidth: number) => `(min-width: ${minWidth}px)`;

/** Slides side by side for a viewport `matches(query)` describes. */
export function slidesToShowFor(matches: (query: string) => boolean): number {
  let slides: number = SLIDER_BREAKPOINTS[0].slidesToShow;
  for (const { minWidth, slidesToShow } of SLIDER_BREAKPOINTS) {
    if (matches(breakpointQuery(minWidth))) slides = slidesToShow;
  }
  return slides;
}

/** The first slide index that still fills the view: the last position of a non-looping slider. */
export function lastStart(slideCount: number, slidesToShow: number): number {
  return Math.max(0, slideCount - slidesToShow);
}
