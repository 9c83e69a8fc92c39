// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readReply, type ReplyReading } from './reply-reading';
import { replyWordKeys } from './reply-words';
import { REPLY_EMOJI, REPLY_VOCABULARY, type ReplyWordClass } from './reply-vocabulary';
import { isOptOutKeyword } from './sending-contacts';

/**
 * Replies as patients write them, each with the reading a clinic expects. A row that fails is a
 * patient the portal misunderstands: fix the vocabulary, not the row.
 */
const REPLIES: readonly (readonly [string, ReplyReading])[] = [
  // Confirmations, French
  ['Oui', 'CONFIRM'],
  ['oui', 'CONFIRM'],
  ['OUI', 'CONFIRM'],
  ['Oui.', 'CONFIRM'],
  ['Oui!', 'CONFIRM'],
  ['Oui merci', 'CONFIRM'],
  ['Oui merci!', 'CONFIRM'],
  ['oui svp', 'CONFIRM'],
  ['Ouiii', 'CONFIRM'],
  ['ouiiiii merci beaucoup', 'CONFIRM'],
  ['Oui oui', 'CONFIRM'],
  ['C', 'CONFIRM'],
  ['c', 'CONFIRM'],
  ['C.', 'CONFIRM'],
  ['c ok', 'CONFIRM'],
  ['C ok merci', 'CONFIRM'],
  ['Je confirme', 'CONFIRM'],
  ['je confirme merci', 'CONFIRM'],
  ['Je confirme ma présence', 'CONFIRM'],
  ['Confirmé', 'CONFIRM'],
  ['confirmé merci', 'CONFIRM'],
  ['confirmer', 'CONFIRM'],
  ['Je confime', 'CONFIRM'],
  ['ok c’est bon', 'CONFIRM'],
  ["C'est bon merci", 'CONFIRM'],
  ["c'est correct", 'CONFIRM'],
  ['Parfait merci!', 'CONFIRM'],
  ["D'accord", 'CONFIRM'],
  ['daccord merci', 'CONFIRM'],
  ['dac', 'CONFIRM'],
  ['Ok', 'CONFIRM'],
  ['ok', 'CONFIRM'],
  ['OK!!', 'CONFIRM'],
  ['Oki', 'CONFIRM'],
  ['Ouais', 'CONFIRM'],
  ['Ouin', 'CONFIRM'],
  ['Bien sûr', 'CONFIRM'],
  ['bien sur', 'CONFIRM'],
  ['Certain!', 'CONFIRM'],
  ['Super merci', 'CONFIRM'],
  ['Pas de problème', 'CONFIRM'],
  ['pas de probleme merci', 'CONFIRM'],
  ['Pas de soucis', 'CONFIRM'],
  ["J'y serai", 'CONFIRM'],
  ["j'y serai merci", 'CONFIRM'],
  ['Je serai là', 'CONFIRM'],
  ['je serai la merci', 'CONFIRM'],
  ['On y sera', 'CONFIRM'],
  ['Présente', 'CONFIRM'],
  ['Oui à demain', 'CONFIRM'],
  ['À demain!', 'CONFIRM'],
  ['Oui merci, bonne journée', 'CONFIRM'],
  ['Bonjour, oui je confirme. Merci!', 'CONFIRM'],
  ['Oui merci Dre Gagnon', 'CONFIRM'],
  ['Oui pour le nettoyage', 'CONFIRM'],
  ['Oui merci 😊', 'CONFIRM'],
  ['Oui ❤️', 'CONFIRM'],
  ['Oui 👍', 'CONFIRM'],
  ['Ça marche', 'CONFIRM'],
  ['ca marche merci', 'CONFIRM'],
  ["Oui, s'il vous plaît", 'CONFIRM'],
  ['Oui jeudi', 'CONFIRM'],
  ['OUI MERCI BEAUCOUP', 'CONFIRM'],
  ['Avec plaisir', 'CONFIRM'],
  ['Wi', 'CONFIRM'],
  ['Oui bonne fin de semaine', 'CONFIRM'],
  ['Je vais être là', 'CONFIRM'],
  ['Oui, à plus tard', 'CONFIRM'],
  ['Oui c’est noté merci', 'CONFIRM'],
  // Confirmations, English
  ['Yes', 'CONFIRM'],
  ['yes', 'CONFIRM'],
  ['YES', 'CONFIRM'],
  ['Yes!!', 'CONFIRM'],
  ['yes thanks!', 'CONFIRM'],
  ['Yes thank you', 'CONFIRM'],
  ['Yes please', 'CONFIRM'],
  ['Yesss', 'CONFIRM'],
  ['Y', 'CONFIRM'],
  ['y', 'CONFIRM'],
  ['Yep', 'CONFIRM'],
  ['yup', 'CONFIRM'],
  ['Yeah', 'CONFIRM'],
  ['Sure', 'CONFIRM'],
  ['Sure thing', 'CONFIRM'],
  ['Confirm', 'CONFIRM'],
  ['Confirmed', 'CONFIRM'],
  ['confirmed thanks', 'CONFIRM'],
  ['I confirm', 'CONFIRM'],
  ['comfirm', 'CONFIRM'],
  ['Okay', 'CONFIRM'],
  ['Okay thanks', 'CONFIRM'],
  ['k', 'CONFIRM'],
  ['kk', 'CONFIRM'],
  ['Ok thx', 'CONFIRM'],
  ['Perfect, thank you!', 'CONFIRM'],
  ['Sounds good', 'CONFIRM'],
  ['See you tomorrow', 'CONFIRM'],
  ['See you then!', 'CONFIRM'],
  ["I'll be there", 'CONFIRM'],
  ['ill be there', 'CONFIRM'],
  ['Will be there, thanks', 'CONFIRM'],
  ['No problem', 'CONFIRM'],
  ['np', 'CONFIRM'],
  ['Absolutely', 'CONFIRM'],
  ['yes yes', 'CONFIRM'],
  ['Yes, see you Thursday', 'CONFIRM'],
  ['Hi, yes I confirm my appointment. Thanks', 'CONFIRM'],
  ['Yes thanks Sarah', 'CONFIRM'],
  ['👍', 'CONFIRM'],
  ['👍🏻', 'CONFIRM'],
  ['👍🏽👍🏽', 'CONFIRM'],
  ['👌', 'CONFIRM'],
  ['✅', 'CONFIRM'],
  ['✔️', 'CONFIRM'],
  ['Yes 👍', 'CONFIRM'],
  ['Ok 👍🏼', 'CONFIRM'],
  ['Yes 🙏', 'CONFIRM'],
  ['Great thanks', 'CONFIRM'],
  ['That works', 'CONFIRM'],
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
  // Needs a reply: negations
  ['Non', 'NEEDS_REPLY'],
  ['non', 'NEEDS_REPLY'],
  ['Non merci', 'NEEDS_REPLY'],
  ['NON', 'NEEDS_REPLY'],
  ['Nn', 'NEEDS_REPLY'],
  ['No', 'NEEDS_REPLY'],
  ['no thanks', 'NEEDS_REPLY'],
  ['Nope', 'NEEDS_REPLY'],
  ["can't make it", 'NEEDS_REPLY'],
  ['cant make it sorry', 'NEEDS_REPLY'],
  ["Sorry I won't be able to come", 'NEEDS_REPLY'],
  ['Je ne pourrai pas venir', 'NEEDS_REPLY'],
  ["Je n'y serai pas", 'NEEDS_REPLY'],
  ['Malheureusement je ne pourrai pas', 'NEEDS_REPLY'],
  ['👎', 'NEEDS_REPLY'],
  ['❌', 'NEEDS_REPLY'],
  ['Oui non', 'NEEDS_REPLY'],
  ['Non, je confirme pas', 'NEEDS_REPLY'],
  ['C pas possible', 'NEEDS_REPLY'],
  ['ok pas de prob mais on peut changer l’heure?', 'NEEDS_REPLY'],
  // Needs a reply: questions, conditions, changes
  ['oui mais je serai en retard ?', 'NEEDS_REPLY'],
  ['Oui mais je serai en retard', 'NEEDS_REPLY'],
  ['yes I need to cancel', 'NEEDS_REPLY'],
  ['Is it possible to come Thursday instead?', 'NEEDS_REPLY'],
  ['oui si possible plus tard', 'NEEDS_REPLY'],
  ['can i come later?', 'NEEDS_REPLY'],
  ['can i come later', 'NEEDS_REPLY'],
  ['Oui?', 'NEEDS_REPLY'],
  ['Yes?', 'NEEDS_REPLY'],
  ['C?', 'NEEDS_REPLY'],
  ['Confirm?', 'NEEDS_REPLY'],
  ['Do I need to confirm?', 'NEEDS_REPLY'],
  ['Yes but can I bring my son', 'NEEDS_REPLY'],
  ['Yes, but I will be 10 minutes late', 'NEEDS_REPLY'],
  ['Yes maybe', 'NEEDS_REPLY'],
  ['Oui peut-être', 'NEEDS_REPLY'],
  ['Oui normalement', 'NEEDS_REPLY'],
  ['yes if the weather is ok', 'NEEDS_REPLY'],
  ['Oui sauf si il neige', 'NEEDS_REPLY'],
  ['Oui 🤔', 'NEEDS_REPLY'],
  ['Ok ❓', 'NEEDS_REPLY'],
  ['Oui je veux annuler', 'NEEDS_REPLY'],
  ['Oui mais je dois annuler', 'NEEDS_REPLY'],
  ['Annuler svp', 'NEEDS_REPLY'],
  ['anuler', 'NEEDS_REPLY'],
  ['Cancel', 'NEEDS_REPLY'],
  ['cancle my appointment', 'NEEDS_REPLY'],
  ['Je voudrais déplacer mon rdv', 'NEEDS_REPLY'],
  ['Est-ce que je peux venir plus tôt?', 'NEEDS_REPLY'],
  ['Est-ce possible de changer pour mardi', 'NEEDS_REPLY'],
  ['Pouvez-vous me rappeler', 'NEEDS_REPLY'],
  ['Quelle heure déjà?', 'NEEDS_REPLY'],
  ['What time is it at again', 'NEEDS_REPLY'],
  ['Where is the clinic', 'NEEDS_REPLY'],
  ['Oui je suis malade 🤒', 'NEEDS_REPLY'],
  ['Yes 🤒', 'NEEDS_REPLY'],
  ["Yes I'll be a bit late", 'NEEDS_REPLY'],
  ['Ok je serai en retard', 'NEEDS_REPLY'],
  ['Yes, can you send me the address', 'NEEDS_REPLY'],
  ['Oui, y a-t-il du stationnement', 'NEEDS_REPLY'],
  ['Oui je pense', 'NEEDS_REPLY'],
  ['I think so', 'NEEDS_REPLY'],
  ['ok, I’ll try', 'NEEDS_REPLY'],
  ['Ok pour 14h30', 'NEEDS_REPLY'],
  ['Yes confirmed for 3pm', 'NEEDS_REPLY'],
  ['Oui ou mercredi', 'NEEDS_REPLY'],
  ['Oui par contre je finis à 16h', 'NEEDS_REPLY'],
  ['yes, I’ll stop by after work', 'NEEDS_REPLY'],
  ['Oui, je suis en arrêt de travail', 'NEEDS_REPLY'],
  ['Oui je descends à l’arrêt d’autobus', 'NEEDS_REPLY'],
  // Needs a reply: no keyword, or too much said
  ['ds 10 min', 'NEEDS_REPLY'],
  ['Merci', 'NEEDS_REPLY'],
  ['merci beaucoup', 'NEEDS_REPLY'],
  ['Thanks', 'NEEDS_REPLY'],
  ['Noted', 'NEEDS_REPLY'],
  ['Who is this', 'NEEDS_REPLY'],
  ['Wrong number', 'NEEDS_REPLY'],
  ['Mauvais numéro', 'NEEDS_REPLY'],
  ["C'est pour ma fille", 'NEEDS_REPLY'],
  ['Yes my husband will come with our daughter', 'NEEDS_REPLY'],
  ['Oui mon mari viendra avec ma fille', 'NEEDS_REPLY'],
  ['omw', 'NEEDS_REPLY'],
  ['', 'NEEDS_REPLY'],
  ['   ', 'NEEDS_REPLY'],
  ['😊', 'NEEDS_REPLY'],
  ['...', 'NEEDS_REPLY'],
  ['Hi', 'NEEDS_REPLY'],
  ['Bonjour', 'NEEDS_REPLY'],
  ['Oui, aide', 'NEEDS_REPLY'],
  ['Yes start', 'NEEDS_REPLY'],
  ['What time does it start?', 'NEEDS_REPLY'],
  ['C est qui', 'NEEDS_REPLY'],
  ['Le stationnement est où?', 'NEEDS_REPLY'],
  ['Can I get more info about the cost', 'NEEDS_REPLY'],
  ['Yes please call me', 'NEEDS_REPLY'],
  ['Souper', 'NEEDS_REPLY'],
  ['sory cant', 'NEEDS_REPLY'],
  ['Oui svp appelez-moi', 'NEEDS_REPLY'],
  ['Yes text me the address', 'NEEDS_REPLY'],
  ['Oui j’apporte ma carte d’assurance', 'NEEDS_REPLY'],
  ['Yes, I’ll bring my son', 'NEEDS_REPLY'],
  ['Oui, normalement oui', 'NEEDS_REPLY'],
  ['Non non c’est bon', 'NEEDS_REPLY'],
  ['I prefer email', 'NEEDS_REPLY'],
  ['Je préfère les courriels', 'NEEDS_REPLY'],
  ['Je suis en route', 'NEEDS_REPLY'],
  ['Oui c’est confirmé pour jeudi à 9h', 'NEEDS_REPLY'],
  ['Oui, confirmé. Par contre je vais arriver 5 min en retard', 'NEEDS_REPLY'],
  ['Enlevez-moi de votre liste', 'OPT_OUT'],
  ['Please remove me from your list', 'OPT_OUT'],
  ['Je ne veux plus de messages', 'OPT_OUT'],
  ["C'est beau merci", 'CONFIRM'],
  ['Très bien merci', 'CONFIRM'],
  ["J'serai là", 'CONFIRM'],
  ['oui je serais la', 'CONFIRM'],
  ['Je serais là si je finis tôt', 'NEEDS_REPLY'],
  ['Ok m’a être là', 'CONFIRM'],
  ['Ça m’va', 'CONFIRM'],
  ['C sûr', 'CONFIRM'],
  ["I'll make it", 'CONFIRM'],
  ['Oui merci de me le rappeler', 'CONFIRM'],
  ['Bien reçu, merci', 'NEEDS_REPLY'],
  ['On verra', 'NEEDS_REPLY'],
  ['Not sure yet', 'NEEDS_REPLY'],
  ['Je vais vous rappeler', 'NEEDS_REPLY'],
  ['💯', 'CONFIRM'],
  ['Merci, à jeudi!', 'CONFIRM'],
  ["That's fine", 'CONFIRM'],
  ['Pas très bien', 'NEEDS_REPLY'],
  ['Not fine', 'NEEDS_REPLY'],
  ['Oui, pas de changement', 'CONFIRM'],
  ['Y’a pas de problème', 'CONFIRM'],
  ['No worries, see you then', 'CONFIRM'],
  ['I would like to confirm my appointment', 'CONFIRM'],
  ["J'aimerais confirmer mon rendez-vous", 'CONFIRM'],
  ['Oui absolument, merci beaucoup et bonne journée à toute l’équipe!', 'CONFIRM'],
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

/** A seeded generator (mulberry32): the same cases on every run, and a failure can be replayed. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const picker =
  (random: () => number) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(random() * list.length)]!;

const words = (...classes: ReplyWordClass[]) =>
  classes.flatMap((cls) => [
    ...REPLY_VOCABULARY[cls].en,
    ...REPLY_VOCABULARY[cls].fr,
    ...(REPLY_EMOJI[cls] ?? []),
  ]);

type Pick = <T>(list: readonly T[]) => T;

/**
 * The replies, of `count` generated from `seed`, that `misread` finds misread. Each is `first`
 * among up to `most` words of `pool`, in a random order, joined by one of `joins`.
 */
const misreadReplies = (
  seed: number,
  count: number,
  build: { first: readonly string[]; pool: readonly string[]; most: number; joins: readonly string[] },
  finish: (reply: string, pick: Pick, random: () => number) => string,
  misread: (reply: string) => boolean,
): string[] => {
  const random = seeded(seed);
  const pick = picker(random);
  const found: string[] = [];
  for (let run = 0; run < count; run += 1) {
    const parts = [
      pick(build.first),
      ...Array.from({ length: Math.floor(random() * (build.most + 1)) }, () => pick(build.pool)),
    ];
    parts.sort(() => random() - 0.5);
    const reply = finish(parts.join(pick(build.joins)), pick, random);
    if (misread(reply)) found.push(reply);
  }
  return found;
};

// Punctuation between the parts where they must not join into a phrase they would then no longer
// be: "would" + "like" is politeness, "pas" + "de problème" a confirmation, "can" + "i" a question.
const BREAKS = [', ', '. ', '! ', ' ; ', '… ', ' 🙂 '];
const casings = [
  (text: string) => text,
  (text: string) => text.toUpperCase(),
  (text: string) => text.toLowerCase(),
  (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  (text: string) => text.normalize('NFD').replace(/\p{M}/gu, ''),
];
const confirmers = words('CONFIRM', 'CONFIRM_LETTER').flatMap((word) =>
  /^\p{L}/u.test(word) ? [word] : [word, `${word}🏽`],
);

describe('readReply: generated replies', () => {
  it('never confirms beside a negation, a question, a condition, a contrast or a change', () => {
    const blockers = [...words('NEGATION', 'QUESTION', 'CONDITION', 'CONTRAST', 'CHANGE'), '?', '¿', ' ?'];
    const build = {
      first: confirmers,
      pool: words('FILLER'),
      most: 3,
      joins: [' ', '  ', ', ', '. ', '! ', '\n'],
    };
    const addBlocker = (reply: string, pick: Pick, random: () => number) => {
      const blocker = pick(blockers);
      const joined =
        random() < 0.5 ? `${blocker}${pick(BREAKS)}${reply}` : `${reply}${pick(BREAKS)}${blocker}`;
      return pick(casings)(joined) + pick(['', '', '.', '!', '!!', ' 🙂']);
    };
    expect(
      misreadReplies(44, 5_000, build, addBlocker, (reply) => readReply(reply).reading === 'CONFIRM'),
    ).toEqual([]);
  });

  it('confirms whatever politeness surrounds a confirming word', () => {
    const build = { first: confirmers, pool: words('FILLER'), most: 5, joins: BREAKS };
    const cased = (reply: string, pick: Pick) => pick(casings)(reply);
    expect(
      misreadReplies(46, 2_000, build, cased, (reply) => readReply(reply).reading !== 'CONFIRM'),
    ).toEqual([]);
  });

  it('unsubscribes whatever surrounds an opt-out (CASL)', () => {
    const pool = words('CONFIRM', 'NEGATION', 'QUESTION', 'CONDITION', 'CHANGE', 'FILLER', 'HELP', 'OPT_IN');
    const build = { first: words('OPT_OUT'), pool, most: 4, joins: [...BREAKS, ' ? '] };
    const cased = (reply: string, pick: Pick) => pick(casings)(reply);
    expect(
      misreadReplies(45, 2_000, build, cased, (reply) => readReply(reply).reading !== 'OPT_OUT'),
    ).toEqual([]);
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

describe('the vocabulary', () => {
  const entries = (Object.keys(REPLY_VOCABULARY) as ReplyWordClass[]).flatMap((cls) =>
    [...REPLY_VOCABULARY[cls].en, ...REPLY_VOCABULARY[cls].fr].map((entry) => ({
      cls,
      entry,
      keys: replyWordKeys(entry).join(' '),
    })),
  );

  it('has words in every entry', () => {
    expect(entries.filter(({ keys }) => keys === '')).toEqual([]);
  });

  it('gives no word or phrase two classes', () => {
    const classes = new Map<string, Set<ReplyWordClass>>();
    for (const { cls, keys } of entries) classes.set(keys, (classes.get(keys) ?? new Set()).add(cls));
    expect(
      [...classes]
        .filter(([, found]) => found.size > 1)
        .map(([keys, found]) => `${keys}: ${[...found].join(', ')}`),
    ).toEqual([]);
  });

  it('reads every entry of a class alone as that class would', () => {
    const alone: Partial<Record<ReplyWordClass, ReplyReading>> = {
      OPT_OUT: 'OPT_OUT',
      OPT_IN: 'OPT_IN',
      HELP: 'HELP',
      CONFIRM: 'CONFIRM',
      CONFIRM_LETTER: 'CONFIRM',
      QUESTION: 'NEEDS_REPLY',
      NEGATION: 'NEEDS_REPLY',
      CONDITION: 'NEEDS_REPLY',
      CONTRAST: 'NEEDS_REPLY',
      CHANGE: 'NEEDS_REPLY',
      DETAIL: 'NEEDS_REPLY',
      FILLER: 'NEEDS_REPLY',
    };
    const misread = entries.filter(({ cls, entry }) => readReply(entry).reading !== alone[cls]);
    expect(misread.map(({ cls, entry }) => `${cls} ${entry}: ${readReply(entry).reading}`)).toEqual([]);
  });
});
