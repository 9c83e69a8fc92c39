import type { MetricId, MetricUnit } from '@/api/generated/analytik/model';

/**
 * How the monthly values of a metric add up to the value of a period (SPEC §3 metrics; the
 * contract: "rates and hourly values are computed over the whole period, not averaged over
 * months"). Shared by the offline API, which computes the yearly summaries, and the screens,
 * which split goals into months and project the year-end from the same rules.
 *
 * - `sum`: counts, amounts and hours add up month after month;
 * - `rate`: percentages and hourly values are recomputed from their numerators and denominators;
 * - `level`: stocks (work still to do, active patients) are the value at the end of the period.
 */
export type MetricAggregation = 'sum' | 'rate' | 'level';

export const METRIC_AGGREGATION: Readonly<Record<MetricId, MetricAggregation>> = {
  fees: 'sum',
  'new-patients': 'sum',
  'new-patients-first-invoice': 'sum',
  'hygiene-appointment': 'sum',
  'hygiene-conversion-rate': 'rate',
  'new-patients-conversion-rate': 'rate',
  'availability-hours': 'sum',
  'occupancy-rate': 'rate',
  'hourly-billing': 'rate',
  'hourly-billing-effective': 'rate',
  'tx-plan-sales': 'sum',
  'tx-plan-upcoming': 'level',
  'patient-visits-hygiene': 'sum',
  'patient-visits': 'sum',
  'active-patients': 'level',
  'diagnostic-rate': 'rate',
  'acceptation-rate-tx-plan': 'rate',
};

/** The monthly values of a metric over the period being summarised, in month order. */
export type PeriodValues = (metricId: MetricId) => readonly number[];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);
const last = (values: readonly number[]) => values.at(-1) ?? 0;

/** A rate over the period: each month weighs by its denominator (SPEC: not a mean of months). */
const weighted = (rates: readonly number[], weights: readonly number[]) =>
  ratio(sum(rates.map((rate, index) => rate * (weights[index] ?? 0))), sum(weights));

const bookedHours = (v: PeriodValues) =>
  v('availability-hours').map((hours, index) => (hours * (v('occupancy-rate')[index] ?? 0)) / 100);

/** The value of each metric over a period, following METRIC_AGGREGATION. */
const PERIOD_VALUE: Record<MetricId, (v: PeriodValues) => number> = {
  fees: (v) => sum(v('fees')),
  'new-patients': (v) => sum(v('new-patients')),
  'new-patients-first-invoice': (v) => sum(v('new-patients-first-invoice')),
  'hygiene-appointment': (v) => sum(v('hygiene-appointment')),
  'hygiene-conversion-rate': (v) => weighted(v('hygiene-conversion-rate'), v('patient-visits-hygiene')),
  'new-patients-conversion-rate': (v) => weighted(v('new-patients-conversion-rate'), v('new-patients')),
  'availability-hours': (v) => sum(v('availability-hours')),
  'occupancy-rate': (v) => weighted(v('occupancy-rate'), v('availability-hours')),
  'hourly-billing': (v) => ratio(sum(v('fees')), sum(v('availability-hours'))),
  'hourly-billing-effective': (v) => ratio(sum(v('fees')), sum(bookedHours(v))),
  'tx-plan-sales': (v) => sum(v('tx-plan-sales')),
  'tx-plan-upcoming': (v) => last(v('tx-plan-upcoming')),
  'patient-visits-hygiene': (v) => sum(v('patient-visits-hygiene')),
  'patient-visits': (v) => sum(v('patient-visits')),
  'active-patients': (v) => last(v('active-patients')),
  // Examinations are not a metric; they follow the visits closely enough to weigh the months.
  'diagnostic-rate': (v) => weighted(v('diagnostic-rate'), v('patient-visits')),
  // Accepted ÷ presented, in dollars: the presented amount of a month is its sales ÷ its rate.
  'acceptation-rate-tx-plan': (v) => {
    const sales = v('tx-plan-sales');
    const presented = sales.map((amount, index) =>
      ratio(amount * 100, v('acceptation-rate-tx-plan')[index] ?? 0),
    );
    return ratio(sum(sales) * 100, sum(presented));
  },
};

/** Decimals a value of each unit is shown and stored with (cents, whole counts, tenths). */
export const UNIT_DECIMALS: Readonly<Record<MetricUnit, number>> = {
  currency: 2,
  count: 0,
  percent: 1,
  hours: 1,
  'currency-per-hour': 2,
};

export const roundForUnit = (unit: MetricUnit, value: number): number => {
  const factor = 10 ** UNIT_DECIMALS[unit];
  return Math.round(value * factor) / factor;
};

/** The value of a metric over a period, rounded as the unit is shown. */
export const periodValue = (metricId: MetricId, unit: MetricUnit, values: PeriodValues): number =>
  roundForUnit(unit, PERIOD_VALUE[metricId](values));
