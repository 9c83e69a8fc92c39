import { Tooltip } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactElement, type Ref } from 'react';

export interface LabelTooltipProps {
  /** The button's name, which the tooltip shows. */
  content: string;
  /** Where the tooltip renders (Fluent's mountNode): inside its landmark rather than at the end of body. */
  mountNode?: HTMLElement | null;
  /** An icon button: the tooltip names it. */
  children: ReactElement<{ ref?: Ref<HTMLElement>; 'aria-label'?: string; 'data-label-tooltip'?: string }>;
}

interface LoadedLabelTooltipProps extends LabelTooltipProps {
  /** Its button had the focus while the Tooltip was on its way: it shows as on that focus. */
  showSoon: boolean;
}

/** Fluent's own delay before a tooltip shows. */
const SHOW_DELAY_MS = 250;

/** Fluent's Tooltip as LabelTooltip uses it, in a chunk of its own (label-tooltip.tsx). */
export const LoadedLabelTooltip = ({ content, mountNode, showSoon, children }: LoadedLabelTooltipProps) => {
  const [visible, setVisible] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // After Fluent's delay, as a focus would have shown it: at once, a drawer still sliding in hid it.
  useEffect(() => {
    if (!showSoon) return;
    pending.current = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(pending.current);
  }, [showSoon]);
  return (
    <Tooltip
      content={content}
      relationship="label"
      mountNode={mountNode}
      visible={visible}
      onVisibleChange={(_, data) => {
        // Whatever the person did meanwhile (a blur, Escape, the pointer) decides instead.
        clearTimeout(pending.current);
        setVisible(data.visible);
      }}
    >
      {children}
    </Tooltip>
  );
};
