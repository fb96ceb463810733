'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { ApiError } from '@/lib/api/api-error';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { SITE_BASICS } from '@/lib/site/site-basics';
import type { BookingConditions } from '../steps/conditions-step';
import type { OfferSnapshot } from './offer-sheet';
import { usePackageDetail, usePackageStore } from '../store/package-store';
import styles from '../customise.module.css';

/** The sheet, html2canvas and jsPDF, the link's codec and the offer's call load on the click: none is in the page's first load. */
const loadSheet = () => import('./offer-sheet');
const OfferSheet = lazy(loadSheet);
const loadPdf = () => import('./offer-pdf');
const loadCalls = () => import('../package-calls');
const loadCodec = () => import('@/lib/offers/offer-link');

type Phase =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'drawing'; offerId: number; page: number; pages: number }
  | { kind: 'done'; offerId: number }
  | { kind: 'failed'; message: string };

interface Drawing {
  offerId: number;
  snapshot: OfferSnapshot;
  madeOn: Date;
}

/**
 * "Download the offer as PDF" (booking spec §2 summary, §4 "Offer and PDF"):
 * saves the trip as it is now as an offer (`POST offers`), then draws the
 * offer's sheet outside the screen and makes the PDF from it in the browser,
 * named with the offer number. What it is doing is said beside the button
 * as it goes, and a failure says what failed; the trip is left as it was.
 * One key per attempt (useAttemptKey), the attempt being the download: a
 * double click, or a try again after a failure, of the same trip is the same
 * offer; once a PDF is made, the next download is a new offer.
 */
export function OfferDownload({ pageUrl, conditions }: { pageUrl: string; conditions?: BookingConditions }) {
  const t = useTranslations('package.pdf');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const { pkg, bookingConfig } = usePackageDetail();
  const store = usePackageStore();
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const ready = useRef<((sheet: HTMLElement) => void) | null>(null);
  const attempt = useAttemptKey();
  const saveOffer = useMutationOnDemand(() => loadCalls().then((calls) => calls.offerMutation(locale)));
  const busy = phase.kind === 'saving' || phase.kind === 'drawing';

  async function download() {
    if (busy) return;
    const { selection, coupon, flights, includedFlights } = store.getState();
    const snapshot: OfferSnapshot = { pkg, bookingConfig, selection, coupon, flights, includedFlights };
    setPhase({ kind: 'saving' });
    let offerId: number | null = null;
    try {
      const [pdf, { encodeOfferLink }] = await Promise.all([loadPdf(), loadCodec(), loadSheet()]);
      const link = encodeOfferLink({ packageId: pkg.id, offerId: null, selection });
      offerId = await saveOffer({ link, idempotencyKey: await attempt.keyFor(link) });
      const saved = offerId;
      setPhase({ kind: 'drawing', offerId: saved, page: 0, pages: 0 });
      const sheet = await new Promise<HTMLElement>((resolve) => {
        ready.current = resolve;
        setDrawing({ offerId: saved, snapshot, madeOn: new Date() });
      });
      await pdf.saveOfferPdf(sheet, {
        fileName: `${t('fileName', { offerId: saved })}.pdf`,
        title: t('title', { offerId: saved }),
        author: SITE_BASICS[locale].brand,
        language: SITE_BASICS[locale].htmlLang,
        pageLabel: (page, pages) => t('page', { page, pages }),
        onProgress: ({ page, pages }) => setPhase({ kind: 'drawing', offerId: saved, page, pages }),
      });
      attempt.succeeded();
      setPhase({ kind: 'done', offerId: saved });
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('The PDF offer could not be made', error);
      setPhase({ kind: 'failed', message: error instanceof ApiError ? errorText(error) : offerId === null ? t('failedToSave') : t('failed', { offerId }) });
    } finally {
      ready.current = null;
      setDrawing(null);
    }
  }

  const status =
    phase.kind === 'saving'
      ? t('saving')
      : phase.kind === 'drawing'
        ? phase.pages > 0
          ? t('drawingPage', { offerId: phase.offerId, page: phase.page, pages: phase.pages })
          : t('drawing', { offerId: phase.offerId })
        : phase.kind === 'done'
          ? t('done', { offerId: phase.offerId })
          : '';
  return (
    <div className={styles.offerDownload}>
      <button type="button" className={styles.linkButton} onClick={() => void download()} aria-disabled={busy || undefined} aria-describedby={`${id}-status`}>
        {t('download')}
      </button>
      <p id={`${id}-status`} className={styles.hint} role="status">
        <FetchIndicator active={busy} label="" /> {status}
      </p>
      {phase.kind === 'failed' && (
        <p className={styles.alert} role="alert">
          {phase.message}
        </p>
      )}
      {drawing &&
        createPortal(
          <Suspense fallback={null}>
            <OfferSheet
              offerId={drawing.offerId}
              snapshot={drawing.snapshot}
              pageUrl={pageUrl}
              conditions={conditions}
              madeOn={drawing.madeOn}
              onReady={(sheet) => ready.current?.(sheet)}
            />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
