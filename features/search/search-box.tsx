import { classesOf } from '@/components/ui/classes';
import type { SearchBoxProps } from './search-combobox';
import { SearchField } from './search-field';
import styles from './search-box.module.css';

/**
 * The search box of the navbar and the home page (browsing spec §2 "Search"):
 * ./search-field.tsx until the visitor reaches for it, then ./search-combobox.tsx.
 * Drawn here on the server, which hands the field its class names (components/ui/classes.ts).
 */
export function SearchBox(props: SearchBoxProps) {
  return <SearchField {...props} classes={classesOf(styles, ['box', 'hero', 'navbar', 'field', 'icon', 'input', 'popup', 'list'])} />;
}
