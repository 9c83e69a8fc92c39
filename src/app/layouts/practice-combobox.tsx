import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { useLayoutEffect, useRef } from 'react';
import type { PracticeEntry } from '@/lib/session/practice-list';
import { matchesSearch } from '@/utils/search-text';
import type { PracticeFieldProps } from './practice-field';

const useStyles = makeStyles({
  // A name too long for a phone's field is read whole in the list, on two lines if need be.
  option: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
});

interface PracticeComboboxProps extends PracticeFieldProps {
  practices: readonly PracticeEntry[];
  currentPracticeId: string | undefined;
  /** What is typed to find a practice; undefined while the field shows the current one. */
  filter: string | undefined;
  /** Typed text that found nothing. */
  noMatchLabel: string;
  /** The plain field had been asked for the list: it opens at once. */
  openAtFirst: boolean;
  /** The list closed without a choice: the field shows the current practice again. */
  onClose: () => void;
  onSelect: (practiceId: string) => void;
}

/**
 * The practice switcher's Fluent Combobox, loaded when a person first comes to the field
 * (decision 030): it takes the focus, the caret and the open list over from the plain field.
 */
export const PracticeCombobox = (props: PracticeComboboxProps) => {
  const { handoffRef, practices, filter } = props;
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const expandIcon = useRef<HTMLSpanElement>(null);
  // The field it replaces has just left the page: the focus goes where it was, as it was.
  useLayoutEffect(() => {
    const { focus, selection } = handoffRef.current;
    handoffRef.current = {};
    if (focus === 'expandIcon') expandIcon.current?.focus();
    else if (focus === 'input' && input.current) {
      input.current.focus();
      if (selection) input.current.setSelectionRange(selection[0], selection[1]);
    }
  }, [handoffRef]);

  const matches = filter ? practices.filter((practice) => matchesSearch(practice.name, filter)) : practices;
  return (
    <Combobox
      ref={input}
      className={props.className}
      aria-label={props.label}
      // Fluent names the arrow "Open " and the label, in English whatever the language.
      expandIcon={{ 'aria-label': props.listButtonLabel, ref: expandIcon }}
      title={props.title}
      // The list stays inside the header's banner landmark, not after every landmark of the page.
      inlinePopup
      defaultOpen={props.openAtFirst}
      value={props.value}
      selectedOptions={props.currentPracticeId ? [props.currentPracticeId] : []}
      // Busy rather than disabled: disabling the focused field would drop keyboard focus to <body>.
      aria-busy={props.busy}
      onChange={(event) => props.onQueryChange(event.target.value)}
      onOpenChange={(_, data) => {
        if (!data.open) props.onClose();
      }}
      onOptionSelect={(_, data) => {
        // Typing past the selected name clears the selection: that is not a choice yet.
        if (data.optionValue) props.onSelect(data.optionValue);
      }}
    >
      {matches.map((practice) => (
        <Option key={practice.id} value={practice.id} text={practice.name} className={styles.option}>
          {practice.name}
        </Option>
      ))}
      {matches.length === 0 && (
        <Option value="" text="" disabled>
          {props.noMatchLabel}
        </Option>
      )}
    </Combobox>
  );
};
