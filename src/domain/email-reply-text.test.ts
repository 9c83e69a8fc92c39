// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailReplyText } from './email-reply-text';
import { readReply } from './reply-reading';

const OUR_EMAIL = [
  'Bonjour Marie,',
  'Votre rendez-vous est le jeudi 19 novembre à 9 h. Veuillez confirmer votre présence.',
  'Pour vous désabonner, cliquez ici.',
];

describe('emailReplyText', () => {
  it.each([
    [
      'Gmail, English',
      [
        'Yes, thanks!',
        '',
        'On Mon, Nov 16, 2026 at 9:00 AM Clinique <rdv@clinique.ca> wrote:',
        ...OUR_EMAIL.map((line) => `> ${line}`),
      ],
    ],
    [
      'Gmail, French, wrapped',
      [
        'Oui merci',
        '',
        'Le lun. 16 nov. 2026 à 09 h 00, Clinique dentaire du Plateau',
        '<rdv@clinique.ca> a écrit :',
        ...OUR_EMAIL.map((line) => `> ${line}`),
      ],
    ],
    [
      'Outlook',
      [
        'Oui merci',
        '',
        '________________________________',
        'De : Clinique dentaire du Plateau <rdv@clinique.ca>',
        'Envoyé : 16 novembre 2026 09:00',
        ...OUR_EMAIL,
      ],
    ],
    ['Original message', ['Oui merci', '-----Original Message-----', 'From: rdv@clinique.ca', ...OUR_EMAIL]],
    ['Phone signature', ['Oui merci', '', 'Envoyé de mon iPhone', '', ...OUR_EMAIL]],
    ['Signature delimiter', ['Oui merci', '-- ', 'Marie Côté', ...OUR_EMAIL]],
  ])('keeps the new text of a reply (%s), which then reads as itself', (_, lines) => {
    const text = emailReplyText(lines.join('\r\n'));
    expect(text).toMatch(/^(Yes, thanks!|Oui merci)$/);
    expect(readReply(text).reading).toBe('CONFIRM');
    // Read whole, the quote's "désabonner" would have unsubscribed the patient.
    expect(readReply(lines.join('\n')).reading).toBe('OPT_OUT');
  });

  it('keeps every line of a reply that quotes nothing, and a first line that merely starts with "On"', () => {
    expect(emailReplyText('On sera là.\nMerci!\n')).toBe('On sera là.\nMerci!');
  });
});
