import { Button } from '@fluentui/react-components';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { intlLocale, LANGUAGE_NAMES, type Locale } from '@/i18n/locale';

/**
 * The language switch of the signed-out pages: one button naming the other language in that
 * language, so someone who cannot read the current one still finds it. Saves the choice, like
 * the header's switch (which lives in the app layer and loads with the signed-in shell). No
 * icon: the icon package's runtime would weigh on /login's budget for little.
 */
// A link's `lang` outranks the saved choice (SPEC §1): make it name the new language, so that a
// reload of the page (a patient's confirmation link, say) stays in it.
const followAddress = (locale: Locale) => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.set('lang', locale);
  window.history.replaceState(window.history.state, '', url);
};

export const LocaleSwitch = () => {
  const { locale, setLocale } = useLocaleSetting();
  const other = locale === 'en' ? 'fr' : 'en';
  return (
    <Button
      appearance="subtle"
      size="small"
      lang={intlLocale(other)}
      onClick={() => {
        followAddress(other);
        setLocale(other);
      }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
};
