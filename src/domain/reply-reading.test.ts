// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONFIRMING_REPLIES } from './confirming-replies.test-support';
import { REPLIES_NEEDING_STAFF } from './replies-needing-staff.test-support';
import { readReply, type ReplyReading } from './reply-reading';
import { isOptOutKeyword } from './sending-contacts';

/**
 * Replies as patients write them, each with the reading a clinic expects: the confirmations
 * (confirming-replies.test-support.ts), the keywords below, and what needs the clinic's staff
 * (replies-needing-staff.test-support.ts). A row that fails is a patient the portal
 * misunderstands: fix the vocabulary, not the row.
 */
const REPLIES: readonly (readonly [string, ReplyReading])[] = [
  ...CONFIRMING_REPLIES,
  // Opt-outs
  ['STOP', 'OPT_OUT'],
  ['Stop', 'OPT_OUT'],
  ['stop', 'OPT_OUT'],
  ['STOP.', 'OPT_OUT'],
  ['stop please', 'OPT_OUT'],
  ['Stop!!!', 'OPT_OUT'],
  ['Please stop texting me', 'OPT_OUT'],
  ['ARRÊT', 'OPT_OUT'],
  ['ARRET', 'OPT_OUT'],
  ['Arrêt', 'OPT_OUT'],
  ['arret svp', 'OPT_OUT'],
  ['Arrêtez', 'OPT_OUT'],
  ['arretez de m’envoyer des messages', 'OPT_OUT'],
  ['UNSUBSCRIBE', 'OPT_OUT'],
  ['unsubscribe me', 'OPT_OUT'],
  ['unsuscribe', 'OPT_OUT'],
  ['Désabonner', 'OPT_OUT'],
  ['désabonnez-moi svp', 'OPT_OUT'],
  ['desabonner', 'OPT_OUT'],
  ['Je veux me désinscrire', 'OPT_OUT'],
  ['Oui STOP', 'OPT_OUT'],
  ['No more texts please', 'OPT_OUT'],
  ['Plus de textos svp', 'OPT_OUT'],
  ['Je ne veux plus recevoir ces messages', 'OPT_OUT'],
  ['How do I unsubscribe?', 'OPT_OUT'],
  ['Stop 🛑', 'OPT_OUT'],
  // Opt-ins
  ['START', 'OPT_IN'],
  ['Start', 'OPT_IN'],
  ['start please', 'OPT_IN'],
  ['UNSTOP', 'OPT_IN'],
  ['Abonner', 'OPT_IN'],
  ['Je veux me réabonner svp', 'OPT_IN'],
  ['subscribe', 'OPT_IN'],
  // Help
  ['AIDE', 'HELP'],
  ['Aide', 'HELP'],
  ['aide svp', 'HELP'],
  ['Aide ?', 'HELP'],
  ['HELP', 'HELP'],
  ['help', 'HELP'],
  ['Help?', 'HELP'],
  ['INFO', 'HELP'],
  ['Info', 'HELP'],
  ['Infos svp', 'HELP'],
  ...REPLIES_NEEDING_STAFF,
];

describe('readReply: replies as patients write them', () => {
  it('holds at least 150 replies in both languages', () => {
    expect(REPLIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(REPLIES.map(([reply]) => reply)).size).toBe(REPLIES.length);
  });

  it.each(REPLIES)('reads %j as %s', (reply, expected) => {
    expect(readReply(reply).reading).toBe(expected);
  });
});

describe('readReply: what it says about the reading', () => {
  // The opt-out keyword as the patient wrote it, for the opt-outs list; why a reply needs staff.
  it.each<[string, ReturnType<typeof readReply>]>([
    ['arret svp', { reading: 'OPT_OUT', keyword: 'arret' }],
    ['ARRÊT', { reading: 'OPT_OUT', keyword: 'ARRÊT' }],
    ['Stop.', { reading: 'OPT_OUT', keyword: 'Stop' }],
    ['désabonnez-moi', { reading: 'OPT_OUT', keyword: 'désabonnez' }],
    ['Please opt-out', { reading: 'OPT_OUT', keyword: 'opt-out' }],
    // A decomposed accent is read as the composed one.
    ['arre\u0302t', { reading: 'OPT_OUT', keyword: 'arrêt' }],
    ['oui mais je serai en retard ?', { reading: 'NEEDS_REPLY', cause: 'QUESTION' }],
    ['Non merci', { reading: 'NEEDS_REPLY', cause: 'NEGATION' }],
    ['Yes if I can', { reading: 'NEEDS_REPLY', cause: 'CONDITION' }],
    ['yes I need to cancel', { reading: 'NEEDS_REPLY', cause: 'CHANGE' }],
    ['Ok pour 14h30', { reading: 'NEEDS_REPLY', cause: 'DETAIL' }],
    ['Yes my husband and daughter', { reading: 'NEEDS_REPLY', cause: 'OTHER_WORDS' }],
    ['Merci', { reading: 'NEEDS_REPLY', cause: 'NO_KEYWORD' }],
    [' 😊 ', { reading: 'NEEDS_REPLY', cause: 'EMPTY' }],
    ['Oui 👍🏻', { reading: 'CONFIRM', keyword: 'Oui' }],
    ['Aide ?', { reading: 'HELP', keyword: 'Aide' }],
  ])('reads %j as %j', (reply, result) => {
    expect(readReply(reply)).toEqual(result);
  });

  it('tolerates one unknown word beside a confirming word, none beside a letter', () => {
    expect(readReply('Oui merci Josée').reading).toBe('CONFIRM');
    expect(readReply('Oui merci Josée Tremblay').reading).toBe('NEEDS_REPLY');
    expect(readReply('C Josée').reading).toBe('NEEDS_REPLY');
  });

  it('counts the names it is given as politeness', () => {
    const names = ['Clinique dentaire du Plateau', 'Josée', 'Tremblay', 'Dre Marie-Ève Gagnon'];
    expect(readReply('Oui merci Josée Tremblay', { names }).reading).toBe('CONFIRM');
    expect(readReply('Merci Clinique dentaire du Plateau, je confirme', { names }).reading).toBe('CONFIRM');
    expect(readReply('Oui merci Dre Marie-Ève Gagnon', { names }).reading).toBe('CONFIRM');
    // A name never hides a keyword: a patient named Stop still unsubscribes by writing it.
    expect(readReply('Stop', { names: ['Stop'] }).reading).toBe('OPT_OUT');
  });
});

describe('readReply: the opt-outs already honoured', () => {
  it('reads every reply the opt-outs list already honours as an opt-out', () => {
    for (const reply of ['STOP', 'stop', 'Stop ', 'ARRÊT', 'arrêt', 'Arret', 'ARRET', 'arre\u0302t']) {
      expect(isOptOutKeyword(reply), reply).toBe(true);
      expect(readReply(reply).reading, reply).toBe('OPT_OUT');
    }
  });
});
