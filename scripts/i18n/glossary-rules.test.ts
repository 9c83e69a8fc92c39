import { describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import glossary from '../../lang/glossary.json';
import compiledFr from '../../lang/fr.json?compiled';
import {
  glossaryProblems,
  glossaryViolations,
  messageText,
  type Glossary,
  type GlossaryTerm,
} from './glossary-rules';

// Syntax trees as `formatjs compile --ast` writes them (type 0 literal, 1 argument, 6 plural,
// 7 pound, 8 tag).
const literal = (value: string) => ({ type: 0, value });
const argument = (value: string) => ({ type: 1, value });
const ast = (...elements: object[]) => elements as MessageFormatElement[];
const text = (value: string) => ast(literal(value));

const sms: GlossaryTerm = { en: 'SMS', fr: 'SMS', avoid: ['message texte', 'texto'] };
const channel: GlossaryTerm = { en: 'channel', fr: 'canal', avoid: ['mode d’envoi'] };
const kilobyte: GlossaryTerm = { en: 'KB', fr: 'ko', avoid: [{ text: 'Ko', matchCase: true }] };
const due: GlossaryTerm = { en: 'due', fr: 'prévu', avoid: ['dû'] };
const terms = (...list: GlossaryTerm[]): Glossary => ({ terms: list });

describe('glossary rules', () => {
  it('reads the words a message shows, not its placeholders', () => {
    const plural = {
      type: 6,
      value: 'n',
      options: { one: { value: [{ type: 7 }, literal(' texto')] }, other: { value: [literal('textos')] } },
    };
    const tag = { type: 8, value: 'b', children: [literal('gras')] };
    expect(messageText(ast(literal('Par '), argument('email'), literal(' et '), tag, plural))).toBe(
      'Par \u0000 et gras\u0000\u0000 texto\u0000textos\u0000',
    );
    expect(
      glossaryViolations(terms({ en: 'email', fr: 'courriel', avoid: ['email'] }), {
        reset: ast(literal('Un courriel sera envoyé à '), argument('email')),
      }),
    ).toEqual([]);
  });

  it('names the message, the variant and the term, for whole words in any case', () => {
    const catalogue = {
      'b.heading': text('Envoyer un Message texte'),
      'a.label': text('Choisissez un mode d’envoi'),
      'c.word': text('Textos et contextos'),
      'd.fine': text('Par SMS ou par courriel'),
    };
    expect(glossaryViolations(terms(sms, channel), catalogue)).toEqual([
      { id: 'a.label', variant: 'mode d’envoi', preferred: 'canal', term: 'channel' },
      { id: 'b.heading', variant: 'message texte', preferred: 'SMS', term: 'SMS' },
    ]);
  });

  it('takes the two apostrophes and every kind of space alike, but not accents', () => {
    const catalogue = {
      straight: text("Choisissez un mode d'envoi"),
      noBreak: text('Un message\u00a0texte'),
      accent: text('Le rendez-vous du 3 mars'),
      accented: text('Le montant dû'),
    };
    expect(glossaryViolations(terms(sms, channel, due), catalogue).map(({ id }) => id)).toEqual([
      'accented',
      'noBreak',
      'straight',
    ]);
  });

  it('matches the case of a variant that asks for it, and keeps the exceptions it lists', () => {
    const catalogue = { size: text('{kb}\u00a0Ko'), fine: text('{kb}\u00a0ko'), gloss: text('SMS (texto)') };
    const allowed: GlossaryTerm = { ...sms, avoid: [{ text: 'texto', allowedIn: ['gloss'] }] };
    expect(glossaryViolations(terms(kilobyte, allowed), catalogue)).toEqual([
      { id: 'size', variant: 'Ko', preferred: 'ko', term: 'KB' },
    ]);
  });

  it('finds what makes a glossary unusable', () => {
    const catalogue = { gloss: text('SMS') };
    expect(glossaryProblems({ words: [] }, catalogue)).toEqual(['the glossary has no "terms" list']);
    expect(
      glossaryProblems(
        {
          terms: [
            { en: 'SMS', fr: '' },
            { en: 'channel', fr: 'canal ou protocole', avoid: ['protocole', ' '] },
            { en: 'text', fr: 'SMS', avoid: [{ text: 'texto', allowedIn: ['gloss', 'gone'] }] },
          ],
        },
        catalogue,
      ),
    ).toEqual([
      '"SMS" has no French ("fr")',
      '"channel": its French « canal ou protocole » contains the variant « protocole »',
      '"channel" lists an empty variant',
      '"text": « texto » is allowed in gone, which is not a message',
    ]);
  });

  it('holds for lang/glossary.json and lang/fr.json, and catches a variant planted in French', () => {
    expect(glossaryProblems(glossary, compiledFr)).toEqual([]);
    expect(glossaryViolations(glossary as Glossary, compiledFr)).toEqual([]);
    const planted = {
      ...compiledFr,
      'communications.history.column.channel': text('Protocole'),
      'communications.dashboard.smsHeading': ast(literal('Forfait de messages texte de '), argument('month')),
    };
    expect(glossaryViolations(glossary as Glossary, planted)).toEqual([
      {
        id: 'communications.dashboard.smsHeading',
        variant: 'messages texte',
        preferred: 'SMS',
        term: 'SMS (text message)',
      },
      {
        id: 'communications.history.column.channel',
        variant: 'protocole',
        preferred: 'canal',
        term: 'channel (SMS or email)',
      },
    ]);
  });
});
