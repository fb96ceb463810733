'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { MultiSelect } from '@/components/ui/multi-select';
import type { Option } from '@/components/ui/option';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import panel from '@/components/ui/panel.module.css';
import styles from './playground.module.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shared building blocks of the shop side by side, so that their
 * behaviour (browsing spec §9: toast delay and duration, fetch indicator
 * delay, select and multi-select rules, dialog focus) can be tried by hand
 * and by the browser tests.
 */
export function Playground({ clubs }: { clubs: Option[] }) {
  const t = useTranslations('playground');
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState<number | null>(null);
  const [club, setClub] = useState<string | null>(null);
  const [favourites, setFavourites] = useState<Option[]>([]);

  async function fetchFor(ms: number) {
    setBusy(true);
    setAnswered(null);
    await wait(ms);
    setBusy(false);
    setAnswered(ms);
  }

  return (
    <div className={styles.playground}>
      <section className={panel.panel} aria-labelledby="pg-toasts">
        <h2 id="pg-toasts">{t('toasts.heading')}</h2>
        <p>{t('toasts.lead')}</p>
        <p className={styles.row}>
          <Button onClick={() => toast.success(t('toasts.successText'))}>{t('toasts.success')}</Button>
          <Button variant="secondary" onClick={() => toast.error(t('toasts.errorText'))}>
            {t('toasts.error')}
          </Button>
        </p>
      </section>

      <section className={panel.panel} aria-labelledby="pg-fetch">
        <h2 id="pg-fetch">{t('fetch.heading')}</h2>
        <p>{t('fetch.lead')}</p>
        <p className={styles.row}>
          <Button variant="secondary" onClick={() => fetchFor(100)} disabled={busy}>
            {t('fetch.fast')}
          </Button>
          <Button variant="secondary" onClick={() => fetchFor(1500)} disabled={busy}>
            {t('fetch.slow')}
          </Button>
          <FetchIndicator active={busy} label={t('fetch.loading')} />
        </p>
        <p role="status">{answered !== null ? t('fetch.answered', { ms: answered }) : ''}</p>
      </section>

      <section className={panel.panel} aria-labelledby="pg-select">
        <h2 id="pg-select">{t('select.heading')}</h2>
        <Select
          label={t('select.single')}
          options={clubs}
          value={club}
          onChange={setClub}
          noOptionsText={t('select.noOptions')}
        />
        <MultiSelect
          label={t('select.multi')}
          options={clubs}
          value={favourites}
          onChange={setFavourites}
          noOptionsText={t('select.noOptions')}
          removeLabel={(option) => t('select.remove', { label: option.label })}
        />
      </section>

      <section className={panel.panel} aria-labelledby="pg-dialog">
        <h2 id="pg-dialog">{t('dialog.heading')}</h2>
        <Dialog
          title={t('dialog.title')}
          description={t('dialog.description')}
          closeLabel={t('dialog.close')}
          trigger={<Button variant="secondary">{t('dialog.open')}</Button>}
          footer={
            <DialogClose asChild>
              <Button>{t('dialog.ok')}</Button>
            </DialogClose>
          }
        >
          <p>{t('dialog.body')}</p>
        </Dialog>
      </section>
    </div>
  );
}
