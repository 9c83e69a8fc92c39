import { defineMessages } from 'react-intl';

/** The person in charge of personal information (Quebec's Law 25, s. 3.1) in the practice form. */
export const practiceOfficerMessages = defineMessages({
  section: {
    id: 'practiceForm.officer.section',
    defaultMessage: 'Person in charge of personal information',
    description:
      'Heading of the practice form section naming the person in charge of the protection of personal information (Quebec Law 25)',
  },
  hint: {
    id: 'practiceForm.officer.hint',
    defaultMessage:
      'Quebec’s Law 25 asks each clinic to name a person in charge of protecting personal information (by default, the person with the highest authority), whose title and email appear on the page where patients manage their messages.',
    description:
      'One-sentence explanation under the heading of the person-in-charge section of the practice form',
  },
  name: {
    id: 'practiceForm.officer.name',
    defaultMessage: 'Name',
    description: 'Label of the name of the person in charge of personal information',
  },
  title: {
    id: 'practiceForm.officer.title',
    defaultMessage: 'Title',
    description: 'Label of the job title of the person in charge of personal information',
  },
  titleHint: {
    id: 'practiceForm.officer.title.hint',
    defaultMessage: 'For example Clinical Director',
    description: 'Hint under the title field of the person in charge of personal information',
  },
  email: {
    id: 'practiceForm.officer.email',
    defaultMessage: 'Email',
    description: 'Label of the email address of the person in charge of personal information',
  },
  phone: {
    id: 'practiceForm.officer.phone',
    defaultMessage: 'Phone (optional)',
    description: 'Label of the optional phone number of the person in charge of personal information',
  },
  requiredTogether: {
    id: 'practiceForm.officer.requiredTogether',
    defaultMessage: 'A person in charge needs a name, a title and an email: fill this one in too',
    description:
      'Error under an empty name, title or email field of the person in charge of personal information when another of them is filled',
  },
});
