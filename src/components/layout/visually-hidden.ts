import { makeStyles } from '@fluentui/react-components';

/**
 * Text for screen readers only (the full name behind an abbreviation, a chart's description):
 * kept in the accessibility tree, drawn in no space at all.
 */
export const useVisuallyHiddenStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: '0',
  },
});
