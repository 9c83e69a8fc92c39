import type { ConversationMessage } from '@/api/generated/communication/model';

/** One message of the inbox, with the conversation it belongs to. */
export interface InboxMessage extends ConversationMessage {
  conversationId: string;
  /** Absent for an unknown sender. */
  patientId?: string | undefined;
  /** A confirmation request: the appointment it asks about, and the start it named. */
  appointmentId?: string | undefined;
  appointmentStartsAt?: string | undefined;
}
