'use client';

import { OPEN_PREFERENCES_EVENT } from './consent-manager';

/**
 * The footer's way back to the consent choice: opens the preferences, with the choice as it stands.
 * Its class comes from the server component that draws it, so no class-name map rides in every page's script.
 */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))}>
      {label}
    </button>
  );
}
