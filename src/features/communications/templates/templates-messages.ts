import { defineMessage, defineMessages } from 'react-intl';

/** The channel and language of a template, as select values. */
type ComboValues = { channel: string; language: string };

export const templatesMessages = {
  ...defineMessages({
    heading: {
      id: 'communications.templates.heading',
      defaultMessage: 'Message templates',
      description: 'Heading of the section where the texts of the automated messages are written',
    },
    loading: {
      id: 'communications.templates.loading',
      defaultMessage: 'Loading the message templates…',
      description: 'Spinner label while the message templates load',
    },
    loadError: {
      id: 'communications.templates.loadError',
      defaultMessage: 'The message templates could not be loaded. Please try again later.',
      description: 'Shown when the message templates cannot be fetched',
    },
    tabs: {
      id: 'communications.templates.tabs',
      defaultMessage: 'Template to edit',
      description:
        'Accessible name of the tabs that choose one of the four templates (SMS or email, French or English)',
    },
    unsaved: {
      id: 'communications.templates.unsaved',
      defaultMessage: '(unsaved changes)',
      description:
        'Read by screen readers after a tab whose template has changes not saved yet (a dot is shown)',
    },
    create: {
      id: 'communications.templates.create',
      defaultMessage: 'Create this template',
      description: 'Button that opens an empty editor for a template that does not exist yet',
    },
    insert: {
      id: 'communications.templates.insert',
      defaultMessage: 'Insert a placeholder',
      description: 'Menu button: inserts a placeholder where the cursor is, in the subject or the text',
    },
    requiredPlaceholder: {
      id: 'communications.templates.requiredPlaceholder',
      defaultMessage: 'required',
      description: 'Beside a placeholder of the insert menu that this kind of message must contain',
    },
    save: {
      id: 'communications.templates.save',
      defaultMessage: 'Save the template',
      description: 'Button that saves the template being edited',
    },
    saving: {
      id: 'communications.templates.saving',
      defaultMessage: 'Saving…',
      description: 'The save button while the template is being saved',
    },
    discard: {
      id: 'communications.templates.discard',
      defaultMessage: 'Discard changes',
      description: 'Button that puts the template back as it was saved',
    },
    notSaved: {
      id: 'communications.templates.notSaved',
      defaultMessage: 'The template was not saved. Your text is kept: you can try again.',
      description: 'Above the save button after a failed save; what was typed stays in the fields',
    },
    deletedMeanwhile: {
      id: 'communications.templates.deletedMeanwhile',
      defaultMessage: 'It was deleted in the meantime: saving creates it again with your text.',
      description: 'Under "Template not found" when the template being edited no longer exists on the server',
    },
    createdMeanwhile: {
      id: 'communications.templates.createdMeanwhile',
      defaultMessage:
        'This template was created elsewhere in the meantime. Your text is kept: save again to replace it.',
      description: 'After creating a template failed because someone else created it first (conflict)',
    },
  }),
  intro: defineMessage<{ example: string }>({
    id: 'communications.templates.intro',
    defaultMessage:
      'The text patients receive, for each channel and language. Placeholders such as {example} are replaced by the details of the patient and the appointment when the message is sent.',
    description:
      'Introduction of the message templates section; {example} is a placeholder token such as {{date}}',
  }),
  tab: defineMessage<ComboValues>({
    id: 'communications.templates.tab',
    defaultMessage:
      '{channel, select, SMS {SMS} other {Email}} in {language, select, FR {French} other {English}}',
    description: 'Tab choosing a template: its channel (SMS or email) and the language it is written in',
  }),
  notFoundHelp: defineMessage<ComboValues>({
    id: 'communications.templates.notFoundHelp',
    defaultMessage:
      'Create it to send these messages by {channel, select, SMS {SMS} other {email}} to patients who read {language, select, FR {French} other {English}}.',
    description: 'Under "Template not found": the practice has no template for this channel and language yet',
  }),
  subject: defineMessage<{ language: string }>({
    id: 'communications.templates.subject',
    defaultMessage: 'Subject of the email, in {language, select, FR {French} other {English}}',
    description: 'Label of the email subject field; names the language the subject is written in',
  }),
  body: defineMessage<ComboValues>({
    id: 'communications.templates.body',
    defaultMessage:
      'Text of the {channel, select, SMS {SMS} other {email}}, in {language, select, FR {French} other {English}}',
    description: 'Label of the message text field; names the channel and the language of the text',
  }),
  menuItem: defineMessage<{ name: string; token: string; required: string }>({
    id: 'communications.templates.menuItem',
    defaultMessage: '{name} ({token}){required, select, yes {, required} other {}}',
    description:
      'What screen readers say for a placeholder of the insert menu: its name, its token, and whether this kind of message needs it',
  }),
  mustContain: defineMessage<{ placeholders: string }>({
    id: 'communications.templates.mustContain',
    defaultMessage: 'Must contain: {placeholders}.',
    description: 'Hint under the message text: the placeholders this kind of message needs, by name',
  }),
};

/** What the validation says at a field (SPEC §5, rules of src/domain/template-placeholders.ts). */
export const templateIssueMessages = {
  ...defineMessages({
    subjectRequired: {
      id: 'communications.templates.issue.subjectRequired',
      defaultMessage: 'Enter the subject of the email.',
      description: 'Error under the email subject left empty',
    },
    bodyRequired: {
      id: 'communications.templates.issue.bodyRequired',
      defaultMessage: 'Enter the text of the message.',
      description: 'Error under the message text left empty',
    },
    subjectNotAllowed: {
      id: 'communications.templates.issue.subjectNotAllowed',
      defaultMessage: 'An SMS has no subject.',
      description: 'Error: a subject was given to an SMS template',
    },
  }),
  unknown: defineMessage<{ token: string }>({
    id: 'communications.templates.issue.unknown',
    defaultMessage: '{token} is not a placeholder: write it exactly as in the list of placeholders.',
    description:
      'Error: the text holds a {{…}} token that is not a placeholder; {token} is the token as typed',
  }),
  unknownWithSuggestion: defineMessage<{ token: string; suggestion: string }>({
    id: 'communications.templates.issue.unknownWithSuggestion',
    defaultMessage: '{token} is not a placeholder. Did you mean {suggestion}?',
    description:
      'Error: a misspelt placeholder; {token} is as typed, {suggestion} the placeholder it resembles',
  }),
  missing: defineMessage<{ placeholders: string }>({
    id: 'communications.templates.issue.missing',
    defaultMessage: 'This message must contain {placeholders}.',
    description:
      'Error: required placeholders are missing; {placeholders} lists them by name with their token',
  }),
  missingName: defineMessage<{ placeholder: string }>({
    id: 'communications.templates.issue.missingName',
    defaultMessage:
      'Every message must name the clinic, as Canada’s anti-spam law requires: add {placeholder} or write the clinic’s name.',
    description:
      'Error under a message text that does not name the dental clinic; {placeholder} is the practice name placeholder with its token',
  }),
  missingStopLine: defineMessage<{ placeholder: string; keyword: string }>({
    id: 'communications.templates.issue.missingStopLine',
    defaultMessage:
      'Every SMS must say how to unsubscribe, as Canada’s anti-spam law requires: add {placeholder} or write a sentence with the word {keyword}.',
    description:
      'Error under an SMS text that does not tell the patient how to stop the messages; {placeholder} is the unsubscribe placeholder with its token, {keyword} the word to reply in the template’s language (STOP or ARRET)',
  }),
  missingPreferencesLink: defineMessage<{ placeholder: string }>({
    id: 'communications.templates.issue.missingPreferencesLink',
    defaultMessage:
      'Every email must link to the page where the patient can unsubscribe, as Canada’s anti-spam law requires: add {placeholder}.',
    description:
      'Error under an email text without the link to the patient’s page; {placeholder} is that placeholder with its token',
  }),
  namedPlaceholder: defineMessage<{ name: string; token: string }>({
    id: 'communications.templates.issue.namedPlaceholder',
    defaultMessage: '{name} ({token})',
    description:
      'A placeholder in a list: its name for people, then its token, e.g. Appointment time ({{time}})',
  }),
};
