import type { Language } from '@/api/generated/communication/model';

/**
 * What seeded patients answer, as patients write it: typos, no accents, emoji, questions. Each
 * list holds only texts the reading rules read as its class (conversation-texts.test.ts), so a
 * seeded "Oui" always confirms an appointment the seed confirmed and a question never does.
 */
export const SEEDED_REPLIES = {
  /** Read as CONFIRM: given only to appointments the seed confirmed, at their confirmation. */
  CONFIRM: {
    FR: [
      'Oui',
      'oui',
      'Oui merci',
      'oui merci!',
      'Ouii merci beaucoup',
      'C',
      'c',
      'Je confirme',
      'Je confirme, merci',
      'Parfait merci 👍',
      '👍',
      'Oui 👍',
      'Confirmé',
      'oui parfait',
      'Ok merci',
    ],
    EN: [
      'Yes',
      'yes',
      'Y',
      'yes thanks!',
      'Yes thank you',
      'C',
      'Confirmed',
      'Confirm',
      '👍',
      'Yes 👍',
      'yep thanks',
      'Sounds good, thanks!',
    ],
  },
  /** Read as NEEDS_REPLY: questions, changes, negations, conditions. */
  NEEDS_REPLY: {
    FR: [
      'Est-ce que je pourrais venir jeudi plutôt ?',
      'Je vais être en retard de 10 min',
      'Je dois annuler, je suis malade 🤒',
      'C’est à quelle heure déjà ?',
      'Oui mais je serai en retard ?',
      'Non',
      'Est-ce que je peux amener ma fille aussi?',
      'Je ne pourrai pas venir',
      'pouvez vous me rappeler svp',
      'Est ce que c’est couvert par mes assurances?',
      'je peux pas cette journée la',
      'Bonjour, est-ce possible de déplacer mon rendez-vous?',
      'Merci',
    ],
    EN: [
      'Can I come Thursday instead?',
      "Can't make it, sorry",
      'Running 10 min late',
      'yes I need to cancel',
      'What time is it again?',
      'Do I need to bring my insurance card?',
      'Please call me back',
      'I have a cold, should I still come in?',
      'No',
      'Is there anything later in the day?',
      'Could we move it to next week?',
      'Thanks',
    ],
  },
  /** Read as HELP. */
  HELP: { FR: ['AIDE', 'Aide', 'info'], EN: ['HELP', 'Help', 'INFO'] },
  /** From numbers no patient has: read as anything, they go to the unknown sender. */
  UNKNOWN_SENDER: {
    FR: ['C’est qui ?', 'Mauvais numéro', 'Je ne suis pas cette personne', 'Qui est-ce?'],
    EN: ['Who is this?', 'Wrong number', 'I think you have the wrong person', 'Who dis'],
  },
} as const satisfies Record<string, Record<Language, readonly string[]>>;
