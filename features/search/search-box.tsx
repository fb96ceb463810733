'use client';

/**
 * The search box of the navbar and the home page (browsing spec §2 "Search",
 * §8, §9).
 *
 * Every page has it in its header, and most visits never use it: the page
 * draws the box itself, a labelled combobox that looks and reads as the
 * working one, and the combobox with its keyboard handling (downshift, about
 * 10 kB gzip) loads when the visitor reaches for it: a pointer over it, a
 * touch, the focus. Once it has loaded it takes the box's place with what
 * was typed, the caret and the focus, and opens its list if the box was
 * clicked (./search-combobox.tsx).
 */
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { SearchBoxProps, SearchStart } from './search-combobox';
import styles from './search-box.module.css';

type Combobox = ComponentType<SearchBoxProps & { start?: SearchStart }>;

let loading: Promise<Combobox> | null = null;
/** The combobox's code, asked for once per page however many boxes want it. */
const loadCombobox = () => (loading ??= import('./search-combobox').then((module) => module.SearchCombobox));

export function SearchBox(props: SearchBoxProps) {
  const t = useTranslations('search');
  const id = useId();
  const [taken, setTaken] = useState<{ Combobox: Combobox; start: SearchStart | undefined } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const clicked = useRef(false);
  const reached = useRef(false);

  const reach = useCallback(() => {
    if (reached.current) return;
    reached.current = true;
    void loadCombobox().then((Combobox) => {
      // Read the box and hand it over in one task: nothing typed in between is lost.
      flushSync(() => {
        const box = input.current;
        const end = box?.value.length ?? 0;
        const focused = box !== null && document.activeElement === box;
        setTaken({
          Combobox,
          start: box ? { text: box.value, selection: [box.selectionStart ?? end, box.selectionEnd ?? end], focused, open: focused && clicked.current } : undefined,
        });
      });
    });
  }, []);

  // Focused or typed into before the page came alive (a slow phone): take over at once.
  useEffect(() => {
    const box = input.current;
    if (box && (document.activeElement === box || box.value !== '')) reach();
  }, [reach]);

  if (taken) return <taken.Combobox {...props} start={taken.start} />;

  const variant = props.variant ?? 'navbar';
  return (
    <div className={`${styles.box} ${variant === 'hero' ? styles.hero : styles.navbar}`}>
      <VisuallyHidden asChild>
        <label id={`${id}-label`} htmlFor={`${id}-input`}>{t(variant === 'hero' ? 'heroLabel' : 'navbarLabel')}</label>
      </VisuallyHidden>
      <div className={styles.field}>
        <span className={styles.icon} aria-hidden="true" />
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={`${id}-menu`}
          autoComplete="off"
          placeholder={t('placeholder')}
          enterKeyHint="search"
          onPointerEnter={() => void loadCombobox()}
          onPointerDown={() => (clicked.current = true)}
          onFocus={reach}
          onInput={reach}
        />
      </div>
      <div className={styles.popup} hidden>
        <ul className={styles.list} id={`${id}-menu`} role="listbox" aria-labelledby={`${id}-label`} />
      </div>
    </div>
  );
}
