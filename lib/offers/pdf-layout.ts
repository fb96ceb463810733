/**
 * The PDF offer's pages (booking spec §9: A4 portrait, scale 2, content 800 px
 * wide, a page every 2000 px of content). The sheet is captured block by
 * block (a heading, a paragraph, a table); this lays the blocks on pages so
 * that no block is cut across two, a heading stays with the block after it,
 * and only a block taller than a whole page is sliced. Pure: the browser
 * measures and draws (features/package/offer/offer-pdf.ts).
 */

/** The sheet's width in CSS pixels. */
export const PDF_CONTENT_WIDTH = 800;
/** Canvas pixels per CSS pixel. */
export const PDF_SCALE = 2;
/** Canvas pixels of content per page. */
export const PDF_PAGE_SPLIT = 2000;

/** A4 portrait in millimetres, with the margins the content is drawn inside. */
export const A4 = { width: 210, height: 297 } as const;
export const PDF_MARGIN = { top: 14, side: 12 } as const;
/** Millimetres per CSS pixel: the 800 px sheet fills the page between its side margins. */
export const MM_PER_PX = (A4.width - 2 * PDF_MARGIN.side) / PDF_CONTENT_WIDTH;

export interface PdfBlock {
  /** Canvas pixels. */
  height: number;
  /** Canvas pixels of space above the block when it is not the first on its page. */
  gapBefore: number;
  /** A heading: moves to the next page with the block after it rather than end a page. */
  keepWithNext: boolean;
}

/** A part of a block on a page: rows `sourceY` to `sourceY + height` of the block's canvas, drawn at `pageY` from the content's top. */
export interface PlacedSlice {
  block: number;
  sourceY: number;
  height: number;
  pageY: number;
}

/**
 * The pages, each a list of slices. A block that fits on the page goes there;
 * one that does not starts the next page (taking a heading before it along,
 * unless the heading is all the page holds, or heading and block together
 * would not fit a page); a block taller than a page begins in what is left
 * of the page and continues on as many pages as it needs.
 */
export function paginate(blocks: readonly PdfBlock[], pageHeight: number = PDF_PAGE_SPLIT): PlacedSlice[][] {
  if (!(pageHeight > 0)) throw new RangeError('a page must have a height');
  const pages: PlacedSlice[][] = [[]];
  let used = 0;
  const current = () => pages[pages.length - 1]!;
  const newPage = () => {
    pages.push([]);
    used = 0;
  };

  blocks.forEach((block, index) => {
    const height = Math.max(0, Math.ceil(block.height));
    if (height === 0) return;
    const gap = current().length > 0 ? Math.max(0, block.gapBefore) : 0;
    if (used + gap + height <= pageHeight) {
      current().push({ block: index, sourceY: 0, height, pageY: used + gap });
      used += gap + height;
      return;
    }
    // Taller than a whole page: sliced, from what is left of this page on.
    if (height > pageHeight) {
      let sourceY = 0;
      let offset = gap;
      if (pageHeight - used - gap <= 0) {
        newPage();
        offset = 0;
      }
      while (sourceY < height) {
        const part = Math.min(pageHeight - used - offset, height - sourceY);
        current().push({ block: index, sourceY, height: part, pageY: used + offset });
        used += offset + part;
        sourceY += part;
        offset = 0;
        if (sourceY < height) newPage();
      }
      return;
    }
    // Starts the next page, taking the headings that end this one along (a page keeps at least one block).
    const page = current();
    const carried: PlacedSlice[] = [];
    while (page.length > 1 && blocks[page[page.length - 1]!.block]!.keepWithNext) carried.unshift(page.pop()!);
    const carriedHeight = carried.reduce((sum, slice, at) => sum + slice.height + (at > 0 ? blocks[slice.block]!.gapBefore : 0), 0);
    if (carried.length > 0 && carriedHeight + block.gapBefore + height > pageHeight) page.push(...carried.splice(0));
    newPage();
    for (const slice of [...carried, { block: index, sourceY: 0, height, pageY: 0 }]) {
      const before = current().length > 0 ? Math.max(0, blocks[slice.block]!.gapBefore) : 0;
      current().push({ ...slice, pageY: used + before });
      used += before + slice.height;
    }
  });

  return pages.filter((page) => page.length > 0);
}
