import { defineMessage, defineMessages } from 'react-intl';

export const uploadMessages = defineMessages({
  title: {
    id: 'admin.pricing.uploadForm.title',
    defaultMessage: 'Upload a pricing file',
    description: 'Title of the dialog that uploads a new pricing file',
  },
  year: {
    id: 'admin.pricing.uploadForm.year',
    defaultMessage: 'Year',
    description: 'Label of the field: the year the uploaded pricing file applies to',
  },
  group: {
    id: 'admin.pricing.uploadForm.group',
    defaultMessage: 'Group',
    description: 'Label of the field: the group of the uploaded pricing file (free text)',
  },
  groupHint: {
    id: 'admin.pricing.uploadForm.groupHint',
    defaultMessage: 'For example ACDQ, AHDQ or ODA',
    description: 'Help under the group field of the upload form',
  },
  provider: {
    id: 'admin.pricing.uploadForm.provider',
    defaultMessage: 'Provider',
    description: 'Label of the field: the provider of the uploaded pricing file (free text)',
  },
  providerHint: {
    id: 'admin.pricing.uploadForm.providerHint',
    defaultMessage: 'For example RAMQ, OHIP or Insurance',
    description: 'Help under the provider field of the upload form',
  },
  file: {
    id: 'admin.pricing.uploadForm.file',
    defaultMessage: 'File',
    description: 'Label of the file picker of the upload form',
  },
  emptyFile: {
    id: 'admin.pricing.uploadForm.emptyFile',
    defaultMessage: 'The file is empty: choose another one',
    description: 'Error under the file picker when the chosen file has no content',
  },
  badName: {
    id: 'admin.pricing.uploadForm.badName',
    defaultMessage: 'The file name may not contain / or \\ nor be longer than 255 characters',
    description: 'Error under the file picker when the chosen file has a name the server refuses',
  },
  cancel: {
    id: 'admin.pricing.uploadForm.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the upload dialog without uploading',
  },
  submit: {
    id: 'admin.pricing.uploadForm.submit',
    defaultMessage: 'Upload',
    description: 'Button that sends the chosen pricing file',
  },
  submitting: {
    id: 'admin.pricing.uploadForm.submitting',
    defaultMessage: 'Uploading…',
    description: 'The upload button while the file is being sent',
  },
  progress: {
    id: 'admin.pricing.uploadForm.progress',
    defaultMessage: 'Upload progress',
    description: 'Label of the progress bar shown while the pricing file is being sent',
  },
  networkFailed: {
    id: 'admin.pricing.uploadForm.networkFailed',
    defaultMessage:
      'The file could not be sent: the connection was interrupted. It is still chosen: press Upload to try again.',
    description: 'Shown in the upload dialog when the upload failed for lack of network; the file is kept',
  },
  failed: {
    id: 'admin.pricing.uploadForm.failed',
    defaultMessage:
      'The pricing file could not be uploaded. Everything is still filled in: try again in a moment.',
    description:
      'Shown in the upload dialog when the upload failed (server error, refusal); the form is kept',
  },
});

export const uploadProgressMessage = defineMessage<{ sent: number }>({
  id: 'admin.pricing.uploadForm.progressValue',
  defaultMessage: '{sent, number, percent} sent',
  description: 'Under the progress bar of an upload: the share of the file already sent (e.g. "45% sent")',
});

export const duplicateMessage = defineMessage<{
  filename: string;
  year: string;
  group: string;
  provider: string;
}>({
  id: 'admin.pricing.uploadForm.duplicate',
  defaultMessage:
    'A file named {filename} already exists for {year}, {group}, {provider}: delete it first, or rename this one',
  description:
    'Error under the file picker when the server already holds a file of this name for the same year, group and provider (409)',
});

export const fileHintMessage = defineMessage<{ types: string; megabytes: number }>({
  id: 'admin.pricing.uploadForm.fileHint',
  defaultMessage: '{types}, at most {megabytes, number} MB',
  description:
    'Help under the file picker: the accepted types (e.g. "PDF, Excel (.xlsx), CSV") and the largest size in megabytes (MB)',
});

export const yearRangeMessage = defineMessage<{ min: string; max: string }>({
  id: 'admin.pricing.uploadForm.yearRange',
  defaultMessage: 'Enter a year from {min} to {max}',
  description: 'Error under the year field of the upload form when the year is outside the accepted range',
});
