/**
 * The classes of words a patient's reply is read by (reply-reading.ts); the words themselves are
 * in reply-vocabulary.ts and the files it gathers.
 */
export type ReplyWordClass =
  /** Unsubscribes the channel wherever it appears, whatever else the reply says (CASL). */
  | 'OPT_OUT'
  /** Re-subscribes the channel when the reply says nothing else. */
  | 'OPT_IN'
  /** Asks for the automatic answer when the reply says nothing else. */
  | 'HELP'
  /** Confirms the appointment when nothing in the reply says otherwise. */
  | 'CONFIRM'
  /** Letters that confirm only in a reply without any word outside these lists ("C", "Y", "K"). */
  | 'CONFIRM_LETTER'
  /** A question: the patient waits for an answer, so the reply never confirms. */
  | 'QUESTION'
  | 'NEGATION'
  /** A condition, a doubt or an alternative ("si", "maybe", "ou"). */
  | 'CONDITION'
  /** "Yes, but…": what follows is what staff must read. */
  | 'CONTRAST'
  /** Cancelling, moving, being late or sick. */
  | 'CHANGE'
  /** Something staff must read that is none of the above ("I'll stop by", "arrêt d'autobus"). */
  | 'DETAIL'
  /** Politeness and the words around an answer: neither confirm nor prevent it. */
  | 'FILLER';

export type ReplyVocabulary = Record<ReplyWordClass, { en: readonly string[]; fr: readonly string[] }>;
