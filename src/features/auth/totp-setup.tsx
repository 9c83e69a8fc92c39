import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { encode } from 'uqr';
import { env } from '@/config/env';
import { CodeForm } from './code-form';
import { otpauthUri } from './sign-in-steps';
import { stepMessages } from './step-messages';

/** Modules of light margin around the code, as scanners expect. */
const QUIET_ZONE = 4;

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  qr: {
    alignSelf: 'center',
    width: '12rem',
    height: '12rem',
    backgroundColor: tokens.colorNeutralBackground1,
    fill: tokens.colorNeutralForeground1,
  },
  secret: { fontFamily: tokens.fontFamilyMonospace },
});

/** The QR code of a text, as an SVG path of its dark modules (crisp at any size). */
export const QrCode = ({ text, label, className }: { text: string; label: string; className?: string }) => {
  const { path, extent } = useMemo(() => {
    const { data, size } = encode(text, { ecc: 'M', border: 0 });
    const modules = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { path: modules.join(''), extent: size + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <path d={path} />
    </svg>
  );
};

/**
 * MFA_SETUP (TOTP): the authenticator entry as a QR code (otpauth://, labelled with the product
 * name and the username) and as a secret to type, then the first code, which completes it.
 */
export const TotpSetup = ({
  username,
  secret,
  onCode,
}: {
  username: string;
  secret: string;
  onCode: (code: string) => Promise<void>;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  // The product's configured name, the same in both languages: the app's entry keeps its label.
  const uri = otpauthUri({ issuer: env.productName, account: username, secret });
  return (
    <div className={styles.block}>
      <Text>{intl.formatMessage(stepMessages.setupIntro)}</Text>
      <QrCode text={uri} label={intl.formatMessage(stepMessages.setupQrLabel)} className={styles.qr} />
      <Field label={intl.formatMessage(stepMessages.setupSecret)}>
        <Input readOnly value={secret} className={styles.secret} spellCheck={false} />
      </Field>
      {/* Not focused: the QR code and the secret come first. */}
      <CodeForm onCode={onCode} focusOnMount={false} />
    </div>
  );
};
