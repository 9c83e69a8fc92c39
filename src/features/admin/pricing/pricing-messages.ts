import { defineMessage, defineMessages } from 'react-intl';

export const pricingMessages = defineMessages({
  title: {
    id: 'admin.pricing.title',
    defaultMessage: 'Pricing files',
    description: 'Heading of the administration page of the pricing files (fee guides)',
  },
  intro: {
    id: 'admin.pricing.intro',
    defaultMessage:
      'Fee guides made available to the clinics, filed by year, group (such as ACDQ) and provider (such as RAMQ).',
    description: 'Short explanation under the heading of the pricing files page',
  },
  loading: {
    id: 'admin.pricing.loading',
    defaultMessage: 'Loading the pricing files…',
    description: 'Spinner label while the pricing files load for the first time',
  },
  loadFailed: {
    id: 'admin.pricing.loadFailed',
    defaultMessage: 'The pricing files could not be loaded. Please try again later.',
    description: 'Shown in place of the list when the pricing files could not be loaded',
  },
  tableLabel: {
    id: 'admin.pricing.tableLabel',
    defaultMessage: 'Pricing files',
    description: 'Accessible name of the table of pricing files and of the region it scrolls in',
  },
  columnYear: {
    id: 'admin.pricing.column.year',
    defaultMessage: 'Year',
    description: 'Column header: the year a pricing file applies to',
  },
  columnGroup: {
    id: 'admin.pricing.column.group',
    defaultMessage: 'Group',
    description: 'Column header: the group of a pricing file (free text such as ACDQ)',
  },
  columnProvider: {
    id: 'admin.pricing.column.provider',
    defaultMessage: 'Provider',
    description: 'Column header: the provider of a pricing file (free text such as RAMQ)',
  },
  columnFile: {
    id: 'admin.pricing.column.file',
    defaultMessage: 'File',
    description: 'Column header: the name of the pricing file',
  },
  columnSize: {
    id: 'admin.pricing.column.size',
    defaultMessage: 'Size',
    description: 'Column header: the size of the pricing file',
  },
  columnUploadedAt: {
    id: 'admin.pricing.column.uploadedAt',
    defaultMessage: 'Uploaded',
    description: 'Column header: when the pricing file was uploaded',
  },
  columnActions: {
    id: 'admin.pricing.column.actions',
    defaultMessage: 'Actions',
    description: 'Column header: the buttons that download or delete a pricing file',
  },
  download: {
    id: 'admin.pricing.download',
    defaultMessage: 'Download',
    description: 'Button in a row of the pricing files: saves the file on the computer',
  },
  delete: {
    id: 'admin.pricing.delete',
    defaultMessage: 'Delete',
    description: 'Button in a row of the pricing files: deletes the file (after a confirmation)',
  },
  filters: {
    id: 'admin.pricing.filters',
    defaultMessage: 'Filter the pricing files',
    description: 'Accessible name of the form that filters the pricing files',
  },
  filterYear: {
    id: 'admin.pricing.filter.year',
    defaultMessage: 'Year',
    description: 'Label of the filter on the year of the pricing files',
  },
  filterGroup: {
    id: 'admin.pricing.filter.group',
    defaultMessage: 'Group',
    description: 'Label of the filter on the group of the pricing files',
  },
  filterProvider: {
    id: 'admin.pricing.filter.provider',
    defaultMessage: 'Provider',
    description: 'Label of the filter on the provider of the pricing files',
  },
  apply: {
    id: 'admin.pricing.filter.apply',
    defaultMessage: 'Apply',
    description: 'Button that applies the filters of the pricing files',
  },
  noFile: {
    id: 'admin.pricing.empty',
    defaultMessage: 'No pricing file has been uploaded yet.',
    description: 'Shown instead of the table when there is no pricing file at all',
  },
  noMatch: {
    id: 'admin.pricing.noMatch',
    defaultMessage: 'No pricing file matches these filters.',
    description: 'Shown instead of the table when the filters leave no pricing file',
  },
  upload: {
    id: 'admin.pricing.upload',
    defaultMessage: 'Upload a pricing file',
    description: 'Button that opens the form to upload a new pricing file',
  },
});

export const downloadLabelMessage = defineMessage<{ filename: string }>({
  id: 'admin.pricing.downloadLabel',
  defaultMessage: 'Download {filename}',
  description: 'Accessible name of the Download button of one pricing file; {filename} is its name',
});

export const deleteLabelMessage = defineMessage<{ filename: string }>({
  id: 'admin.pricing.deleteLabel',
  defaultMessage: 'Delete {filename}',
  description: 'Accessible name of the Delete button of one pricing file; {filename} is its name',
});

export const pricingCountMessage = defineMessage<{ count: number }>({
  id: 'admin.pricing.count',
  defaultMessage: '{count, plural, =0 {No pricing file} one {# pricing file} other {# pricing files}}',
  description: 'Number of pricing files the filters found, above the table',
});

/** Where a file is filed, as the texts name it (the year as text: "2026", not "2,026"). */
export interface FileValues {
  [key: string]: string;
  filename: string;
  year: string;
  group: string;
  provider: string;
}

// The confirmation of a deletion and the snackbars of the actions (SPEC §8 has no pricing texts).
export const confirmDeleteTitleMessage = defineMessage<{ filename: string }>({
  id: 'admin.pricing.confirmDelete.title',
  defaultMessage: 'Delete {filename}?',
  description: 'Title of the dialog confirming the deletion of a pricing file; {filename} is its name',
});

export const confirmDeleteTextMessage = defineMessage<FileValues>({
  id: 'admin.pricing.confirmDelete.text',
  defaultMessage:
    'The pricing file {filename} of {year}, {group}, {provider} will be deleted. The clinics will no longer be able to download it.',
  description:
    'Text of the dialog confirming the deletion of a pricing file; {year}, {group} and {provider} say where it is filed',
});

export const deletedMessage = defineMessage<{ filename: string }>({
  id: 'admin.pricing.deleted',
  defaultMessage: 'The pricing file {filename} has been deleted.',
  description: 'Snackbar after a pricing file was deleted',
});

export const deleteFailedMessage = defineMessage<{ filename: string }>({
  id: 'admin.pricing.deleteFailed',
  defaultMessage: 'The pricing file {filename} could not be deleted. Please try again later.',
  description: 'Snackbar when deleting a pricing file failed',
});

export const uploadedMessage = defineMessage<FileValues>({
  id: 'admin.pricing.uploaded',
  defaultMessage: 'The pricing file {filename} has been uploaded for {year}, {group}, {provider}.',
  description:
    'Snackbar after a pricing file was uploaded; {year}, {group} and {provider} say where it is filed',
});

export const downloadFailedMessage = defineMessage<{ filename: string }>({
  id: 'admin.pricing.downloadFailed',
  defaultMessage: 'The pricing file {filename} could not be downloaded. Please try again later.',
  description: 'Snackbar when downloading a pricing file failed',
});

export const goneMessage = defineMessage<{ filename: string }>({
  id: 'admin.pricing.gone',
  defaultMessage: 'The pricing file {filename} no longer exists: the list has been refreshed.',
  description: 'Snackbar when a pricing file to download or delete was deleted in the meantime',
});
