import type { ComboboxProps } from '@fluentui/react-components';
import { useRef, useState, type ChangeEvent } from 'react';

/** What a picker holds: the id of the chosen item and the name its field shows. */
export interface PickedItem {
  id: string | number;
  name: string;
}

/**
 * The open state and typed text of a picker's Combobox. Closed, the field shows the chosen
 * item's name; opened, what is typed (the search). Emptying the field and closing clears the
 * choice. An option may ask to keep the list open (the practice picker's "show more"), whether it
 * was clicked (select, then close) or pressed with Enter (close, then select).
 */
export const usePickerState = <Item extends PickedItem>(
  value: Item | undefined,
  onChange: (item: Item | undefined) => void,
) => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string>();
  const keepOpen = useRef(false);

  const onOpenChange: NonNullable<ComboboxProps['onOpenChange']> = (_event, data) => {
    if (data.open === open) return;
    if (!data.open && keepOpen.current) return;
    if (data.open) setText(undefined);
    else if (value && text !== undefined && text.trim() === '') onChange(undefined);
    setOpen(data.open);
  };

  return {
    open,
    /** The search typed since the list opened; '' when nothing is typed. */
    search: open ? (text ?? '') : '',
    comboboxProps: {
      value: open ? (text ?? value?.name ?? '') : (value?.name ?? ''),
      open,
      selectedOptions: value ? [String(value.id)] : [],
      onOpenChange,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        // Pasted or dictated text comes without the key press that opens the list.
        setOpen(true);
      },
    } satisfies Partial<ComboboxProps>,
    /** An option was chosen: the list closes and the field shows the choice. */
    chose: (item: Item) => {
      setText(undefined);
      onChange(item);
    },
    /** The chosen option only acts on the list ("show more"): it stays open. */
    keepOpen: () => {
      keepOpen.current = true;
      setOpen(true);
      // Past both orders of Fluent's select-and-close: the next close is the user's again.
      setTimeout(() => {
        keepOpen.current = false;
      }, 0);
    },
  };
};
