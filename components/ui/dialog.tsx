'use client';

/**
 * Dialog and Drawer: modal windows (centred, or a side sheet for the mobile
 * navigation menu).
 *
 * Wraps @radix-ui/react-dialog: it traps focus, closes on Escape and outside
 * clicks, hides the rest of the page from assistive technology, locks
 * background scroll, and labels the dialog by its title and description:
 * the hard parts of the WAI-ARIA dialog pattern, maintained and tested
 * upstream. We add the styling, a close button whose label comes from
 * messages/, and focus return to the opener even when the dialog is opened
 * from code rather than through `trigger`.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';
import './ui.css';

export type DialogSide = 'center' | 'left' | 'right';

export type DialogProps = {
  /** Controlled open state; leave out (with `trigger`) for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered as is, e.g. a <Button>). */
  trigger?: ReactElement;
  /** Visible heading; also the accessible name of the dialog. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Optional text under the title; becomes the accessible description. */
  description?: ReactNode;
  /** Accessible label of the close (×) button, e.g. "Luk". */
  closeLabel: string;
  /** 'center' (default) is a modal window; 'left' / 'right' a side sheet. */
  side?: DialogSide;
  /** Buttons at the bottom, e.g. <DialogClose asChild><Button>…</Button></DialogClose>. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** Closes the surrounding dialog; use `asChild` to wrap a <Button>. */
export const DialogClose = RadixDialog.Close;

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
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
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
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
            // Otherwise Radix focuses its Trigger, if any.
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

export type DrawerProps = Omit<DialogProps, 'side'> & {
  /** Edge the sheet slides in from; defaults to 'left' (navigation menu). */
  side?: Exclude<DialogSide, 'center'>;
};

/** A side sheet: the same dialog, anchored to the left or right edge. */
export function Drawer({ side = 'left', ...props }: DrawerProps) {
  return <Dialog {...props} side={side} />;
}
