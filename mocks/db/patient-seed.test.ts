import { describe, expect, it } from 'vitest';
import type { SendingPatient } from '@/domain/sending-types';
import { addDays, daysBetween, zonedInstant } from '@/domain/zoned-time';
import { localClock } from './local-clock';
import { PATIENT_PROPORTIONS, patientCountOf } from './patient-profile';
import { buildPatients } from './patient-seed';
import { HISTORY_PRACTICE, PRACTICES } from './practice-directory';
import { practiceOptOuts } from './practice-patients';

const TODAY = '2027-03-08';
const TIME_ZONE = 'America/Toronto';

const patientsOf = (entry = HISTORY_PRACTICE, today = TODAY) =>
  buildPatients(entry, today, localClock(TIME_ZONE)).map((profile) => profile.patient);

const share = (patients: readonly SendingPatient[], test: (patient: SendingPatient) => boolean) =>
  patients.filter(test).length / patients.length;

// The rules of docs/decisions/017-sending-rules.md, restated: a North American number, one @ and a dotted domain.
const validPhone = (phone: string) => /^1?\d{10}$/.test(phone.replace(/[\s()+-]/g, ''));
const validEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

describe('patients generated for a practice', () => {
  it('are the same for the same practice and day, and the same people with dates moved on another day', () => {
    const first = patientsOf();
    expect(patientsOf()).toEqual(first);

    const weekLater = patientsOf(HISTORY_PRACTICE, addDays(TODAY, 7));
    expect(weekLater).toHaveLength(first.length);
    const withoutDates = ({
      lastHygieneVisit: _l,
      hygieneDueDate: _d,
      optOuts: _o,
      ...fixed
    }: SendingPatient) => fixed;
    weekLater.forEach((patient, index) => {
      const before = first[index]!;
      const { lastHygieneVisit, hygieneDueDate, optOuts } = patient;
      expect(withoutDates(patient)).toEqual(withoutDates(before));
      expect(lastHygieneVisit === undefined).toBe(before.lastHygieneVisit === undefined);
      if (lastHygieneVisit) expect(daysBetween(before.lastHygieneVisit!, lastHygieneVisit)).toBe(7);
      if (hygieneDueDate && before.hygieneDueDate) {
        // 6, 9 or 12 months after a visit moved by a week: a week later, give or take month ends.
        expect(Math.abs(daysBetween(before.hygieneDueDate, hygieneDueDate) - 7)).toBeLessThanOrEqual(3);
      }
      expect(optOuts.map((optOut) => [optOut.channel, optOut.keyword])).toEqual(
        before.optOuts.map((optOut) => [optOut.channel, optOut.keyword]),
      );
    });
  });

  it('number 3,000 at the Plateau and 1,500 to 3,000 elsewhere, with unique ids and 5-digit file numbers', () => {
    expect(patientCountOf(HISTORY_PRACTICE)).toBe(3000);
    const counts = PRACTICES.map(patientCountOf);
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(1500);
      expect(count).toBeLessThanOrEqual(3000);
    }
    expect(new Set(counts).size).toBeGreaterThan(PRACTICES.length / 2);

    const patients = patientsOf();
    expect(patients).toHaveLength(3000);
    expect(new Set(patients.map((patient) => patient.id)).size).toBe(3000);
    expect(new Set(patients.map((patient) => patient.fileNumber)).size).toBe(3000);
    for (const patient of patients) expect(patient.fileNumber).toMatch(/^\d{5}$/);
  });

  it.each([
    ['a French', HISTORY_PRACTICE],
    ['an English', PRACTICES.find((entry) => entry.language === 'EN')!],
  ])('of %s practice speak mostly its language, with titles and accents of their own', (_, entry) => {
    const patients = patientsOf(entry);
    const other = entry.language === 'FR' ? 'EN' : 'FR';
    expect(share(patients, (patient) => patient.language === undefined)).toBeCloseTo(0.05, 1);
    expect(share(patients, (patient) => patient.language === other)).toBeGreaterThan(0.15);
    expect(share(patients, (patient) => patient.language === other)).toBeLessThan(0.25);
    for (const patient of patients) {
      const speaks = patient.language ?? entry.language;
      if (patient.honorificsTitle !== undefined) {
        expect(speaks === 'FR' ? ['M.', 'Mme'] : ['Mr.', 'Ms.']).toContain(patient.honorificsTitle);
      }
    }
    expect(share(patients, (patient) => patient.honorificsTitle === undefined)).toBeLessThan(0.05);
    expect(patients.some((patient) => /[éèêëàâçîïôûÉ’']/.test(patient.firstName + patient.lastName))).toBe(
      true,
    );
  });

  it('hold phones and emails as clinics type them: some missing, some unusable', () => {
    const patients = patientsOf();
    expect(share(patients, (patient) => patient.phone === undefined)).toBeCloseTo(
      PATIENT_PROPORTIONS.phoneMissing,
      1,
    );
    const badPhones = share(patients, (patient) => patient.phone !== undefined && !validPhone(patient.phone));
    expect(badPhones).toBeGreaterThan(0.015);
    expect(badPhones).toBeLessThan(0.045);
    expect(share(patients, (patient) => patient.email === undefined)).toBeCloseTo(
      PATIENT_PROPORTIONS.emailMissing,
      1,
    );
    const badEmails = share(patients, (patient) => patient.email !== undefined && !validEmail(patient.email));
    expect(badEmails).toBeGreaterThan(0.015);
    expect(badEmails).toBeLessThan(0.045);

    const phones = patients.flatMap((patient) =>
      patient.phone && validPhone(patient.phone) ? [patient.phone] : [],
    );
    // The formats of practice-management systems, Montréal's area codes, the 555-01XX range of fiction.
    expect(phones.some((phone) => /^\(\d{3}\) 555-01\d\d$/.test(phone))).toBe(true);
    expect(phones.some((phone) => /^\d{3}-555-01\d\d$/.test(phone))).toBe(true);
    expect(phones.some((phone) => /^\+1\d{3}55501\d\d$/.test(phone))).toBe(true);
    for (const phone of phones) expect(phone.replace(/\D/g, '').slice(-10)).toMatch(/^(514|438)55501\d\d$/);
  });

  it('came for hygiene over the last three years and are due from months ago to months ahead', () => {
    const patients = patientsOf();
    const ago = (day: string) => daysBetween(day, TODAY);
    expect(share(patients, (patient) => patient.lastHygieneVisit === undefined)).toBeGreaterThan(0.04);
    expect(
      share(
        patients,
        (patient) => patient.lastHygieneVisit !== undefined && ago(patient.lastHygieneVisit) > 730,
      ),
    ).toBeGreaterThan(0.08);
    for (const patient of patients) {
      if (patient.lastHygieneVisit) expect(ago(patient.lastHygieneVisit)).toBeGreaterThan(0);
      if (patient.lastHygieneVisit) expect(ago(patient.lastHygieneVisit)).toBeLessThanOrEqual(3 * 366);
    }
    const dueIn = (patient: SendingPatient) => daysBetween(TODAY, patient.hygieneDueDate!);
    const due = patients.filter((patient) => patient.hygieneDueDate !== undefined);
    expect(due.length / patients.length).toBeGreaterThan(0.85);
    expect(share(due, (patient) => dueIn(patient) < -60)).toBeGreaterThan(0.1);
    expect(share(due, (patient) => dueIn(patient) >= 0 && dueIn(patient) <= 60)).toBeGreaterThan(0.12);
    expect(share(due, (patient) => dueIn(patient) > 150)).toBeGreaterThan(0.05);
  });

  it('include opt-outs of both channels, by STOP or ARRÊT in their language and by the unsubscribe link', () => {
    const patients = patientsOf();
    const optedOut = (channel: string) =>
      patients.filter((patient) => patient.optOuts.some((o) => o.channel === channel));
    const sms = optedOut('SMS');
    const email = optedOut('EMAIL');
    expect(sms).toHaveLength(Math.round(3000 * PATIENT_PROPORTIONS.smsOptOut));
    expect(email).toHaveLength(Math.round(3000 * PATIENT_PROPORTIONS.emailOptOut));
    expect(patients.filter((patient) => patient.optOuts.length === 2)).toHaveLength(
      PATIENT_PROPORTIONS.bothOptOuts,
    );

    const todayStarts = zonedInstant(TODAY, 0, 0, TIME_ZONE).getTime();
    for (const patient of sms) {
      expect(validPhone(patient.phone!)).toBe(true);
      const { keyword, at } = patient.optOuts.find((optOut) => optOut.channel === 'SMS')!;
      expect(Date.parse(at)).toBeLessThan(todayStarts);
      if ((patient.language ?? 'FR') === 'EN') expect(keyword).toMatch(/^stop$/i);
      else expect(keyword).toMatch(/^(stop|arr[eê]t)$/i);
    }
    expect(sms.some((patient) => /^arr/i.test(patient.optOuts[0]!.keyword!))).toBe(true);
    for (const patient of email) {
      expect(validEmail(patient.email!)).toBe(true);
      expect(patient.optOuts.find((optOut) => optOut.channel === 'EMAIL')!.keyword).toBeUndefined();
    }
  });

  it('are listed by opt-out, most recent first', () => {
    const optOuts = practiceOptOuts(HISTORY_PRACTICE.id, TODAY);
    expect(optOuts).toHaveLength(45 + 30);
    expect(optOuts.map((optOut) => optOut.at)).toEqual(
      optOuts
        .map((optOut) => optOut.at)
        .sort()
        .reverse(),
    );
    expect(new Set(optOuts.map((optOut) => optOut.channel))).toEqual(new Set(['SMS', 'EMAIL']));
    expect(Object.keys(optOuts[0]!.patient).sort()).toEqual(['fileNumber', 'firstName', 'id', 'lastName']);
  });

  // About 20 ms on a quiet machine: the bound leaves room for a loaded CI runner and still
  // catches a generation that became ten times slower (every page of a practice waits for it once).
  it('are made fast: 3,000 in well under 250 ms', () => {
    patientsOf(); // the first run compiles the code
    const durations = Array.from({ length: 5 }, (_, index) => {
      const started = performance.now();
      patientsOf(HISTORY_PRACTICE, addDays(TODAY, index + 1));
      return performance.now() - started;
    }).sort((a, b) => a - b);
    expect(durations[2]).toBeLessThan(250);
  });
});
