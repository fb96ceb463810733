'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { EmailField, Form, PhoneField, SelectField, SubmitButton, TextField, type FormApi } from '@/components/ui/form';
import { INQUIRY_NAME_MAX, INQUIRY_PERSONS_MAX, INQUIRY_PHONE_MAX } from '@/lib/api/contract/form-limits';
import type { PackageInquiryBody, PackageInquiryInput } from '@/lib/api/contract/forms';
import { departureAirportGroupsQuery } from '@/lib/api/queries/geography';
import { QueryProvider } from '@/lib/api/query/query-provider';
import type { Locale } from '@/lib/i18n/locales';
import type { PackageInquiryProps } from '@/lib/inquiries/popups';
import { SITE_BASICS } from '@/lib/site/site-basics';
import styles from './inquiries.module.css';
import { useSendInquiry } from './use-send-inquiry';

const loadSchema = () => import('@/lib/api/contract/forms').then(({ packageInquiryBody }) => packageInquiryBody.omit({ packageId: true, website: true, filledMs: true }));

const BLANK = { persons: '2', departureGroupId: '', name: '', email: '', phone: '' };

/**
 * The package inquiry (browsing spec §2, §8): how many persons, from which of
 * the site's departure areas, and who asks; sent with the package, for a
 * sold-out trip or a group the page cannot book. The inquiry's own texts
 * when it is sent and when it is not.
 */
export default function PackageInquiryDialog(props: PackageInquiryProps) {
  return (
    <QueryProvider>
      <PackageInquiry {...props} />
    </QueryProvider>
  );
}

function PackageInquiry({ open, onClose, packageId, packageTitle }: PackageInquiryProps) {
  const t = useTranslations('inquiries.package');
  const tc = useTranslations('inquiries');
  const tf = useTranslations('inquiries.fields');
  const locale = useLocale() as Locale;
  const areas = useQuery(departureAirportGroupsQuery(locale, SITE_BASICS[locale].departureRegion));
  const { send, honeypot } = useSendInquiry('package-inquiry', tc('sent'), 'inquiry');

  async function submit(values: Omit<PackageInquiryBody, 'packageId' | 'website' | 'filledMs'>, form: FormApi<Omit<PackageInquiryInput, 'packageId' | 'website' | 'filledMs'>>) {
    if (await send({ ...values, packageId }, form as FormApi<never>)) {
      form.reset();
      onClose();
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('title')} description={t('lead', { package: packageTitle })} closeLabel={tc('close')}>
      <Form schema={loadSchema} defaultValues={BLANK} onSubmit={submit} className={styles.form}>
        {honeypot}
        <TextField className={styles.field} name="persons" label={t('persons')} type="number" inputMode="numeric" min={1} max={INQUIRY_PERSONS_MAX} step={1} autoComplete="off" />
        <SelectField
          className={styles.field}
          name="departureGroupId"
          label={t('departure')}
          placeholder={areas.isPending ? tc('loading') : t('chooseDeparture')}
          options={(areas.data ?? []).map((area) => ({ value: String(area.id), label: area.label }))}
          aria-busy={areas.isPending || undefined}
        />
        {areas.isError && <p className={styles.lead}>{t('departureFailed')}</p>}
        <TextField className={styles.field} name="name" label={t('name')} maxLength={INQUIRY_NAME_MAX} autoComplete="name" />
        <EmailField className={styles.field} name="email" label={tf('email')} />
        <PhoneField className={styles.field} name="phone" label={tf('phone')} description={tf('phoneHint')} maxLength={INQUIRY_PHONE_MAX} />
        <SubmitButton label={t('submit')} busyLabel={tc('sending')} />
      </Form>
    </Dialog>
  );
}
