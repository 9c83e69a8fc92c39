import type { MetricId } from '@/api/generated/analytik/model';

/** A family of metrics; its name in words is metricGroupMessages (src/i18n/analytik-labels.ts). */
export type MetricGroup = 'production' | 'patients' | 'hygiene' | 'schedule' | 'treatmentPlans';

/**
 * The metrics by family, as a practice reads its year: what it produced, who came, the hygiene
 * programme, how full the schedule was, and the treatment plans. Every MetricId is in one group.
 * The screens and the goals' file (src/utils/goals-csv.ts) list the metrics in this order.
 */
export const METRIC_GROUPS: readonly { group: MetricGroup; metrics: readonly MetricId[] }[] = [
  { group: 'production', metrics: ['fees', 'hourly-billing', 'hourly-billing-effective'] },
  {
    group: 'patients',
    metrics: [
      'new-patients',
      'new-patients-first-invoice',
      'new-patients-conversion-rate',
      'patient-visits',
      'active-patients',
    ],
  },
  { group: 'hygiene', metrics: ['hygiene-appointment', 'patient-visits-hygiene', 'hygiene-conversion-rate'] },
  { group: 'schedule', metrics: ['availability-hours', 'occupancy-rate'] },
  {
    group: 'treatmentPlans',
    metrics: ['diagnostic-rate', 'acceptation-rate-tx-plan', 'tx-plan-sales', 'tx-plan-upcoming'],
  },
];
