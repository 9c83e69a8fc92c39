import { describe, expect, it } from 'vitest';
import type { CalendarDay, SendingAppointment } from '@/domain/sending-types';
import { addDays, DAY_MS, daysBetween, isoWeekday, zonedDay, zonedInstant } from '@/domain/zoned-time';
import { AGENDA_PROPORTIONS, APPOINTMENT_DAYS_AHEAD, weekOf } from './appointment-seed';
import { HISTORY_PRACTICE, PRACTICES } from './practice-directory';
import { forgetGeneratedPractices } from './practice-generation';
import { closureDay, daysWithoutAppointments, practicePatients } from './practice-patients';
import { findPractice, practiceAppointmentTypes, practiceSchedules } from './practices';

// Both changes of 2027 fall in a range: 14 March (spring) from 1 March, 7 November (autumn) from 20 October.
const SPRING = '2027-03-01';
const AUTUMN = '2026-10-20';

const timeZoneOf = (practiceId: string) => findPractice(practiceId)!.timezone;

const wallClockOf = (instant: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return { day: zonedDay(new Date(instant), timeZone), minutes: value('hour') * 60 + value('minute') };
};

const dayOf = (appointment: SendingAppointment, practiceId: string) =>
  zonedDay(new Date(appointment.startsAt), timeZoneOf(practiceId));

const byDay = (practiceId: string, today: CalendarDay) => {
  const days = new Map<CalendarDay, SendingAppointment[]>();
  for (const appointment of practicePatients(practiceId, today).appointments) {
    const day = dayOf(appointment, practiceId);
    days.set(day, [...(days.get(day) ?? []), appointment]);
  }
  return days;
};

const share = <T>(values: readonly T[], test: (value: T) => boolean) =>
  values.filter(test).length / values.length;

const practicesByZone = [
  HISTORY_PRACTICE,
  PRACTICES.find((entry) => entry.province === 'new-brunswick')!,
  PRACTICES.find((entry) => entry.province === 'ontario' && entry.language === 'EN')!,
  PRACTICES.find((entry) => timeZoneOf(entry.id) === 'America/Montreal')!,
];

describe('appointments generated for a practice', () => {
  it('are the same for the same practice and day, and keep their ids and times from one day to the next', () => {
    const first = practicePatients(HISTORY_PRACTICE.id, SPRING);
    forgetGeneratedPractices();
    const again = practicePatients(HISTORY_PRACTICE.id, SPRING);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);

    const nextDay = practicePatients(HISTORY_PRACTICE.id, addDays(SPRING, 1));
    const later = new Map(nextDay.appointments.map((appointment) => [appointment.id, appointment]));
    const shared = first.appointments.filter(
      (appointment) =>
        dayOf(appointment, HISTORY_PRACTICE.id) !== SPRING &&
        dayOf(appointment, HISTORY_PRACTICE.id) !== closureDay(HISTORY_PRACTICE.id, addDays(SPRING, 1)),
    );
    for (const appointment of shared) {
      const seenLater = later.get(appointment.id);
      expect(seenLater).toBeDefined();
      const { startsAt, type, professional, createdAt, cancelled } = appointment;
      expect(seenLater).toMatchObject({ startsAt, type, professional, createdAt, cancelled });
      // A confirmation stays once made.
      if (appointment.confirmedAt) expect(seenLater!.confirmedAt).toBe(appointment.confirmedAt);
    }
    // Appointments booked on the later day appear; none disappears.
    expect(nextDay.appointments.length).toBeGreaterThan(shared.length);
  });

  it.each(practicesByZone.map((entry) => [entry.name, entry.id] as const))(
    'fall inside the opening periods of %s, on the quarter hour, across daylight-saving changes',
    (_, practiceId) => {
      const timeZone = timeZoneOf(practiceId);
      const week = weekOf(practiceSchedules.findFirst((q) => q.where({ practiceId }))!.weekSchedule);
      const durations = new Map(
        practiceAppointmentTypes
          .findMany((q) => q.where({ practiceId }))
          .map((type) => [type.id, type.durationMinutes]),
      );
      for (const today of [SPRING, AUTUMN]) {
        const { appointments } = practicePatients(practiceId, today);
        expect(appointments.length).toBeGreaterThan(300);
        for (const appointment of appointments) {
          const { day, minutes } = wallClockOf(appointment.startsAt, timeZone);
          const ahead = daysBetween(today, day);
          expect(ahead).toBeGreaterThanOrEqual(0);
          expect(ahead).toBeLessThanOrEqual(APPOINTMENT_DAYS_AHEAD);
          expect(minutes % 15).toBe(0);
          const end = minutes + durations.get(appointment.type.id)!;
          const periods = week[isoWeekday(day) - 1]!;
          expect(periods.some((period) => period.start <= minutes && end <= period.end)).toBe(true);
        }
        expect(appointments.map((appointment) => appointment.startsAt)).toEqual(
          appointments.map((appointment) => appointment.startsAt).sort(),
        );
      }
    },
  );

  it('number 15 to 35 a full open day in the coming weeks, fewer at the far end where fewer are booked yet', () => {
    for (const entry of practicesByZone) {
      const week = weekOf(
        practiceSchedules.findFirst((q) => q.where({ practiceId: entry.id }))!.weekSchedule,
      );
      const days = byDay(entry.id, SPRING);
      for (let ahead = 0; ahead <= APPOINTMENT_DAYS_AHEAD; ahead += 1) {
        const day = addDays(SPRING, ahead);
        const periods = week[isoWeekday(day) - 1]!;
        const count = days.get(day)?.length ?? 0;
        if (periods.length === 0) expect(count).toBe(0);
        const openMinutes = periods.reduce((sum, period) => sum + period.end - period.start, 0);
        if (ahead <= 7 && openMinutes >= 360 && day !== closureDay(entry.id, SPRING)) {
          expect(count).toBeGreaterThanOrEqual(AGENDA_PROPORTIONS.perDay[0] - 3);
          expect(count).toBeLessThanOrEqual(AGENDA_PROPORTIONS.perDay[1]);
        }
      }
      const near = [...days].filter(([day]) => daysBetween(SPRING, day) < 14).flatMap(([, list]) => list);
      const far = [...days].filter(([day]) => daysBetween(SPRING, day) > 45).flatMap(([, list]) => list);
      expect(far.length / 15).toBeLessThan(near.length / 14);
    }
  });

  it('are about 40 % hygiene with a hygienist, the rest with a dentist or the denturist, 5 % cancelled', () => {
    for (const entry of practicesByZone) {
      const { appointments } = practicePatients(entry.id, SPRING);
      const columns = practiceSchedules.findFirst((q) => q.where({ practiceId: entry.id }))!.columns;
      const hygienists = columns
        .filter((column) => /^Hygi/.test(column.name))
        .map((column) => column.providerName);
      const others = columns
        .filter((column) => column.active && column.providerName && !/^Hygi/.test(column.name))
        .map((column) => column.providerName);
      expect(share(appointments, (appointment) => appointment.type.isHygiene)).toBeGreaterThan(0.3);
      expect(share(appointments, (appointment) => appointment.type.isHygiene)).toBeLessThan(0.5);
      for (const appointment of appointments) {
        expect(appointment.type.isHygiene ? hygienists : others).toContain(appointment.professional);
      }
      expect(share(appointments, (appointment) => appointment.cancelled)).toBeGreaterThan(0.02);
      expect(share(appointments, (appointment) => appointment.cancelled)).toBeLessThan(0.09);
    }
  });

  it('were booked 1 to 180 days before and confirmed by 40 % in the next 3 days, 20 % within a week, 5 % later', () => {
    const band = (): [confirmed: number, all: number] => [0, 0];
    const confirmed = { threeDays: band(), week: band(), later: band() };
    // A third of the practices, all three time zones among them: enough appointments for the shares.
    for (const entry of PRACTICES.filter((_, index) => index % 3 === 0)) {
      const timeZone = timeZoneOf(entry.id);
      const todayStarts = zonedInstant(SPRING, 0, 0, timeZone).getTime();
      for (const appointment of practicePatients(entry.id, SPRING).appointments) {
        expect(appointment.id).toMatch(/^[A-Za-z0-9]{20}$/);
        const bookedAhead = (Date.parse(appointment.startsAt) - Date.parse(appointment.createdAt)) / DAY_MS;
        expect(bookedAhead).toBeGreaterThan(0);
        expect(bookedAhead).toBeLessThan(181);
        expect(Date.parse(appointment.createdAt)).toBeLessThan(todayStarts + 7 * 3_600_000);
        if (appointment.cancelled) {
          expect(appointment.confirmedAt).toBeUndefined();
          continue;
        }
        if (appointment.confirmedAt) {
          expect(Date.parse(appointment.confirmedAt)).toBeLessThan(todayStarts);
          expect(Date.parse(appointment.confirmedAt)).toBeGreaterThan(Date.parse(appointment.createdAt));
        }
        const ahead = daysBetween(SPRING, dayOf(appointment, entry.id));
        const counts = ahead <= 3 ? confirmed.threeDays : ahead <= 7 ? confirmed.week : confirmed.later;
        counts[0] += appointment.confirmedAt ? 1 : 0;
        counts[1] += 1;
      }
    }
    const rate = ([count, total]: [number, number]) => count / total;
    expect(rate(confirmed.threeDays)).toBeCloseTo(AGENDA_PROPORTIONS.confirmed.threeDays, 1);
    expect(rate(confirmed.week)).toBeCloseTo(AGENDA_PROPORTIONS.confirmed.week, 1);
    expect(rate(confirmed.later)).toBeGreaterThan(0.02);
    expect(rate(confirmed.later)).toBeLessThan(0.06);
  });

  it('are each a patient of the practice; hygiene visits of patients due near them, once per patient', () => {
    const { patients, appointments } = practicePatients(HISTORY_PRACTICE.id, SPRING);
    const byId = new Map(patients.map((patient) => [patient.id, patient]));
    const hygiene = appointments.filter((appointment) => appointment.type.isHygiene);
    expect(new Set(hygiene.map((appointment) => appointment.patientId)).size).toBe(hygiene.length);
    for (const appointment of appointments) {
      const patient = byId.get(appointment.patientId);
      expect(patient).toBeDefined();
      if (!appointment.type.isHygiene) continue;
      const dueToVisit = daysBetween(patient!.hygieneDueDate!, dayOf(appointment, HISTORY_PRACTICE.id));
      expect(dueToVisit).toBeGreaterThanOrEqual(-14);
      expect(dueToVisit).toBeLessThanOrEqual(30);
      expect(daysBetween(patient!.lastHygieneVisit!, SPRING)).toBeLessThan(730);
    }
    // Patients due in the coming weeks: some have booked their visit, most have not.
    const dueSoon = patients.filter((patient) => {
      const dueIn = daysBetween(SPRING, patient.hygieneDueDate ?? '1900-01-01');
      return dueIn >= 0 && dueIn <= 45;
    });
    const booked = new Set(hygiene.filter((a) => !a.cancelled).map((appointment) => appointment.patientId));
    expect(share(dueSoon, (patient) => booked.has(patient.id))).toBeGreaterThan(0.1);
    expect(share(dueSoon, (patient) => booked.has(patient.id))).toBeLessThan(0.8);
  });

  it('leave the Plateau one normally open weekday without any in the two weeks ahead, and no other', () => {
    for (const today of [SPRING, AUTUMN, addDays(SPRING, 3), addDays(AUTUMN, 5)]) {
      const closed = closureDay(HISTORY_PRACTICE.id, today);
      expect(closed).toBeDefined();
      expect(daysBetween(today, closed!)).toBeGreaterThanOrEqual(1);
      expect(daysBetween(today, closed!)).toBeLessThanOrEqual(14);
      expect(isoWeekday(closed!)).toBeLessThanOrEqual(5);
      const week = weekOf(
        practiceSchedules.findFirst((q) => q.where({ practiceId: HISTORY_PRACTICE.id }))!.weekSchedule,
      );
      expect(week[isoWeekday(closed!) - 1]).not.toHaveLength(0);

      const empty = daysWithoutAppointments(HISTORY_PRACTICE.id, today);
      expect(empty).toContain(closed);
      expect(byDay(HISTORY_PRACTICE.id, today).has(closed!)).toBe(false);
      const emptyOpenDaysSoon = empty.filter(
        (day) => daysBetween(today, day) <= 14 && week[isoWeekday(day) - 1]!.length > 0,
      );
      expect(emptyOpenDaysSoon).toEqual([closed]);
    }
    for (const entry of practicesByZone.slice(1)) expect(closureDay(entry.id, SPRING)).toBeUndefined();
  });
});
