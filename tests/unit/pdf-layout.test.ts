import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MM_PER_PX, PDF_CONTENT_WIDTH, PDF_PAGE_SPLIT, A4, PDF_MARGIN, paginate, type PdfBlock } from '@/lib/offers/pdf-layout';

const block = (height: number, keepWithNext = false, gapBefore = 20): PdfBlock => ({ height, gapBefore, keepWithNext });

describe('the PDF offer pages', () => {
  it('fits the 800 px sheet, split every 2000 canvas pixels, on A4 between its margins', () => {
    expect(PDF_CONTENT_WIDTH * MM_PER_PX).toBeCloseTo(A4.width - 2 * PDF_MARGIN.side);
    expect(PDF_MARGIN.top + (PDF_PAGE_SPLIT / 2) * MM_PER_PX).toBeLessThan(A4.height - 10);
  });

  it('keeps blocks whole and moves the one that does not fit to the next page', () => {
    const pages = paginate([block(900), block(900), block(900)], 2000);
    expect(pages.map((page) => page.map((slice) => slice.block))).toEqual([[0, 1], [2]]);
    expect(pages[0]![1]).toEqual({ block: 1, sourceY: 0, height: 900, pageY: 920 });
    expect(pages[1]![0]!.pageY).toBe(0);
  });

  it('takes a heading along to the page of the block it heads', () => {
    const pages = paginate([block(1500), block(60, true), block(900)], 2000);
    expect(pages.map((page) => page.map((slice) => slice.block))).toEqual([[0], [1, 2]]);
  });

  it('leaves a heading where it is when it is all its page holds, or when heading and block would not fit a page together', () => {
    expect(paginate([block(60, true), block(1990)], 2000).map((page) => page.map((slice) => slice.block))).toEqual([[0], [1]]);
    expect(paginate([block(500), block(60, true), block(1990)], 2000).map((page) => page.map((slice) => slice.block))).toEqual([[0, 1], [2]]);
  });

  it('slices only a block taller than a page, from what is left of the page on', () => {
    const pages = paginate([block(300), block(4500)], 2000);
    expect(pages.flat().filter((slice) => slice.block === 1).map(({ sourceY, height }) => [sourceY, height])).toEqual([
      [0, 1680],
      [1680, 2000],
      [3680, 820],
    ]);
  });

  it('places every row of every block exactly once, in order, inside its page', () => {
    const blocks = fc.array(
      fc.record({ height: fc.integer({ min: 0, max: 5000 }), gapBefore: fc.integer({ min: 0, max: 60 }), keepWithNext: fc.boolean() }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(blocks, fc.integer({ min: 200, max: 3000 }), (input, pageHeight) => {
        const pages = paginate(input, pageHeight);
        for (const page of pages) {
          expect(page.length).toBeGreaterThan(0);
          let bottom = 0;
          for (const slice of page) {
            expect(slice.pageY).toBeGreaterThanOrEqual(bottom);
            bottom = slice.pageY + slice.height;
          }
          expect(bottom).toBeLessThanOrEqual(pageHeight);
        }
        const slices = pages.flat();
        // In order, each block's rows covered once from top to bottom.
        expect(slices.map((slice) => slice.block)).toEqual([...slices.map((slice) => slice.block)].sort((a, b) => a - b));
        input.forEach((entry, index) => {
          const own = slices.filter((slice) => slice.block === index);
          let next = 0;
          for (const slice of own) {
            expect(slice.sourceY).toBe(next);
            next += slice.height;
          }
          expect(next).toBe(Math.ceil(entry.height));
          // Whole unless taller than a page.
          if (entry.height <= pageHeight) expect(own.length).toBeLessThanOrEqual(1);
        });
      }),
    );
  });
});
