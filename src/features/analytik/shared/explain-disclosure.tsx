import { Button, makeStyles, tokens } from '@fluentui/react-components';
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
});

/**
 * "How is this computed?": the sentences behind a card's numbers, one click away so that the
 * cards stay short. A button with aria-expanded, so screen readers announce the change.
 */
export const ExplainDisclosure = ({ sentences }: { sentences: readonly string[] }) => {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (sentences.length === 0) return null;
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
      <ul id={id} className={styles.sentences} hidden={!open}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </>
  );
};
