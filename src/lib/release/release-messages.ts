import { defineMessages } from 'react-intl';

// `layout.`: with the signed-in shell's texts, which the notice shows in (catalogue-areas.ts).
export const releaseMessages = defineMessages({
  title: {
    id: 'layout.release.title',
    defaultMessage: 'A new version of the portal is available',
    description:
      'Title of the banner shown in an open tab once a newer release of the portal has been deployed',
  },
  body: {
    id: 'layout.release.body',
    defaultMessage: 'It opens when you go to another screen, or now with Reload.',
    description:
      'Banner text under the new-version title: the new release loads at the next move to another screen, or at once with the Reload button',
  },
  reload: {
    id: 'layout.release.reload',
    defaultMessage: 'Reload',
    description:
      'Button of the new-version banner that loads the new release of the portal now (unsaved changes are asked about first)',
  },
});
