import { describe, expect, it } from 'vitest';
import type { Practice } from '@/api/generated/practices/model';
import { analyseSms } from '@/domain/sms-segments';
import { hasPlainEquivalents, toPlainText } from '../shared/sms-counter/gsm-characters';
import { piecesText, previewPieces } from './preview-text';
import { sampleValues } from './sample-values';
import { closestPlaceholder } from './template-issue-text';

const practice = { name: 'Clinique dentaire du Plateau', phone: '+15145550142' } as Practice;
const now = new Date(2026, 10, 24, 9, 0);

describe('the preview of a template', () => {
  it('puts the samples in place of known placeholders and leaves unknown ones as typed', () => {
    const { values } = sampleValues(practice, 'FR', now);
    const pieces = previewPieces('Bonjour {{patientFirstName}}, {{ date }} au {{practicePhone}}.', values);
    expect(piecesText(pieces)).toBe('Bonjour Hélène, {{ date }} au 514 555-0142.');
    expect(pieces.map((piece) => piece.kind)).toEqual([
      'text',
      'sample',
      'text',
      'unknown',
      'text',
      'sample',
      'text',
    ]);
  });

  it('formats dates and times in the template’s language, with plain spaces only', () => {
    const fr = sampleValues(practice, 'FR', now).values;
    const en = sampleValues(practice, 'EN', now).values;
    expect(fr).toMatchObject({ date: 'mardi 1er décembre', time: '13 h 30', dueDate: '24 décembre 2026' });
    expect(en).toMatchObject({
      date: 'Tuesday, December 1',
      time: '1:30 p.m.',
      dueDate: 'December 24, 2026',
    });
    // Every sample stays in GSM-7: the count reflects the template's own characters.
    for (const values of [fr, en]) expect(analyseSms(Object.values(values).join(' ')).encoding).toBe('GSM-7');
  });

  it('stands in for a practice without name or phone, and says so', () => {
    const samples = sampleValues({ ...practice, name: ' ', phone: '' }, 'EN', now);
    expect(samples.fallbacks).toEqual({ name: true, phone: true });
    expect(samples.values.practicePhone).toBe('(514) 555-0142');
  });
});

describe('plain equivalents of typographic characters', () => {
  it('replace ’ « » – … and no-break spaces, guillemets with their inner spaces', () => {
    const typographic = 'C’est le «\u00a0nettoyage\u00a0» – à bientôt\u00a0: merci…';
    expect(toPlainText(typographic)).toBe('C\'est le "nettoyage" - à bientôt : merci...');
    expect(analyseSms(toPlainText(typographic)).ucs2Characters).toEqual(['ô']);
    expect(hasPlainEquivalents('Bonjour Hélène')).toBe(false);
  });
});

describe('a misspelt placeholder', () => {
  it('is matched to the placeholder it resembles, if any', () => {
    expect(closestPlaceholder('patientFirstname')).toBe('patientFirstName');
    expect(closestPlaceholder(' Date ')).toBe('date');
    expect(closestPlaceholder('dueDat')).toBe('dueDate');
    expect(closestPlaceholder('prenom')).toBeUndefined();
  });
});
