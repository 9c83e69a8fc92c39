// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { replyEffect, optOutsAfter } from './reply-effects';
import { appointment, input, marie, paul, practice, request } from './reply-effects.test-support';
import { helpAnswer } from './reply-help-answer';
import { smsSegments } from './sms-segments';

describe('replyEffect: who wrote', () => {
  it('calls a contact no patient has an unknown sender, whatever it says', () => {
    const effect = replyEffect(input('Oui', '+15145559999', []));
    expect(effect).toEqual({ kind: 'UNKNOWN_SENDER', reading: { reading: 'CONFIRM', keyword: 'Oui' } });
    expect(replyEffect(input('STOP', 'not a phone', [])).kind).toBe('UNKNOWN_SENDER');
  });

  it('finds the patient by the number however each side wrote it', () => {
    const effect = replyEffect(input('Aide', '+15145550123', []));
    expect(effect).toMatchObject({ kind: 'HELP', patientIds: ['marie'] });
  });
});

describe('replyEffect: CONFIRM', () => {
  const requests = [
    request('a-marie-1', 'marie', '+15145550123', '2026-11-14T14:00:00Z'),
    request('a-marie-2', 'marie', '+15145550123', '2026-11-15T14:00:00Z'),
  ];

  it('confirms the appointment of the most recent pending request sent to that number', () => {
    expect(replyEffect(input('Oui merci 👍', '5145550123', requests))).toEqual({
      kind: 'CONFIRM',
      reading: { reading: 'CONFIRM', keyword: 'Oui' },
      patientIds: ['marie'],
      patientId: 'marie',
      appointmentId: 'a-marie-2',
      confirmedAt: '2026-11-16T15:00:00Z',
      confirmedStartsAt: '2026-11-27T14:00:00Z',
    });
  });

  it('skips requests whose appointment began, was confirmed, cancelled or moved, or that left after the reply', () => {
    const confirmation = { confirmedAt: '2026-11-15T20:00:00Z', confirmedStartsAt: '2026-11-27T14:00:00Z' };
    const confirmed = appointment('a-marie-2', 'marie', '2026-11-27T14:00:00Z', confirmation);
    const cancelled = appointment('a-marie-1', 'marie', '2026-11-20T14:00:00Z', { cancelled: true });
    const effect = replyEffect(
      input('Oui', '+15145550123', requests, { appointments: [confirmed, cancelled] }),
    );
    expect(effect).toMatchObject({ kind: 'NEEDS_REPLY', because: 'NO_PENDING_REQUEST', patientId: 'marie' });

    const started = [request('a-started', 'paul', '+14385550199', '2026-11-15T13:00:00Z')];
    expect(replyEffect(input('Yes', '+14385550199', started))).toMatchObject({
      because: 'NO_PENDING_REQUEST',
    });

    const later = [request('a-paul', 'paul', '+14385550199', '2026-11-16T16:00:00Z')];
    expect(replyEffect(input('Yes', '+14385550199', later))).toMatchObject({ because: 'NO_PENDING_REQUEST' });

    const moved = [
      {
        ...request('a-paul', 'paul', '+14385550199', '2026-11-15T13:00:00Z'),
        appointmentStartsAt: '2026-11-17T15:00:00Z',
      },
    ];
    expect(replyEffect(input('Yes', '+14385550199', moved))).toMatchObject({ because: 'NO_PENDING_REQUEST' });
  });

  it('does not confirm from a request sent to a number the patient no longer has', () => {
    const requests = [request('a-paul', 'paul', '+15145550123', '2026-11-15T13:00:00Z')];
    expect(replyEffect(input('Yes', '+15145550123', requests))).toMatchObject({
      kind: 'NEEDS_REPLY',
      because: 'NO_PENDING_REQUEST',
      patientIds: ['marie'],
    });
  });

  it('confirms for the one family member whose request is pending, and leaves two to staff', () => {
    const lucieOnly = [request('a-lucie', 'lucie', '+18195550111', '2026-11-15T13:00:00Z')];
    expect(replyEffect(input('Oui', '+18195550111', lucieOnly))).toMatchObject({
      kind: 'CONFIRM',
      patientIds: ['lucie', 'leo'],
      patientId: 'lucie',
      appointmentId: 'a-lucie',
    });
    const both = [...lucieOnly, request('a-leo', 'leo', '+18195550111', '2026-11-15T13:05:00Z')];
    expect(replyEffect(input('Oui', '+18195550111', both))).toMatchObject({
      kind: 'NEEDS_REPLY',
      because: 'SHARED_CONTACT',
      patientId: 'leo',
    });
  });

  it('reads the patient’s and the professional’s names as politeness', () => {
    const requests = [request('a-paul', 'paul', '+14385550199', '2026-11-15T13:00:00Z')];
    expect(replyEffect(input('Yes thanks Dre Gagnon, Paul Smith', '+14385550199', requests)).kind).toBe(
      'CONFIRM',
    );
  });
});

describe('replyEffect: OPT_OUT and OPT_IN', () => {
  it('stops the channel at the reply’s moment with the keyword as received', () => {
    const effect = replyEffect(input('arret svp', '+15145550123', []));
    expect(effect).toEqual({
      kind: 'OPT_OUT',
      reading: { reading: 'OPT_OUT', keyword: 'arret' },
      patientIds: ['marie'],
      optOut: { channel: 'SMS', at: '2026-11-16T15:00:00Z', keyword: 'arret' },
    });
    expect(optOutsAfter(marie, effect)).toEqual([
      { channel: 'SMS', at: '2026-11-16T15:00:00Z', keyword: 'arret' },
    ]);
    expect(optOutsAfter(paul, effect)).toBe(paul.optOuts);
    // A second STOP changes nothing: the first says since when.
    const stopped = { ...marie, optOuts: optOutsAfter(marie, effect) };
    expect(optOutsAfter(stopped, replyEffect(input('STOP', '+15145550123', [])))).toBe(stopped.optOuts);
  });

  it('stops an email address without a keyword, and stops a shared number for everyone on it', () => {
    const email = replyEffect({
      ...input('Unsubscribe', '', []),
      reply: {
        channel: 'EMAIL',
        from: 'marie.cote@EXAMPLE.ca',
        text: 'Unsubscribe',
        receivedAt: '2026-11-16T15:00:00Z',
      },
    });
    expect(email).toMatchObject({
      kind: 'OPT_OUT',
      optOut: { channel: 'EMAIL', at: '2026-11-16T15:00:00Z' },
    });
    expect(email.kind === 'OPT_OUT' && 'keyword' in email.optOut).toBe(false);
    expect(replyEffect(input('STOP', '+18195550111', []))).toMatchObject({ patientIds: ['lucie', 'leo'] });
  });

  it('lifts the channel’s opt-outs on START', () => {
    const stopped = {
      ...marie,
      optOuts: [
        { channel: 'SMS' as const, at: '2026-10-01T12:00:00Z', keyword: 'STOP' },
        { channel: 'EMAIL' as const, at: '2026-10-02T12:00:00Z' },
      ],
    };
    const effect = replyEffect(input('START', '+15145550123', [], { patients: [stopped] }));
    expect(effect).toMatchObject({
      kind: 'OPT_IN',
      channel: 'SMS',
      at: '2026-11-16T15:00:00Z',
      patientIds: ['marie'],
    });
    expect(optOutsAfter(stopped, effect)).toEqual([{ channel: 'EMAIL', at: '2026-10-02T12:00:00Z' }]);
  });
});

describe('replyEffect: HELP', () => {
  it('answers in the patient’s language, naming the clinic and its phone', () => {
    expect(replyEffect(input('AIDE', '+15145550123', []))).toMatchObject({
      kind: 'HELP',
      answer: {
        channel: 'SMS',
        to: '+15145550123',
        language: 'FR',
        body: "Clinique dentaire du Plateau : pour de l'aide, composez le 514 555-0100. Répondez ARRET pour vous désabonner.",
      },
    });
    expect(replyEffect(input('help', '4385550199', []))).toMatchObject({
      answer: {
        language: 'EN',
        body: 'Clinique dentaire du Plateau: for help, call (514) 555-0100. Reply STOP to unsubscribe.',
      },
    });
  });

  it('answers a shared number in the language of the patient last written to, else the clinic’s', () => {
    const toLeo = [request('a-leo', 'leo', '+18195550111', '2026-11-15T13:05:00Z')];
    expect(replyEffect(input('Help', '+18195550111', toLeo))).toMatchObject({ answer: { language: 'EN' } });
    expect(replyEffect(input('Help', '+18195550111', []))).toMatchObject({ answer: { language: 'FR' } });
  });

  it('fits in one SMS segment, with shorter wordings for long or accented names', () => {
    for (const language of ['FR', 'EN'] as const) {
      expect(smsSegments(helpAnswer(practice, language, 'SMS'))).toBe(1);
      const accented = { name: 'Centre dentaire Côté et associés de Trois-Rivières', phone: practice.phone };
      expect(smsSegments(helpAnswer(accented, language, 'SMS'))).toBe(1);
      expect(helpAnswer(accented, language, 'SMS')).toContain(
        language === 'FR' ? '514 555-0100' : '(514) 555-0100',
      );
      expect(smsSegments(helpAnswer({ name: practice.name }, language, 'SMS'))).toBe(1);
    }
    expect(helpAnswer({ name: 'Clinique Côté', phone: practice.phone }, 'FR', 'EMAIL')).toContain('ARRET');
  });
});

describe('replyEffect: everything else', () => {
  it('leaves a question for staff, about the patient it came from', () => {
    const requests = [request('a-paul', 'paul', '+14385550199', '2026-11-15T13:00:00Z')];
    const effect = replyEffect(input('Can I come Thursday instead?', '+14385550199', requests));
    expect(effect).toMatchObject({ kind: 'NEEDS_REPLY', because: 'READING', patientId: 'paul' });
    expect(effect.reading).toEqual({ reading: 'NEEDS_REPLY', cause: 'QUESTION' });
  });

  it('names no patient of a shared number nobody was written to', () => {
    expect(replyEffect(input('Qui parle?', '+18195550111', []))).toMatchObject({
      kind: 'NEEDS_REPLY',
      patientIds: ['lucie', 'leo'],
      patientId: undefined,
    });
  });
});
