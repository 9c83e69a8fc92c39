import { defineMessage, defineMessages } from 'react-intl';

export const goalsMessages = defineMessages({
  title: {
    id: 'analytik.goals.title',
    defaultMessage: 'Yearly goals',
    description: 'Heading of the analytics yearly goals screen',
  },
  intro: {
    id: 'analytik.goals.intro',
    defaultMessage:
      'A goal for each metric of the year. Leave a field empty to set no goal; last year’s value is there to start from.',
    description: 'Introduction of the yearly goals screen',
  },
  practice: {
    id: 'analytik.goals.practice',
    defaultMessage: 'Practice',
    description: 'Label of the practice selector of the yearly goals screen',
  },
  helpers: {
    id: 'analytik.goals.helpers',
    defaultMessage: 'Start from',
    description: 'Heading of the tools that fill the goals at once',
  },
  fromLastYear: {
    id: 'analytik.goals.fromLastYear',
    defaultMessage: 'Fill with last year’s values',
    description: 'Button that sets every goal to last year’s value of its metric',
  },
  raiseBy: {
    id: 'analytik.goals.raiseBy',
    defaultMessage: 'Raise every goal by (%)',
    description: 'Label of the percentage by which to raise every goal typed',
  },
  raiseHint: {
    id: 'analytik.goals.raiseHint',
    defaultMessage: 'Goals move towards improvement: down for a metric where lower is better.',
    description: 'Hint of the percentage field: goals of lower-is-better metrics go down',
  },
  apply: {
    id: 'analytik.goals.apply',
    defaultMessage: 'Apply',
    description: 'Button that raises every goal by the percentage typed',
  },
  raiseInvalid: {
    id: 'analytik.goals.raiseInvalid',
    defaultMessage: 'Enter a percentage between 0 and 100',
    description: 'Error under the raise-by percentage when it is not a number from 0 to 100',
  },
  save: {
    id: 'analytik.goals.save',
    defaultMessage: 'Save the goals',
    description: 'Button that saves the goals',
  },
  saving: {
    id: 'analytik.goals.saving',
    defaultMessage: 'Saving…',
    description: 'Label of the save button while the goals are being saved',
  },
  undo: {
    id: 'analytik.goals.undo',
    defaultMessage: 'Undo changes',
    description: 'Button that puts the goals back as they were saved',
  },
  saveFailed: {
    id: 'analytik.goals.saveFailed',
    defaultMessage: 'The goals could not be saved. Everything you typed is still here: please try again.',
    description: 'Shown when saving the goals failed for a reason other than a field error',
  },
  saveInvalid: {
    id: 'analytik.goals.saveInvalid',
    defaultMessage: 'Some goals were refused: see the messages under the fields. Nothing was saved.',
    description: 'Shown when the server refused some goals; none was saved',
  },
  readOnly: {
    id: 'analytik.goals.readOnly',
    defaultMessage: 'You can read these goals but not change them: only the practice’s administrators can.',
    description: 'Shown on the goals screen to a user who may not change the goals',
  },
  notANumber: {
    id: 'analytik.goals.notANumber',
    defaultMessage: 'Enter a number, such as 2150000 or 82.5',
    description: 'Error under a goal field whose value is not a number (English example)',
  },
  percentRange: {
    id: 'analytik.goals.percentRange',
    defaultMessage: 'Enter a percentage between 0 and 100',
    description: 'Error under a percentage goal above 100',
  },
  tooPrecise: {
    id: 'analytik.goals.tooPrecise',
    defaultMessage: 'Enter an amount with at most two decimals (cents)',
    description: 'Error under a dollar goal with more than two decimals',
  },
  cannotRemove: {
    id: 'analytik.goals.cannotRemove',
    defaultMessage: 'A saved goal cannot be removed: enter a value',
    description:
      'Error under a goal field emptied although the goal was saved (goals can be replaced, not deleted)',
  },
  noReference: {
    id: 'analytik.goals.noReference',
    defaultMessage: 'no value last year',
    description: 'Part of a goal field’s hint when the practice has no value for the year before',
  },
});

export const referenceActualMessage = defineMessage<{ year: string; value: string }>({
  id: 'analytik.goals.referenceActual',
  defaultMessage: '{year}: {value}',
  description: 'Part of a goal field’s hint: last year’s value of the metric; {year} like 2025',
});

export const referenceProjectedMessage = defineMessage<{ year: string; value: string; soFar: string }>({
  id: 'analytik.goals.referenceProjected',
  defaultMessage: '{year}: {value} projected ({soFar} so far)',
  description:
    'Part of a goal field’s hint when last year is still running: its projected year-end and its value so far',
});

export const projectedNoteMessage = defineMessage<{ year: string; date: string }>({
  id: 'analytik.goals.projectedNote',
  defaultMessage:
    '{year} is not over: its values run through {date}, so the year-end values shown and used to fill the goals are projected at the current pace, following the seasons of the year before.',
  description: 'Note on the goals screen when the reference year is still running',
});

export const hintMessage = defineMessage<{ unit: string; reference: string }>({
  id: 'analytik.goals.hint',
  defaultMessage: '{unit} · {reference}',
  description: 'Hint under a goal field: the unit, then last year’s value; keep the separator',
});

export const setByMessage = defineMessage<{ name: string; date: string }>({
  id: 'analytik.goals.setBy',
  defaultMessage: 'Last changed by {name} on {date}',
  description: 'Who changed a goal and when; {date} like "January 14, 2026, 4:22 p.m."',
});

export const goalsOfMessage = defineMessage<{ practice: string; year: string }>({
  id: 'analytik.goals.formName',
  defaultMessage: 'Goals of {practice} for {year}',
  description: 'Accessible name of the form of the goals of a practice for a year',
});

/** The goals' CSV export: its hint beside the button (the file's words are in src/i18n/analytik-labels.ts). */
export const goalsExportMessages = defineMessages({
  hint: {
    id: 'analytik.goals.export.hint',
    defaultMessage: 'The saved goals of this practice and year, with last year’s values.',
    description:
      'Hint beside the button exporting the yearly goals to CSV: changes not yet saved are not in it',
  },
});
