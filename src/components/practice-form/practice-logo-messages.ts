import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the practice's logo: its preview and its file picker. */
export const logoMessages = defineMessages({
  choose: {
    id: 'practiceForm.logo.choose',
    defaultMessage: 'Choose an image',
    description: 'Button opening the file picker to upload a logo when the practice has none',
  },
  replace: {
    id: 'practiceForm.logo.replace',
    defaultMessage: 'Replace the logo',
    description: 'Button opening the file picker to upload another logo',
  },
  cancelChoice: {
    id: 'practiceForm.logo.cancelChoice',
    defaultMessage: 'Cancel the new image',
    description: 'Button that drops the image just chosen (not saved yet) and puts back the saved logo',
  },
  none: {
    id: 'practiceForm.logo.none',
    defaultMessage: 'No logo yet.',
    description: 'Shown instead of the logo preview when the practice has no logo',
  },
  newLogo: {
    id: 'practiceForm.logo.new',
    defaultMessage: 'New image, saved with the other changes.',
    description: 'Note under the logo preview when a new image was chosen but not saved yet',
  },
  readError: {
    id: 'practiceForm.logo.readError',
    defaultMessage: 'The image could not be read. Choose it again or choose another one.',
    description: 'Error under the logo when the chosen file could not be read',
  },
});

export const logoAltMessage = defineMessage<{ practice: string }>({
  id: 'practiceForm.logo.alt',
  defaultMessage: 'Logo of {practice}',
  description: 'Alternative text of the logo preview image; {practice} is the practice name',
});

export const logoHintMessage = defineMessage<{ megabytes: number }>({
  id: 'practiceForm.logo.hint',
  defaultMessage:
    'PNG, JPEG, SVG or WebP image of at most {megabytes, number} MB. Once saved, a logo can be replaced but not removed.',
  description: 'Help under the logo: accepted image types and size limit (in megabytes, MB)',
});
