'use client';

/**
 * Dialog and Drawer: modal windows (centred, or a side sheet).
 *
 * Wraps @radix-ui/react-dialog (./dialog-radix.tsx): it traps focus, closes
 * on Escape and outside clicks, hides the rest of the page from assistive
 * technology, locks background scroll, and labels the dialog by its title and
 * description: the hard parts of the WAI-ARIA dialog pattern, maintained and
 * tested upstream. We add the styling, a close button whose label comes from
 * messages/, and focus return to the opener even when the dialog is opened
 * from code rather than through `trigger`.
 *
 * Radix loads when a dialog first opens (about 13 kB of a page's first load
 * that most visits never use): until then a dialog is its trigger alone, with
 * the same attributes Radix gives it. Once loaded, every dialog renders at
 * once.
 */
import { cloneElement, lazy, Suspense, useState, type ComponentType, type MouseEvent, type ReactElement, type ReactNode } from 'react';

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

type RadixModule = typeof import('./dialog-radix');

let radix: RadixModule | null = null;
let loading: Promise<RadixModule> | null = null;

/** Loads the dialog's code; a page may call it early (when idle, or on hover) so the first opening does not wait. */
export function preloadDialog(): Promise<RadixModule> {
  loading ??= import('./dialog-radix').then((module) => (radix = module));
  return loading;
}

/**
 * The dialog's parts as lazy components. Always rendered the same way, so a
 * dialog never swaps one element for another (which would remount what is in
 * it); when the code is loaded already they resolve in the same render.
 */
function part<P>(pick: (module: RadixModule) => ComponentType<P>) {
  return lazy((): Promise<{ default: ComponentType<P> }> => {
    const loaded = radix;
    if (loaded) {
      const value = { default: pick(loaded) };
      // A thenable that calls back at once: React renders the part in the same pass.
      return { then: (onFulfilled: (result: typeof value) => unknown) => void onFulfilled(value) } as unknown as Promise<typeof value>;
    }
    return preloadDialog().then((module) => ({ default: pick(module) }));
  });
}

const LazyWindow = part((module) => module.RadixDialogWindow);
const LazyClose = part((module) => module.DialogClose as ComponentType<DialogCloseProps>);

type DialogCloseProps = { asChild?: boolean; children?: ReactNode; className?: string };

/** Closes the surrounding dialog; use `asChild` to wrap a <Button>. Only ever inside an open dialog, where Radix is loaded. */
export function DialogClose(props: DialogCloseProps) {
  return (
    <Suspense fallback={null}>
      <LazyClose {...props} />
    </Suspense>
  );
}

export function Dialog(props: DialogProps) {
  const { open, defaultOpen = false, onOpenChange, trigger } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  // Once opened, the dialog stays mounted: its closing and the focus's return are Radix's.
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);

  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const windowProps = { ...props, trigger: undefined, open: isOpen, defaultOpen: undefined, onOpenChange: change };
  return (
    <>
      {/* The trigger is ours, opened or not, so it stays the same element and focus returns to it. */}
      {trigger ? openingTrigger(trigger, isOpen, () => change(true)) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <LazyWindow {...windowProps} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The element that opens a dialog, with what Radix's own trigger says of it. */
function openingTrigger(trigger: ReactElement, isOpen: boolean, openIt: () => void) {
  const { onClick } = trigger.props as { onClick?: (event: MouseEvent<HTMLElement>) => void };
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    'data-state': isOpen ? 'open' : 'closed',
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) openIt();
    },
  } as Record<string, unknown>);
}

export type DrawerProps = Omit<DialogProps, 'side'> & {
  /** Edge the sheet slides in from; defaults to 'left' (navigation menu). */
  side?: Exclude<DialogSide, 'center'>;
};

/** A side sheet: the same dialog, anchored to the left or right edge. */
export function Drawer({ side = 'left', ...props }: DrawerProps) {
  return <Dialog {...props} side={side} />;
}
