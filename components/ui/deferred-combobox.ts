'use client';

/**
 * A combobox whose code loads when the visitor reaches for it.
 *
 * The search box in every header is downshift's combobox, about 10 kB gzip,
 * and most visits never use it. The page draws it as a plain, labelled,
 * collapsed combobox; a pointer over its input starts loading the working
 * one, and the focus or a keystroke hands the input over to it, with what
 * was typed, the caret and the focus, and its list opened if the input was
 * clicked (a click on the working combobox opens it).
 *
 *   const { Loaded, start, inputProps } = useDeferredCombobox(loadWorkingOne);
 *   if (Loaded) return <Loaded {...props} start={start} />;
 *   return <input {...inputProps} role="combobox" … />;
 *
 * and in the working one, `useTakeOver(inputId, start, setText)`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** What the visitor did in the drawn input before the working combobox took it over: it goes on from there. */
export type ComboboxStart = {
  /** What was typed. */
  text: string;
  /** The caret, or the selected part of the text. */
  selection: [number, number];
  /** The input had the focus. */
  focused: boolean;
  /** The input was clicked: the list opens, as a click on the working combobox opens it. */
  open: boolean;
};

type DrawnInputProps = {
  ref: RefObject<HTMLInputElement | null>;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onInput: () => void;
};

/**
 * The drawn combobox's side: `load` (the same promise every time) gives the
 * working component; until it has taken over, `Loaded` is null and the
 * drawn input takes `inputProps`.
 */
export function useDeferredCombobox<C>(load: () => Promise<C>): { Loaded: C | null; start: ComboboxStart | undefined; inputProps: DrawnInputProps } {
  const [taken, setTaken] = useState<{ Loaded: C; start: ComboboxStart | undefined } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const clicked = useRef(false);
  const reached = useRef(false);

  const reach = useCallback(() => {
    if (reached.current) return;
    reached.current = true;
    void load().then((Loaded) => {
      // Read the input and hand it over in one task: nothing typed in between is lost.
      flushSync(() => {
        const box = input.current;
        const end = box?.value.length ?? 0;
        const focused = box !== null && document.activeElement === box;
        setTaken({
          Loaded,
          start: box ? { text: box.value, selection: [box.selectionStart ?? end, box.selectionEnd ?? end], focused, open: focused && clicked.current } : undefined,
        });
      });
    });
  }, [load]);

  // Focused or typed into before the page came alive (a slow phone): take over at once.
  useEffect(() => {
    const box = input.current;
    if (box && (document.activeElement === box || box.value !== '')) reach();
  }, [reach]);

  return {
    Loaded: taken?.Loaded ?? null,
    start: taken?.start,
    inputProps: {
      ref: input,
      onPointerEnter: () => void load(),
      onPointerDown: () => (clicked.current = true),
      onFocus: reach,
      onInput: reach,
    },
  };
}

/** The working combobox's side: takes the focus and caret of the drawn input, once, and goes on with what was typed. */
export function useTakeOver(inputId: string, start: ComboboxStart | undefined, goOn: (text: string) => void) {
  const started = useRef(false);
  useLayoutEffect(() => {
    if (!start || started.current) return;
    started.current = true;
    const input = document.getElementById(inputId);
    if (start.focused && input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(...start.selection);
    }
    if (start.text) goOn(start.text);
  }, [inputId, start, goOn]);
}
