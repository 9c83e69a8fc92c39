import { describe, expect, it } from 'vitest';
import {
  hasValidContact,
  isOptOutKeyword,
  isValidEmail,
  isValidSmsPhone,
  optOutOf,
} from './sending-contacts';

describe('isValidSmsPhone', () => {
  it('accepts a North American number however it was typed', () => {
    for (const phone of ['+15145550123', '(514) 555-0123', '514 555 0123', '1-514-555-0123', '5145550123']) {
      expect(isValidSmsPhone(phone)).toBe(true);
    }
  });

  it('refuses what the provider cannot deliver to', () => {
    for (const phone of [
      undefined,
      '',
      '555-0123',
      '+33 1 23 45 67 89',
      '514-555-012x',
      '011 514 555 0123',
    ]) {
      expect(isValidSmsPhone(phone)).toBe(false);
    }
  });
});

describe('isValidEmail', () => {
  it('accepts one @, a local part and a domain with a dot', () => {
    for (const email of ['marie.cote@example.ca', 'a@b.co', 'jean+rdv@clinique.qc.ca', 'é@exemple.ca']) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('refuses a missing part, a second @, a domain without a dot and any space', () => {
    for (const email of [
      undefined,
      '',
      'marie.cote',
      '@example.ca',
      'marie@',
      'marie@example',
      'marie@@example.ca',
      'marie@exa@mple.ca',
      'marie@.ca',
      'marie@example.',
      'marie cote@example.ca',
      ' marie@example.ca',
      'marie@example.ca ',
    ]) {
      expect(isValidEmail(email), String(email)).toBe(false);
    }
  });
});

describe('hasValidContact', () => {
  it('judges each channel on its own contact', () => {
    const patient = { phone: '514 555 0123', email: 'pas-un-courriel' };
    expect(hasValidContact(patient, 'SMS')).toBe(true);
    expect(hasValidContact(patient, 'EMAIL')).toBe(false);
  });
});

describe('isOptOutKeyword', () => {
  it('recognises STOP and ARRÊT in any case, with or without the accent', () => {
    for (const reply of ['STOP', 'stop', 'Stop ', 'ARRÊT', 'arrêt', 'Arret', 'ARRET', 'arre\u0302t']) {
      expect(isOptOutKeyword(reply), reply).toBe(true);
    }
  });

  it('ignores other replies', () => {
    for (const reply of ['OUI', 'STOP SVP', 'arrête', 'STOPP', ''])
      expect(isOptOutKeyword(reply)).toBe(false);
  });
});

describe('optOutOf', () => {
  it('gives the channel’s earliest opt-out and never the other channel’s', () => {
    const patient = {
      optOuts: [
        { channel: 'SMS' as const, at: '2026-09-02T15:00:00Z', keyword: 'Arrêt' },
        { channel: 'SMS' as const, at: '2026-08-01T15:00:00Z', keyword: 'STOP' },
      ],
    };
    expect(optOutOf(patient, 'SMS')).toEqual({ channel: 'SMS', at: '2026-08-01T15:00:00Z', keyword: 'STOP' });
    expect(optOutOf(patient, 'EMAIL')).toBeUndefined();
    expect(optOutOf({ optOuts: [] }, 'SMS')).toBeUndefined();
  });
});
