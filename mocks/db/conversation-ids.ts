import type { Channel } from '@/api/generated/communication/model';
import { contactKey } from '@/domain/contact-keys';

/**
 * A conversation is a patient's (its id is the patient's), or an unknown contact's: `U-` and the
 * contact as written in an id the contract's pattern allows (`@` and `+` escaped as `~hex`).
 */
export type ConversationOwner = { id: string } | { channel: Channel; from: string };

const escape = (text: string): string =>
  text.replace(/[^A-Za-z0-9._-]/g, (character) => `~${character.charCodeAt(0).toString(16)}`);

export const conversationIdOf = (owner: ConversationOwner): string =>
  'id' in owner
    ? owner.id
    : `U-${owner.channel === 'SMS' ? 'S' : 'E'}-${escape(contactKey(owner.channel, owner.from) ?? owner.from)}`;

export const isUnknownSenderId = (conversationId: string): boolean => conversationId.startsWith('U-');
