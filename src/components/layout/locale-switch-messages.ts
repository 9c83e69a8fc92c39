import { defineMessages } from 'react-intl';

/**
 * `auth.` ids: they belong to the core catalogue, which every signed-out page (sign-in screens,
 * the public confirmation page) already loads, unlike the header's `layout.` ones.
 */
export const localeSwitchMessages = defineMessages({
  en: {
    id: 'auth.language.toEnglish',
    defaultMessage: 'English',
    description: 'Button of the signed-out pages that shows them in English; always written in English',
  },
  fr: {
    id: 'auth.language.toFrench',
    defaultMessage: 'Français',
    description: 'Button of the signed-out pages that shows them in French; always written in French',
  },
});
