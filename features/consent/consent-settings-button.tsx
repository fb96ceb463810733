'use client';

import buttons from '@/components/ui/buttons.module.css';
import { OPEN_PREFERENCES_EVENT } from './consent-manager';

/** The footer's way back to the consent choice: opens the preferences, with the choice as it stands. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttons.link} aria-haspopup="dialog" onClick={() => window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))}>
      {label}
    </button>
  );
}
