import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useLayoutEffect, useRef, type KeyboardEvent, type MutableRefObject, type PointerEvent } from 'react';

/**
 * Where the focus was in the plain field when the combobox replaced it, with the caret: for the
 * combobox to carry on.
 */
export interface PracticeFieldHandoff {
  focus?: 'input' | 'expandIcon';
  selection?: readonly [number, number];
}

/** What the field and the combobox share: the text shown, and the practice switcher's labels. */
export interface PracticeFieldProps {
  label: string;
  listButtonLabel: string;
  /** The practice's name, or what is typed to find another. */
  value: string;
  /** The current practice's whole name, on hover (a phone's field may cut it). */
  title: string;
  busy: boolean;
  className: string;
  onQueryChange: (query: string) => void;
  handoffRef: MutableRefObject<PracticeFieldHandoff>;
}

interface PracticeFieldOnlyProps extends PracticeFieldProps {
  /** The pointer came near, or the focus arrived: time to load the combobox. */
  onNeeded: () => void;
  /** A press or a key asked for the list: the combobox opens with it. */
  onListWanted: () => void;
}

// Fluent's Combobox, medium and outline, as @fluentui/react-combobox draws it: the field is that
// combobox until its code arrives, and the swap must not move a pixel (the visual suite checks).
const useStyles = makeStyles({
  root: {
    alignItems: 'center',
    borderRadius: tokens.borderRadiusMedium,
    boxSizing: 'border-box',
    columnGap: tokens.spacingHorizontalXXS,
    display: 'inline-grid',
    gridTemplateColumns: '1fr auto',
    justifyContent: 'space-between',
    minWidth: '250px',
    position: 'relative',
    verticalAlign: 'middle',
    height: '32px',
    paddingRight: tokens.spacingHorizontalMNudge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    ':hover': {
      borderTopColor: tokens.colorNeutralStroke1Hover,
      borderRightColor: tokens.colorNeutralStroke1Hover,
      borderLeftColor: tokens.colorNeutralStroke1Hover,
      borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
    },
    ':focus-within': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'transparent',
      borderTopColor: tokens.colorNeutralStroke1Pressed,
      borderRightColor: tokens.colorNeutralStroke1Pressed,
      borderLeftColor: tokens.colorNeutralStroke1Pressed,
      borderBottomColor: tokens.colorNeutralStrokeAccessiblePressed,
    },
  },
  input: {
    alignSelf: 'stretch',
    backgroundColor: tokens.colorTransparentBackground,
    border: 'none',
    color: tokens.colorNeutralForeground1,
    ...typographyStyles.body1,
    padding: `0 0 0 calc(${tokens.spacingHorizontalMNudge} + ${tokens.spacingHorizontalXXS})`,
    ':focus': { outlineStyle: 'none' },
  },
  expandIcon: {
    boxSizing: 'border-box',
    color: tokens.colorNeutralStrokeAccessible,
    cursor: 'pointer',
    display: 'block',
    fontSize: '20px',
    marginLeft: tokens.spacingHorizontalXXS,
    position: 'relative',
    '& svg': { display: 'block' },
  },
});

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * The practice switcher before its combobox has loaded: the same field, read the same way
 * (a combobox, collapsed), that keeps what is typed and asks for the list. Its parent swaps it
 * for Fluent's Combobox, which takes over the focus, the caret and the list from the handoff.
 */
export const PracticeField = ({
  label,
  listButtonLabel,
  value,
  title,
  busy,
  className,
  onQueryChange,
  handoffRef,
  onNeeded,
  onListWanted,
}: PracticeFieldOnlyProps) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const expandIcon = useRef<HTMLSpanElement>(null);
  // Read when the combobox replaces the field, before the field leaves the page.
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      if (input.current && active === input.current) {
        const { selectionStart, selectionEnd } = input.current;
        handoffRef.current = {
          focus: 'input',
          ...(selectionStart !== null && selectionEnd !== null
            ? { selection: [selectionStart, selectionEnd] as const }
            : {}),
        };
      } else if (expandIcon.current && active === expandIcon.current)
        handoffRef.current = { focus: 'expandIcon' };
    },
    [handoffRef],
  );
  const askForList = onListWanted;
  // From the press, not only the click: the combobox may arrive between a press and its release
  // (a press lasts a tenth of a second, and the pointer's approach started the download); the
  // release then lands on the combobox, which never saw the press, and no click reaches this field.
  const askOnPress = (event: PointerEvent) => {
    if (event.button === 0) askForList();
  };
  return (
    <div
      className={mergeClasses('fui-Combobox', styles.root, className)}
      onPointerEnter={onNeeded}
      onPointerDown={onNeeded}
      onFocus={onNeeded}
    >
      {/* Collapsed, with no list in the page yet: Fluent's own field names none either. */}
      <input
        ref={input}
        type="text"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded={false}
        aria-label={label}
        aria-busy={busy}
        title={title}
        className={mergeClasses('fui-Combobox__input', styles.input)}
        value={value}
        onChange={(event) => {
          askForList();
          onQueryChange(event.target.value);
        }}
        onPointerDown={askOnPress}
        onClick={askForList}
        onKeyDown={(event: KeyboardEvent) => {
          if (
            event.key === 'ArrowDown' ||
            event.key === 'ArrowUp' ||
            (event.key === 'Enter' && event.altKey)
          ) {
            event.preventDefault();
            askForList();
          }
        }}
      />
      <span
        ref={expandIcon}
        role="button"
        tabIndex={0}
        aria-expanded={false}
        aria-label={listButtonLabel}
        className={mergeClasses('fui-Combobox__expandIcon', styles.expandIcon)}
        onPointerDown={askOnPress}
        onClick={() => {
          askForList();
          // Fluent's combobox opens its list with the focus in the field.
          input.current?.focus();
        }}
        onKeyDown={(event) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          askForList();
        }}
      >
        <ChevronDownRegular />
      </span>
    </div>
  );
};
