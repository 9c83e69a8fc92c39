import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SMS_SEGMENT_SIZES, type SmsAnalysis } from '@/domain/sms-segments';
import { describeCharacter, hasPlainEquivalents, isInvisible, type Ucs2Character } from './gsm-characters';
import { characterNames, smsCounterMessages as messages } from './sms-counter-messages';

const useStyles = makeStyles({
  counter: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  char: {
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    paddingInline: tokens.spacingHorizontalXXS,
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

interface SmsCounterProps {
  /** analyseSms of the previewed message (samples in place of the placeholders). */
  analysis: SmsAnalysis;
  /** The template's text as typed: tells a character of the text from one of the practice's details. */
  templateText: string;
  /** Replaces the typographic characters of the text; absent when the text cannot change. */
  onPlainText?: (() => void) | undefined;
}

const CharacterLine = ({ character, inText }: { character: Ucs2Character; inText: boolean }) => {
  const intl = useIntl();
  const styles = useStyles();
  const values = {
    char: isInvisible(character.char) ? character.codePoint : character.char,
    name: intl.formatMessage(characterNames[character.name]),
    sym: (chunks: ReactNode[]) => <span className={styles.char}>{chunks}</span>,
  };
  return (
    <li>
      {character.plain === undefined
        ? intl.formatMessage(messages.character, values)
        : character.plain === ' '
          ? intl.formatMessage(messages.characterWithSpace, values)
          : intl.formatMessage(messages.characterWithPlain, { ...values, plain: character.plain })}
      {!inText && <> {intl.formatMessage(messages.fromPractice)}</>}
    </li>
  );
};

/**
 * How the previewed SMS travels (src/domain/sms-segments.ts): its length, encoding and segments,
 * and SPEC §5's warning when characters outside GSM-7 raise the segments. Screen readers hear
 * the segments and the encoding when they change, not every keystroke.
 */
export const SmsCounter = ({ analysis, templateText, onPlainText }: SmsCounterProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const sizes = SMS_SEGMENT_SIZES[analysis.encoding];
  const characters = analysis.ucs2Characters.map(describeCharacter);
  const raised = analysis.segments > analysis.segmentsInGsm7;
  const canReplace = onPlainText !== undefined && hasPlainEquivalents(templateText);
  return (
    <div className={styles.counter}>
      <h4 className={styles.heading}>{intl.formatMessage(messages.heading)}</h4>
      <Text>
        {analysis.units === analysis.characters
          ? intl.formatMessage(messages.characters, { count: analysis.characters })
          : intl.formatMessage(messages.units, { count: analysis.characters, units: analysis.units })}
      </Text>
      <Text>{intl.formatMessage(analysis.encoding === 'GSM-7' ? messages.gsm7 : messages.ucs2)}</Text>
      <Text weight="semibold">
        {intl.formatMessage(messages.segments, {
          segments: analysis.segments,
          single: sizes.single,
          part: sizes.part,
        })}
      </Text>
      <div className={styles.hidden} aria-live="polite">
        {intl.formatMessage(messages.live, { segments: analysis.segments, encoding: analysis.encoding })}
      </div>
      {characters.length > 0 && (
        <MessageBar intent={raised ? 'warning' : 'info'} layout="multiline">
          <MessageBarBody>
            {raised && <MessageBarTitle>{intl.formatMessage(messages.warningTitle)}</MessageBarTitle>}
            {raised
              ? intl.formatMessage(messages.warning, {
                  segments: analysis.segments,
                  gsm: analysis.segmentsInGsm7,
                })
              : intl.formatMessage(messages.info, { segments: analysis.segments })}
            <ul className={styles.list}>
              {characters.map((character) => (
                <CharacterLine
                  key={character.char}
                  character={character}
                  inText={templateText.includes(character.char)}
                />
              ))}
            </ul>
          </MessageBarBody>
          {canReplace && (
            <MessageBarActions>
              <Button onClick={onPlainText}>{intl.formatMessage(messages.replace)}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      <Text size={200} className={styles.note}>
        {intl.formatMessage(messages.estimate)}
      </Text>
    </div>
  );
};
