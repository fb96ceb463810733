'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import type { BookingTrip } from '@/lib/booking/details';

/**
 * What the API refused of a booking or preorder (422, its field messages in
 * the site's language): each message under its field, and a toast per field
 * that names it as the form shows it ('Efternavn (Voksen 2)'), never by the
 * body's path. A message of no field on the form (the selection itself) is
 * said without one.
 */
export function useRefusals(trip: Pick<BookingTrip, 'adults'>) {
  const t = useTranslations('booking');

  const where = useCallback(
    (name: string, label: string) => {
      const traveller = /^passengers\.(\d+)\./.exec(name);
      if (traveller) {
        const index = Number(traveller[1]);
        const person = index < trip.adults ? t('participants.adult', { number: index + 1 }) : t('participants.child', { number: index - trip.adults + 1 });
        return t('fieldOf', { field: label, part: person });
      }
      if (name.startsWith('contactInfo.')) return t('fieldOf', { field: label, part: t('contact.heading') });
      return label;
    },
    [t, trip.adults],
  );

  return useCallback(
    (errors: Readonly<Record<string, readonly string[]>>, form: FormApi) => {
      const elsewhere = form.setServerErrors(errors);
      for (const [name, messages] of Object.entries(errors)) {
        const message = messages.join(' ');
        const label = name in elsewhere ? undefined : form.label(name);
        toast.error(label ? t('fieldError', { field: where(name, label), message }) : t('notBooked', { message }));
      }
    },
    [t, where],
  );
}
