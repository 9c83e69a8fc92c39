import { CONFIRMATION_REQUEST } from '@/domain/message-formats';
import { UNSUBSCRIBE_LINE } from '@/domain/template-identification';
import type { Channel, Language, MessageKind } from '@/api/generated/communication/model';

/**
 * Seed wording of the message templates. Written for each language, not translated: Quebec
 * French usage ("courriel", "Communiquez avec nous", "Il est temps de", not the calque "C’est le
 * temps de"; no space before ? and !, a no-break space before :) and plain Canadian English. The practice's name is never put
 * after an article ("la {{practiceName}}" breaks on "Centre dentaire…"), so it signs the message.
 *
 * French SMS come in two variants. Most carriers' SMS are typed without typographic characters
 * (plain, GSM-7 only); some clinics paste text from a word processor, with ’ « » – and no-break
 * spaces, which turns the whole message into UCS-2 and multiplies its segments: the seed has
 * both so that the segment warning of the template editor has something to show.
 *
 * Every text names the clinic and lets the patient go (CASL, template-identification.ts): an SMS
 * ends on `{{unsubscribeLine}}`, an email on the link to the patient's own page.
 */
export interface TemplateText {
  subject?: string;
  body: string;
}

export type FrenchSmsVariant = 'plain' | 'typographic';

const NBSP = '\u00a0';

const EMAIL: Record<MessageKind, Record<Language, TemplateText>> = {
  REMINDER: {
    EN: {
      subject: 'Reminder: your appointment on {{date}} at {{time}}',
      body: [
        'Hello {{patientFirstName}},',
        'This is a friendly reminder of your {{appointmentType}} appointment with {{professional}} on {{date}} at {{time}}.',
        '{{confirmationRequest}}',
        'If you need to cancel or reschedule, please call us at {{practicePhone}} at least 24 hours in advance.',
        'See you soon,\n{{practiceName}}',
        'To choose the messages you receive, or to unsubscribe: {{preferencesUrl}}',
      ].join('\n\n'),
    },
    FR: {
      subject: `Rappel${NBSP}: votre rendez-vous du {{date}}`,
      body: [
        'Bonjour {{patientFirstName}},',
        'Nous vous rappelons votre rendez-vous ({{appointmentType}}) avec {{professional}} le {{date}} à {{time}}.',
        '{{confirmationRequest}}',
        'Si vous devez annuler ou déplacer votre rendez-vous, veuillez nous téléphoner au {{practicePhone}} au moins 24 heures à l’avance.',
        'Au plaisir de vous voir!\n{{practiceName}}',
        `Pour choisir les messages que vous recevez ou vous désabonner${NBSP}: {{preferencesUrl}}`,
      ].join('\n\n'),
    },
  },
  CONFIRMATION: {
    EN: {
      subject: 'Please confirm your appointment on {{date}}',
      body: [
        'Hello {{patientFirstName}},',
        'Your {{appointmentType}} appointment with {{professional}} is scheduled for {{date}} at {{time}}.',
        '{{confirmationRequest}}\n{{confirmationUrl}}',
        'To cancel or reschedule, please call us at {{practicePhone}}.',
        'Thank you,\n{{practiceName}}',
        'To choose the messages you receive, or to unsubscribe: {{preferencesUrl}}',
      ].join('\n\n'),
    },
    FR: {
      subject: 'Confirmez votre rendez-vous du {{date}}',
      body: [
        'Bonjour {{patientFirstName}},',
        'Votre rendez-vous ({{appointmentType}}) avec {{professional}} est prévu le {{date}} à {{time}}.',
        '{{confirmationRequest}}\n{{confirmationUrl}}',
        'Un empêchement? Communiquez avec nous au {{practicePhone}} pour annuler ou déplacer votre rendez-vous.',
        'Merci et à bientôt!\n{{practiceName}}',
        `Pour choisir les messages que vous recevez ou vous désabonner${NBSP}: {{preferencesUrl}}`,
      ].join('\n\n'),
    },
  },
  HYGIENE_RECALL: {
    EN: {
      subject: 'Time for your dental cleaning, {{patientFirstName}}',
      body: [
        'Hello {{patientFirstName}},',
        'Our records show that your next dental cleaning is due on {{dueDate}}. Regular cleanings help keep your teeth and gums healthy.',
        'Call us at {{practicePhone}} to book a time that works for you.',
        'See you soon,\n{{practiceName}}',
        'To choose the messages you receive, or to unsubscribe: {{preferencesUrl}}',
      ].join('\n\n'),
    },
    FR: {
      subject: 'Il est temps de prendre rendez-vous pour votre nettoyage dentaire',
      body: [
        'Bonjour {{patientFirstName}},',
        'Selon notre dossier, votre prochain nettoyage dentaire est prévu pour le {{dueDate}}. Des nettoyages réguliers aident à garder vos dents et vos gencives en santé.',
        'Téléphonez-nous au {{practicePhone}} pour prendre rendez-vous au moment qui vous convient.',
        'Au plaisir de vous revoir!\n{{practiceName}}',
        `Pour choisir les messages que vous recevez ou vous désabonner${NBSP}: {{preferencesUrl}}`,
      ].join('\n\n'),
    },
  },
};

const SMS_EN: Record<MessageKind, string> = {
  REMINDER:
    "Hi {{patientFirstName}}! Reminder: {{appointmentType}} with {{professional}} on {{date}} at {{time}}. {{confirmationRequest}} Can't make it? Call {{practicePhone}}. {{practiceName}}\n{{unsubscribeLine}}",
  CONFIRMATION:
    'Hi {{patientFirstName}}, {{practiceName}} here. Your appointment is on {{date}} at {{time}}. {{confirmationRequest}} {{confirmationUrl}}\n{{unsubscribeLine}}',
  HYGIENE_RECALL:
    "Hi {{patientFirstName}}, it's time for your dental cleaning (due {{dueDate}}). Call {{practicePhone}} to book. {{practiceName}}\n{{unsubscribeLine}}",
};

const SMS_FR: Record<FrenchSmsVariant, Record<MessageKind, string>> = {
  plain: {
    REMINDER:
      'Bonjour {{patientFirstName}}, petit rappel de votre rendez-vous ({{appointmentType}}) avec {{professional}} le {{date}} à {{time}}. {{confirmationRequest}} Pour le déplacer, composez le {{practicePhone}}. {{practiceName}}\n{{unsubscribeLine}}',
    CONFIRMATION:
      'Bonjour {{patientFirstName}}, ici {{practiceName}}. Votre rendez-vous est prévu le {{date}} à {{time}}. {{confirmationRequest}} {{confirmationUrl}}\n{{unsubscribeLine}}',
    HYGIENE_RECALL:
      'Bonjour {{patientFirstName}}, votre nettoyage dentaire est prévu pour le {{dueDate}}. Composez le {{practicePhone}} pour prendre rendez-vous. {{practiceName}}\n{{unsubscribeLine}}',
  },
  typographic: {
    REMINDER: `Bonjour {{patientFirstName}}! Rappel${NBSP}: votre rendez-vous ({{appointmentType}}) avec {{professional}} le {{date}} à {{time}}. {{confirmationRequest}} Un empêchement? Appelez-nous au {{practicePhone}}. – {{practiceName}}\n{{unsubscribeLine}}`,
    CONFIRMATION: `Bonjour {{patientFirstName}}! Votre rendez-vous du {{date}} à {{time}} approche. {{confirmationRequest}} {{confirmationUrl}} Merci d’avance! – {{practiceName}}\n{{unsubscribeLine}}`,
    HYGIENE_RECALL: `Bonjour {{patientFirstName}}! Il est temps de prendre rendez-vous pour votre nettoyage dentaire, prévu vers le {{dueDate}}${NBSP}: appelez-nous au {{practicePhone}}. – {{practiceName}}\n{{unsubscribeLine}}`,
  },
};

export const templateText = (
  kind: MessageKind,
  channel: Channel,
  language: Language,
  frenchSmsVariant: FrenchSmsVariant,
): TemplateText => {
  if (channel === 'EMAIL') return EMAIL[kind][language];
  return { body: language === 'EN' ? SMS_EN[kind] : SMS_FR[frenchSmsVariant][kind] };
};

/**
 * Typical values of the placeholders, to count the segments a message really used: a name or a
 * practice name with an accent outside GSM-7 can change the count, as it does when sending.
 */
export const SAMPLE_VALUES: Record<Language, Record<string, string>> = {
  FR: {
    appointmentType: 'Examen et nettoyage',
    practicePhone: '514 555-0142',
    confirmationRequest: CONFIRMATION_REQUEST.FR,
    confirmationUrl: 'https://rdv.portal.example.ca/c/Qm7x2KfR9tLw4ZpN8vB3',
    date: 'mardi 10 mars',
    time: '13 h 30',
    dueDate: '15 avril 2026',
    patientFirstName: 'Geneviève',
    patientLastName: 'Tremblay',
    professional: 'Dre Gagnon',
    honorificsTitle: 'Mme',
    unsubscribeLine: UNSUBSCRIBE_LINE.FR,
    preferencesUrl: 'https://rdv.portal.example.ca/p/Xw4n8JdT2qHs6YcM5rLk',
  },
  EN: {
    appointmentType: 'Checkup and cleaning',
    practicePhone: '613 555-0187',
    confirmationRequest: CONFIRMATION_REQUEST.EN,
    confirmationUrl: 'https://rdv.portal.example.ca/c/Qm7x2KfR9tLw4ZpN8vB3',
    date: 'Tuesday, March 10',
    time: '1:30 PM',
    dueDate: 'April 15, 2026',
    patientFirstName: 'Michael',
    patientLastName: 'Thompson',
    professional: 'Dr. Chen',
    honorificsTitle: 'Mr.',
    unsubscribeLine: UNSUBSCRIBE_LINE.EN,
    preferencesUrl: 'https://rdv.portal.example.ca/p/Xw4n8JdT2qHs6YcM5rLk',
  },
};
