import { describe, expect, it } from 'vitest';
import { analyseSms, isGsm7, smsSegments } from './sms-segments';

describe('SMS segments (sms-encoding.md)', () => {
  it('counts GSM-7 text in 160 septets, then parts of 153', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('é'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts extension characters twice and never splits them', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
    // 152 septets, then a 2-septet € that does not fit in the first part of 153.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toBe(2);
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toBe(3);
  });

  it('turns the whole message into UCS-2 for one character outside GSM-7', () => {
    expect(isGsm7('Rendez-vous à 13 h, Dre Côté')).toBe(false);
    expect(isGsm7("C'est l'heure de votre nettoyage à 9 h: répondez OUI")).toBe(true);
    expect(isGsm7('C’est')).toBe(false);
    expect(isGsm7('«\u00a0oui\u00a0»')).toBe(false);
    expect(smsSegments(`’${'a'.repeat(69)}`)).toBe(1);
    expect(smsSegments(`’${'a'.repeat(70)}`)).toBe(2);
    expect(smsSegments(`’${'a'.repeat(149)}`)).toBe(3);
  });

  it('counts an emoji as two UTF-16 units, kept in one part', () => {
    expect(smsSegments('😀'.repeat(35))).toBe(1);
    expect(smsSegments(`${'a'.repeat(69)}😀`)).toBe(2);
    // 134 units would fill two parts of 67, but the emoji may not straddle them.
    expect(smsSegments(`${'a'.repeat(66)}😀${'a'.repeat(66)}`)).toBe(3);
  });
});

describe('analyseSms', () => {
  it('reports the encoding, the units and the characters that force UCS-2', () => {
    const body = `Bonjour Hélène, votre rendez-vous est le 12 mars à 9 h. Répondez OUI pour confirmer. ${'x'.repeat(15)}`;
    expect(body).toHaveLength(100);
    expect(analyseSms(body)).toEqual({
      encoding: 'GSM-7',
      characters: 100,
      units: 100,
      segments: 1,
      segmentsInGsm7: 1,
      ucs2Characters: [],
    });
    const typographic = `${body.slice(0, 7)}’${body.slice(7)}`;
    expect(analyseSms(typographic)).toMatchObject({
      encoding: 'UCS-2',
      characters: 101,
      units: 101,
      segments: 2,
      segmentsInGsm7: 1,
      ucs2Characters: ['’'],
    });
  });

  it('counts an extension character as two septets and an emoji as two UTF-16 units', () => {
    expect(analyseSms('Prix: 20 €')).toMatchObject({ encoding: 'GSM-7', characters: 10, units: 11 });
    expect(analyseSms('Merci 😀')).toMatchObject({ encoding: 'UCS-2', characters: 7, units: 8 });
  });

  it('lists each character outside GSM-7 once, in order of appearance', () => {
    // Ç (capital) is in GSM-7; ç (small) and the French quotation marks are not.
    expect(analyseSms('« Ça » ’ «, ça').ucs2Characters).toEqual(['«', '»', '’', 'ç']);
  });
});
