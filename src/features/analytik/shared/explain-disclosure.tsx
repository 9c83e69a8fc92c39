import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { progressMessages } from './progress-messages';

const useStyles = makeStyles({
  toggle: { alignSelf: 'flex-start', paddingInline: '0', minWidth: 'auto' },
  sentences: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: '0',
    paddingInlineStart: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  // The `hidden` attribute alone loses to the list's own display (flex): every card's
  // explanation showed open, 17 cards of dense text.
  closed: { display: 'none' },
});

/**
 * "How is this computed?": the sentences behind a card's numbers, one click away so that the
 * cards stay short. A button with aria-expanded, so screen readers announce the change. The
 * sentences are written only once opened: the overview has 17 cards a practice.
 */
export const ExplainDisclosure = ({ explain }: { explain: () => readonly string[] }) => {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const [open, setOpen] = useState(false);
  const sentences = open ? explain() : [];
  return (
    <>
      <Button
        appearance="transparent"
        size="small"
        className={styles.toggle}
        icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage(progressMessages.explain)}
      </Button>
      <ul id={id} className={mergeClasses(styles.sentences, !open && styles.closed)} hidden={!open}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </>
  );
};
