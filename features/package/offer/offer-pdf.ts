/**
 * Makes the PDF offer from its sheet (./offer-sheet.tsx) in the browser, with
 * html2canvas and jsPDF (booking spec §9: A4 portrait, scale 2, content 800 px
 * wide, a page every 2000 px of content). Loaded on the download's click:
 * neither library is in the package page's first load.
 *
 * The sheet is captured block by block (`data-pdf-block`, and each child of a
 * `data-pdf-flow`, such as a paragraph of the conditions), so no line is cut
 * across two pages (lib/offers/pdf-layout.ts lays the blocks out). Under each
 * block's picture the PDF carries its text, invisible, where the picture shows
 * it: the offer can be searched, copied and read by a screen reader, and its
 * links open. Fonts and images are waited for first; only same-origin images
 * are drawn (a foreign one would taint the canvas).
 */
import { A4, MM_PER_PX, PDF_MARGIN, PDF_SCALE, paginate, type PdfBlock } from '@/lib/offers/pdf-layout';

export interface PdfProgress {
  page: number;
  pages: number;
}

export interface OfferPdfOptions {
  fileName: string;
  title: string;
  author: string;
  language: string;
  pageLabel: (page: number, pages: number) => string;
  onProgress?: (progress: PdfProgress) => void;
}

interface TextLine {
  text: string;
  /** CSS pixels from the block's top left. */
  x: number;
  y: number;
  width: number;
  height: number;
}

interface LinkArea {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface MeasuredBlock extends PdfBlock {
  element: HTMLElement;
  /** CSS pixels from the sheet's left edge. */
  left: number;
  lines: TextLine[];
  links: LinkArea[];
}

/** A generic wrapper inside a flow (the sanitised CMS markup's own div) is looked into, not captured whole. */
const WRAPPERS = new Set(['DIV', 'SECTION', 'ARTICLE']);
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** Sharp enough for text at scale 2, a third of the size of the default. */
const JPEG_QUALITY = 0.85;

function blockElements(sheet: HTMLElement): HTMLElement[] {
  const blocks: HTMLElement[] = [];
  const flow = (container: Element) => {
    for (const child of container.children) {
      if (!(child instanceof HTMLElement)) continue;
      if (WRAPPERS.has(child.tagName) && child.children.length > 0) flow(child);
      else blocks.push(child);
    }
  };
  for (const element of sheet.querySelectorAll<HTMLElement>('[data-pdf-block], [data-pdf-flow]')) {
    if (element.hasAttribute('data-pdf-flow')) flow(element);
    else blocks.push(element);
  }
  return blocks;
}

/**
 * The Latin-1 the PDF's standard font writes: spaces that do not break become
 * spaces, dashes and quotes their plain forms, and anything else outside it a
 * question mark (only in the invisible text; the picture shows the real one).
 */
function pdfText(text: string): string {
  return text
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[\u2190-\u21ff]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** A word's pieces as laid out: one, or where the browser broke it (a long address), one per line it is on. */
function wordPieces(range: Range, node: Node, start: number, word: string): { text: string; rect: DOMRect }[] {
  range.setStart(node, start);
  range.setEnd(node, start + word.length);
  if (range.getClientRects().length <= 1) return [{ text: word, rect: range.getBoundingClientRect() }];
  const pieces: { text: string; rect: DOMRect }[] = [];
  let from = 0;
  let top: number | null = null;
  for (let at = 0; at < word.length; at += 1) {
    range.setStart(node, start + at);
    range.setEnd(node, start + at + 1);
    const charTop = range.getBoundingClientRect().top;
    if (top !== null && Math.abs(charTop - top) > 1) {
      range.setStart(node, start + from);
      range.setEnd(node, start + at);
      pieces.push({ text: word.slice(from, at), rect: range.getBoundingClientRect() });
      from = at;
    }
    top = charTop;
  }
  range.setStart(node, start + from);
  range.setEnd(node, start + word.length);
  pieces.push({ text: word.slice(from), rect: range.getBoundingClientRect() });
  return pieces;
}

/** The block's text as lines where the browser laid them out: each word measured, words on one line joined. */
function textLines(element: HTMLElement, origin: DOMRect): TextLine[] {
  const lines: TextLine[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = element.ownerDocument.createRange();
  let line: TextLine | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Words only a screen reader gets ("to" between two airports) are not on the picture.
    if (node.parentElement?.closest('.visually-hidden')) continue;
    const content = node.textContent ?? '';
    for (const word of content.matchAll(/\S+/g)) {
      for (const { text, rect } of wordPieces(range, node, word.index, word[0])) {
        if (rect.width === 0 || rect.height === 0) continue;
        const x = rect.left - origin.left;
        const y = rect.top - origin.top;
        if (line && Math.abs(line.y - y) < rect.height / 2 && x >= line.x + line.width - 1) {
          line.text += (x - (line.x + line.width) > 1 ? ' ' : '') + text;
          line.width = x + rect.width - line.x;
          line.height = Math.max(line.height, rect.height);
        } else {
          if (line) lines.push(line);
          line = { text, x, y, width: rect.width, height: rect.height };
        }
      }
    }
  }
  if (line) lines.push(line);
  range.detach();
  return lines;
}

function linkAreas(element: HTMLElement, origin: DOMRect): LinkArea[] {
  return [...element.querySelectorAll<HTMLAnchorElement>('a[href]')].flatMap((anchor) =>
    [...anchor.getClientRects()].map((rect) => ({ url: anchor.href, x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height })),
  );
}

async function settled(sheet: HTMLElement): Promise<void> {
  await sheet.ownerDocument.fonts.ready;
  await Promise.all(
    [...sheet.querySelectorAll('img')].map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => undefined))),
  );
}

function measure(sheet: HTMLElement): MeasuredBlock[] {
  let previousBottom: number | null = null;
  const sheetLeft = sheet.getBoundingClientRect().left;
  return blockElements(sheet).map((element) => {
    const rect = element.getBoundingClientRect();
    const gap = previousBottom === null ? 0 : Math.max(0, rect.top - previousBottom);
    previousBottom = rect.bottom;
    return {
      element,
      left: rect.left - sheetLeft,
      height: Math.ceil(rect.height * PDF_SCALE),
      gapBefore: Math.round(gap * PDF_SCALE),
      keepWithNext: HEADINGS.has(element.tagName),
      lines: textLines(element, rect),
      links: linkAreas(element, rect),
    };
  });
}

/** Draws the sheet into an A4 PDF and saves it under `fileName`; the pages' count. */
export async function saveOfferPdf(sheet: HTMLElement, options: OfferPdfOptions): Promise<number> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf'), settled(sheet)]);
  const blocks = measure(sheet);
  const pages = paginate(blocks);
  const body = sheet.ownerDocument.body;
  const canvases = new Map<number, HTMLCanvasElement>();
  const capture = async (index: number) => {
    let canvas = canvases.get(index);
    if (!canvas) {
      canvas = await html2canvas(blocks[index]!.element, {
        scale: PDF_SCALE,
        backgroundColor: '#ffffff',
        logging: false,
        useCORS: false,
        allowTaint: false,
        // The page around the sheet is not copied for every block: only the sheet and its ancestors.
        ignoreElements: (element) => body.contains(element) && element !== body && !element.contains(sheet) && !sheet.contains(element),
      });
      canvases.set(index, canvas);
    }
    return canvas;
  };

  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({ title: options.title, author: options.author, creator: options.author });
  pdf.setLanguage(options.language as Parameters<typeof pdf.setLanguage>[0]);
  const mm = (canvasPixels: number) => (canvasPixels / PDF_SCALE) * MM_PER_PX;

  for (const [pageIndex, page] of pages.entries()) {
    options.onProgress?.({ page: pageIndex + 1, pages: pages.length });
    if (pageIndex > 0) pdf.addPage('a4', 'portrait');
    for (const slice of page) {
      const canvas = await capture(slice.block);
      const part = document.createElement('canvas');
      part.width = canvas.width;
      part.height = Math.min(slice.height, canvas.height - slice.sourceY);
      if (part.height <= 0) continue;
      part.getContext('2d')!.drawImage(canvas, 0, slice.sourceY, canvas.width, part.height, 0, 0, canvas.width, part.height);
      const block = blocks[slice.block]!;
      const top = PDF_MARGIN.top + mm(slice.pageY);
      const left = PDF_MARGIN.side + block.left * MM_PER_PX;
      pdf.addImage(part.toDataURL('image/jpeg', JPEG_QUALITY), 'JPEG', left, top, mm(part.width), mm(part.height));

      // The block's words, invisible over their picture; links where they show.
      // A line belongs to the slice its middle is in: a line across a slice's edge is written once.
      const inSlice = (y: number, height: number) => (y + height / 2) * PDF_SCALE >= slice.sourceY && (y + height / 2) * PDF_SCALE < slice.sourceY + slice.height;
      const place = (x: number, y: number) => ({ x: left + x * MM_PER_PX, y: top + (y - slice.sourceY / PDF_SCALE) * MM_PER_PX });
      pdf.setFont('helvetica', 'normal');
      for (const line of block.lines) {
        if (!inSlice(line.y, line.height)) continue;
        const text = pdfText(line.text);
        const at = place(line.x, line.y);
        const size = (line.height * MM_PER_PX * 0.78) / 0.3528;
        pdf.setFontSize(size);
        const natural = pdf.getTextWidth(text);
        const horizontalScale = natural > 0 ? Math.min(3, Math.max(0.3, (line.width * MM_PER_PX) / natural)) : 1;
        pdf.text(text, at.x, at.y + line.height * MM_PER_PX * 0.8, { renderingMode: 'invisible', horizontalScale });
      }
      for (const link of block.links) {
        if (!inSlice(link.y, link.height)) continue;
        const at = place(link.x, link.y);
        pdf.link(at.x, at.y, link.width * MM_PER_PX, link.height * MM_PER_PX, { url: link.url });
      }
    }
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8);
    pdf.setTextColor(110, 118, 130);
    pdf.text(pdfText(options.pageLabel(pageIndex + 1, pages.length)), A4.width / 2, A4.height - 8, { align: 'center' });
    pdf.setTextColor(0, 0, 0);
  }

  pdf.save(options.fileName);
  return pages.length;
}
