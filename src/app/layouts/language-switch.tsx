import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { intlLocale, LANGUAGE_NAMES } from '@/i18n/locale';

/**
 * One button offering the other language, labelled in that language (as Canadian bilingual
 * sites do), so someone who cannot read the current one still finds it. The choice is saved.
 */
export const LanguageSwitch = ({ compact = false }: { compact?: boolean }) => {
  const { locale, setLocale } = useLocaleSetting();
  const other = locale === 'en' ? 'fr' : 'en';
  const label = LANGUAGE_NAMES[other];
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      lang={intlLocale(other)}
      aria-label={compact ? label : undefined}
      onClick={() => setLocale(other)}
    >
      {compact ? null : label}
    </Button>
  );
};
