import type { UseComboboxPropGetters } from 'downshift';
import type { Option } from './option';

type Props = {
  visible: boolean;
  isOpen: boolean;
  items: Option[];
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<Option>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<Option>['getItemProps'];
  /** Shows the 'no matching options' text (browsing spec §5). */
  noMatches: boolean;
  noOptionsText: string;
};

/** The option list under a combobox input, shared by Select and MultiSelect. */
export function ListboxPopup({ visible, isOpen, items, highlightedIndex, getMenuProps, getItemProps, noMatches, noOptionsText }: Props) {
  return (
    <div className="ui-combobox__popup" hidden={!visible}>
      <ul className="ui-listbox" {...getMenuProps()}>
        {isOpen
          ? items.map((option, index) => (
              <li
                key={option.value}
                className={
                  highlightedIndex === index ? 'ui-listbox__option ui-listbox__option--highlighted' : 'ui-listbox__option'
                }
                {...getItemProps({ item: option, index })}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
      {noMatches ? (
        <p className="ui-combobox__message" aria-hidden="true">
          {noOptionsText}
        </p>
      ) : null}
    </div>
  );
}
