import { describe, expect, it } from 'vitest';
import type { Practice } from '@/api/generated/practices/model';
import { formatPhone, toE164 } from '@/utils/phone';
import { practiceFormSchema } from './practice-form-schema';
import { toPracticeFormValues, toPracticeUpdate } from './practice-form-values';

const practice: Practice = {
  id: '3f2b6c1e-8a4d-4e0b-9a57-2d7f1c9e5a10',
  name: 'Clinique dentaire du Plateau',
  addressLine1: '4520, avenue Papineau',
  city: 'Montréal',
  province: 'quebec',
  postalCode: 'h2h1v4',
  country: 'Canada',
  billingEmail: 'comptabilite@cliniqueduplateau.ca',
  phone: '+15145550143',
  timezone: 'America/Montreal',
  communicationLanguage: 'FR',
  activeModules: [],
  missingInformation: false,
};

const SVG_LOGO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

describe('the practice form rules', () => {
  it('reads North American numbers however they are typed, and refuses the rest', () => {
    for (const typed of [
      '(514) 555-0123',
      '514-555-0123',
      '514 555 0123',
      '1 514 555 0123',
      '+1 514-555-0123',
    ])
      expect(toE164(typed)).toBe('+15145550123');
    expect(toE164('555-0123')).toBeUndefined();
    expect(toE164('(014) 555-0123')).toBeUndefined();
    expect(toE164('514-555-CALL')).toBeUndefined();
    expect(formatPhone('+15145550123', 'en')).toBe('(514) 555-0123');
    expect(formatPhone('+15145550123', 'fr')).toBe('514 555-0123');
    expect(formatPhone('poste 12', 'en')).toBe('poste 12');
  });

  it('starts from the practice as saved, postal code and phones in their usual form', () => {
    const values = toPracticeFormValues(practice, 'fr');
    expect(values).toMatchObject({ postalCode: 'H2H 1V4', phone: '514 555-0143', cellphone: '' });
    expect(values.addressLine2).toBe('');
    expect(values.logo).toBe('');
  });

  it('sends only the changed fields, in the contract’s form', () => {
    const values = {
      ...toPracticeFormValues(practice, 'en'),
      city: ' Outremont ',
      postalCode: 'h2v1a1',
      cellphone: '(438) 555-0199',
    };
    expect(toPracticeFormValues(practice, 'en').postalCode).toBe('H2H 1V4');
    expect(toPracticeUpdate(values, { city: true, postalCode: true, cellphone: true })).toEqual({
      city: 'Outremont',
      postalCode: 'H2V 1A1',
      cellphone: '+14385550199',
    });
    expect(toPracticeUpdate({ ...values, cellphone: '' }, { cellphone: true, logo: true })).toEqual({
      cellphone: '',
    });
  });

  it('keeps a saved main phone number: it can be replaced, not removed', () => {
    const values = { ...toPracticeFormValues(practice, 'en'), phone: '', logo: SVG_LOGO };
    expect(practiceFormSchema({ phoneSaved: true }).safeParse(values).success).toBe(false);
    expect(practiceFormSchema({ phoneSaved: false }).safeParse(values).success).toBe(true);
  });

  it('requires the information of SPEC §5', () => {
    const values = { ...toPracticeFormValues(practice, 'en'), city: ' ', province: '', country: '' };
    const result = practiceFormSchema({ phoneSaved: true }).safeParse(values);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    // The practice has never had a logo: it is required too.
    expect(fields).toEqual(['city', 'province', 'country', 'logo']);
    expect(result.error?.issues.every((issue) => issue.message === 'forms.validation.required')).toBe(true);
  });

  it('refuses a language or a time zone outside the contract, and a logo that is not an image', () => {
    const values = {
      ...toPracticeFormValues(practice, 'en'),
      communicationLanguage: 'ES',
      timezone: 'not a zone',
      logo: 'data:application/pdf;base64,JVBERi0=',
    };
    const result = practiceFormSchema({ phoneSaved: true }).safeParse(values);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'timezone',
      'communicationLanguage',
      'logo',
    ]);
  });
});
