'use client';

/**
 * The dialog window itself, on @radix-ui/react-dialog: ./dialog.tsx loads it
 * when a dialog first opens and renders the trigger itself. Focus goes back
 * to the element focused when the dialog opened (its trigger, or whatever
 * opened it from code).
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { DialogProps } from './dialog';
import { VisuallyHidden } from './visually-hidden';
import './ui.css';

export type { DialogProps };

/** Closes the surrounding dialog; use `asChild` to wrap a <Button>. */
export const DialogClose = RadixDialog.Close;

export function RadixDialogWindow({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  closeLabel,
  side = 'center',
  footer,
  className,
  children,
}: DialogProps) {
  // The element focused when the dialog opened. Radix returns focus only to
  // its own Trigger; a dialog opened from code (a menu item, a failed
  // request) would otherwise drop focus on <body>.
  const openerRef = useRef<HTMLElement | null>(null);

  const titleNode = <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>;
  const classes = ['ui-dialog', `ui-dialog--${side}`, className ?? ''].filter(Boolean).join(' ');

  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={classes}
          data-side={side}
          onEscapeKeyDown={(event) => {
            // Escape in an open combobox closes its list, not the dialog.
            const target = event.target;
            if (
              target instanceof HTMLElement &&
              target.getAttribute('role') === 'combobox' &&
              target.getAttribute('aria-expanded') === 'true'
            ) {
              event.preventDefault();
            }
          }}
          onOpenAutoFocus={() => {
            // Runs before Radix moves focus into the dialog.
            const active = document.activeElement;
            openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            openerRef.current = null;
            if (opener && opener.isConnected) {
              event.preventDefault();
              opener.focus();
            }
            // Otherwise focus goes where Radix puts it (the opener was removed meanwhile).
          }}
        >
          <div className="ui-dialog__header">
            {hideTitle ? <VisuallyHidden asChild>{titleNode}</VisuallyHidden> : titleNode}
            <RadixDialog.Close className="ui-dialog__close" aria-label={closeLabel}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>
          ) : null}
          <div className="ui-dialog__body">{children}</div>
          {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
