import { SearchBox } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS } from '@/components/pickers/use-debounced-value';
import { adminMessages } from './admin-messages';

interface AdminSearchBoxProps {
  /** The search in the address (the list's URL state). */
  value: string;
  /** Called once typing pauses, with the trimmed text ('' to clear). */
  onSearch: (value: string) => void;
  /** What can be searched, as a placeholder ("Name or city"). */
  placeholder: string;
  className?: string;
}

/**
 * The search box of an administration list: searches as you type (the server matches without
 * regard to case or accents), once typing pauses. Follows the address when it changes (back,
 * forward, a cleared filter).
 */
export const AdminSearchBox = ({ value, onSearch, placeholder, className }: AdminSearchBoxProps) => {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, delay);
  };

  return (
    <SearchBox
      className={className}
      aria-label={intl.formatMessage(adminMessages.search)}
      placeholder={placeholder}
      value={text}
      onChange={(_event, data) => {
        setText(data.value);
        // The dismiss button clears at once; typing waits for a pause.
        schedule(data.value, data.value === '' ? 0 : SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') schedule(text, 0);
      }}
    />
  );
};
