import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Channel, Language } from '@/api/generated/communication/model';
import { analyseSms, isGsm7 } from '@/domain/sms-segments';
import { piecesText, previewPieces, type PreviewPiece } from './preview-text';
import type { SampleValues } from './sample-values';
import { SmsCounter } from '../shared/sms-counter/sms-counter';
import { languageTag } from './template-combos';
import { previewMessages as messages } from './preview-messages';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  message: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    // Line breaks of the template show as typed; a long link wraps instead of widening the page.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  label: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  sample: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textDecorationColor: tokens.colorBrandForeground1,
  },
  unknown: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2 },
  ucs2: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
  },
});

/** Runs of a text, the characters outside GSM-7 marked (SMS only). */
const markUcs2 = (text: string, className: string): ReactNode[] => {
  const runs: { text: string; ucs2: boolean }[] = [];
  for (const char of text) {
    const ucs2 = !isGsm7(char);
    const last = runs.at(-1);
    if (last?.ucs2 === ucs2) last.text += char;
    else runs.push({ text: char, ucs2 });
  }
  return runs.map((run, index) =>
    run.ucs2 ? (
      <mark key={index} className={className}>
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
};

const Pieces = ({ pieces, markSms }: { pieces: readonly PreviewPiece[]; markSms: boolean }) => {
  const styles = useStyles();
  const content = (text: string) => (markSms ? markUcs2(text, styles.ucs2) : text);
  return pieces.map((piece, index) => {
    if (piece.kind === 'unknown') {
      return (
        <mark key={index} className={styles.unknown}>
          {piece.text}
        </mark>
      );
    }
    if (piece.kind === 'sample') {
      return (
        <span key={index} className={styles.sample}>
          {content(piece.text)}
        </span>
      );
    }
    return <span key={index}>{content(piece.text)}</span>;
  });
};

interface TemplatePreviewProps {
  channel: Channel;
  language: Language;
  subject: string;
  body: string;
  samples: SampleValues;
  onPlainText?: (() => void) | undefined;
}

/**
 * The message as a patient receives it, with sample values. Rendered as text (React escapes it):
 * a template or a practice name holding markup shows that markup, never runs it.
 */
export const TemplatePreview = ({
  channel,
  language,
  subject,
  body,
  samples,
  onPlainText,
}: TemplatePreviewProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const bodyPieces = previewPieces(body, samples.values);
  const lang = languageTag(language);
  const empty = <span className={styles.note}>{intl.formatMessage(messages.empty)}</span>;
  return (
    <div className={styles.preview}>
      <h3 className={styles.heading}>{intl.formatMessage(messages.heading)}</h3>
      <Text size={200} className={styles.note}>
        {intl.formatMessage(messages.samples)}
        {samples.fallbacks.name && <> {intl.formatMessage(messages.noName)}</>}
        {samples.fallbacks.phone && <> {intl.formatMessage(messages.noPhone)}</>}
      </Text>
      {channel === 'EMAIL' ? (
        <dl className={styles.message}>
          <dt className={styles.label}>{intl.formatMessage(messages.subject)}</dt>
          <dd className={styles.value} lang={subject.trim() ? lang : undefined}>
            {subject.trim() ? (
              <Pieces pieces={previewPieces(subject, samples.values)} markSms={false} />
            ) : (
              empty
            )}
          </dd>
          <dt className={styles.label}>{intl.formatMessage(messages.message)}</dt>
          <dd className={styles.value} lang={body.trim() ? lang : undefined}>
            {body.trim() ? <Pieces pieces={bodyPieces} markSms={false} /> : empty}
          </dd>
        </dl>
      ) : (
        <>
          <p className={styles.message} lang={body.trim() ? lang : undefined}>
            {body.trim() ? <Pieces pieces={bodyPieces} markSms /> : empty}
          </p>
          <SmsCounter
            analysis={analyseSms(piecesText(bodyPieces))}
            templateText={body}
            onPlainText={onPlainText}
          />
        </>
      )}
    </div>
  );
};
