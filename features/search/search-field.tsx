'use client';

/**
 * The search box of the navbar and the home page (browsing spec §2 "Search",
 * §8, §9).
 *
 * Every page has it in its header, and most visits never use it: the page
 * draws the box itself, a labelled combobox that looks and reads as the
 * working one, and the combobox with its keyboard handling (downshift, about
 * 10 kB gzip) loads when the visitor reaches for it and takes the box's
 * place with what was typed, the caret and the focus
 * (components/ui/deferred-combobox.ts, ./search-combobox.tsx). Its class
 * names come from ./search-box.tsx, which draws it on the server.
 */
import { useTranslations } from 'next-intl';
import { useId, type ComponentType } from 'react';
import type { Classes } from '@/components/ui/classes';
import { useDeferredCombobox, type ComboboxStart } from '@/components/ui/deferred-combobox';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { SearchBoxProps } from './search-combobox';

type Combobox = ComponentType<SearchBoxProps & { start?: ComboboxStart }>;

let loading: Promise<Combobox> | null = null;
/** The combobox's code, asked for once per page however many boxes want it. */
const loadCombobox = () => (loading ??= import('./search-combobox').then((module) => module.SearchCombobox));

/** The class names the drawn box needs (./search-box.module.css). */
type SearchFieldClasses = Classes<'box' | 'hero' | 'navbar' | 'field' | 'icon' | 'input' | 'popup' | 'list'>;

export function SearchField({ classes: styles, ...props }: SearchBoxProps & { classes: SearchFieldClasses }) {
  const t = useTranslations('search');
  const id = useId();
  const { Loaded, start, inputProps } = useDeferredCombobox(loadCombobox);
  if (Loaded) return <Loaded {...props} start={start} />;

  const variant = props.variant ?? 'navbar';
  return (
    <div className={`${styles.box} ${variant === 'hero' ? styles.hero : styles.navbar}`}>
      <VisuallyHidden asChild>
        <label id={`${id}-label`} htmlFor={`${id}-input`}>{t(variant === 'hero' ? 'heroLabel' : 'navbarLabel')}</label>
      </VisuallyHidden>
      <div className={styles.field}>
        <span className={styles.icon} aria-hidden="true" />
        <input
          {...inputProps}
          id={`${id}-input`}
          className={styles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={`${id}-menu`}
          autoComplete="off"
          placeholder={t('placeholder')}
          enterKeyHint="search"
        />
      </div>
      <div className={styles.popup} hidden>
        <ul className={styles.list} id={`${id}-menu`} role="listbox" aria-labelledby={`${id}-label`} />
      </div>
    </div>
  );
}
