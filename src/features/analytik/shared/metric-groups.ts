import type { MetricId } from '@/api/generated/analytik/model';
import type { metricGroupMessages } from './analytik-messages';

export type MetricGroup = keyof typeof metricGroupMessages;

/**
 * The metrics by family, as a practice reads its year: what it produced, who came, the hygiene
 * programme, how full the schedule was, and the treatment plans. Every MetricId is in one group.
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
