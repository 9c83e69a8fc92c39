import type { MetricId } from '@/api/generated/analytik/model';
import { monthCount } from './analytik-calendar';
import { seededFaker } from './seeded-faker';

/** Monthly values of every metric for one practice, index 0 being January of the first year. */
export type PracticeMonthlyValues = Record<MetricId, number[]>;

// Month factors, January first: summer holidays and the holiday season empty the chairs, the
// spring and the back-to-school months fill them; hours drop less than fees (staff on leave).
const FEES_SEASON = [0.93, 0.96, 1.07, 1.01, 1.05, 0.99, 0.77, 0.83, 1.03, 1.07, 1.03, 0.76];
const HOURS_SEASON = [0.97, 0.96, 1.04, 1.0, 1.03, 0.98, 0.82, 0.87, 1.0, 1.04, 1.02, 0.81];
const NEW_PATIENTS_SEASON = [1.12, 0.98, 1.05, 0.97, 0.98, 0.93, 0.82, 0.9, 1.18, 1.08, 1.02, 0.78];

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Deterministic, coherent monthly values for one practice: hours, occupancy and the fee per
 * booked hour drive the fees; visits follow booked hours; the rates and hourly values are
 * derived from the rounded base values, so that they agree with each other as real data would.
 */
export const generatePracticeSeries = (practiceId: string): PracticeMonthlyValues => {
  const faker = seededFaker(`analytik-series:${practiceId}`);
  const between = (min: number, max: number) => faker.number.float({ min, max });
  const jitter = (spread: number) => between(1 - spread, 1 + spread);

  // The practice's profile: size (chairs and providers), growth and habits.
  const size = between(0.55, 1.7);
  const growth = between(0.005, 0.06);
  const baseOccupancy = between(74, 88);
  const baseFeePerBookedHour = between(190, 265);
  const hoursPerVisit = between(0.82, 0.96);
  const hygieneShare = between(0.36, 0.46);
  const baseNewPatients = 34 * size * between(0.8, 1.25);
  const baseHygieneConversion = between(68, 82);
  const baseNewPatientConversion = between(55, 70);
  const baseDiagnostic = between(36, 47);
  const baseAcceptance = between(48, 62);
  const salesShare = between(0.28, 0.37);

  const values = {} as PracticeMonthlyValues;
  const push = (metricId: MetricId, value: number) => (values[metricId] ??= []).push(value);
  let upcoming: number | undefined;
  let active: number | undefined;

  const months = monthCount();
  for (let index = 0; index < months; index += 1) {
    const monthIndex = index % 12;
    const years = index / 12;
    const trend = (1 + growth) ** years;

    const hours = round(745 * size * (HOURS_SEASON[monthIndex] ?? 1) * trend ** 0.4 * jitter(0.03), 1);
    const occupancy = round(clamp(baseOccupancy + years * 0.6 + between(-2.5, 2.5), 50, 98), 1);
    const bookedHours = (hours * occupancy) / 100;
    const feeSeason = (FEES_SEASON[monthIndex] ?? 1) / (HOURS_SEASON[monthIndex] ?? 1);
    // Fees per booked hour rise with the yearly fee guide (about 3.5 %).
    const fees = round(bookedHours * baseFeePerBookedHour * 1.035 ** years * feeSeason * jitter(0.04), 2);
    const visits = Math.round((bookedHours / hoursPerVisit) * jitter(0.03));
    const hygieneVisits = Math.round(visits * hygieneShare * jitter(0.04));
    const newPatients = Math.round(
      baseNewPatients * (NEW_PATIENTS_SEASON[monthIndex] ?? 1) * trend * jitter(0.15),
    );
    const sales = round(fees * salesShare * jitter(0.12), 2);
    // Stocks carry over from month to month: plans sold wait about four months to be done,
    // and a patient stays active for 24 months after a visit.
    upcoming = upcoming === undefined ? sales * 4 : upcoming * 0.75 + sales * jitter(0.05);
    active = active === undefined ? newPatients * 135 : active * 0.9928 + newPatients * jitter(0.05);

    push('fees', fees);
    push('new-patients', newPatients);
    push('new-patients-first-invoice', Math.round(newPatients * between(0.92, 0.99)));
    push('hygiene-appointment', Math.round(hygieneVisits * between(1.005, 1.03)));
    push(
      'hygiene-conversion-rate',
      round(clamp(baseHygieneConversion + years * 0.5 + between(-3, 3), 0, 100), 1),
    );
    push('new-patients-conversion-rate', round(clamp(baseNewPatientConversion + between(-4, 4), 0, 100), 1));
    push('availability-hours', hours);
    push('occupancy-rate', occupancy);
    push('hourly-billing', round(fees / hours, 2));
    push('hourly-billing-effective', round(fees / bookedHours, 2));
    push('tx-plan-sales', sales);
    push('tx-plan-upcoming', round(upcoming, 2));
    push('patient-visits-hygiene', hygieneVisits);
    push('patient-visits', visits);
    push('active-patients', Math.round(active));
    push('diagnostic-rate', round(clamp(baseDiagnostic + between(-3, 3), 0, 100), 1));
    push('acceptation-rate-tx-plan', round(clamp(baseAcceptance + years * 0.4 + between(-4, 4), 0, 100), 1));
  }
  return values;
};
