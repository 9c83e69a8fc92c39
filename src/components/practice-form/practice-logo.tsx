import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { logoAltMessage, logoMessages } from './practice-logo-messages';

const useStyles = makeStyles({
  preview: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '120px',
    objectFit: 'contain',
    alignSelf: 'flex-start',
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

interface PracticeLogoProps {
  /** The logo's data URL or address; empty when the practice has none. */
  logo: string;
  practiceName: string;
  className?: string;
}

/** The practice's logo as an image named after the practice, or a sentence saying it has none. */
export const PracticeLogo = ({ logo, practiceName, className }: PracticeLogoProps) => {
  const intl = useIntl();
  const styles = useStyles();
  return logo ? (
    <img
      className={mergeClasses(styles.preview, className)}
      src={logo}
      alt={intl.formatMessage(logoAltMessage, { practice: practiceName })}
    />
  ) : (
    <Text className={className}>{intl.formatMessage(logoMessages.none)}</Text>
  );
};
