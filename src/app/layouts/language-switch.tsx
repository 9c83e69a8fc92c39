import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { languageSwitchMessages } from './layout-messages';

/**
 * One button offering the other language, labelled in that language (as Canadian bilingual
 * sites do), so someone who cannot read the current one still finds it. The choice is saved.
 */
export const LanguageSwitch = ({ compact = false }: { compact?: boolean }) => {
  const intl = useIntl();
  const { locale, setLocale } = useLocaleSetting();
  const other = locale === 'en' ? 'fr' : 'en';
  const label = intl.formatMessage(languageSwitchMessages[other]);
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      lang={`${other}-CA`}
      aria-label={compact ? label : undefined}
      onClick={() => setLocale(other)}
    >
      {compact ? null : label}
    </Button>
  );
};
