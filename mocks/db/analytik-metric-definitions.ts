import { MetricId, ViewMode, type MetricDefinition } from '@/api/generated/analytik/model';
import { METRIC_WORDING, type Bilingual } from './analytik-metric-texts';

/** A metric definition without `years`, which depends on the data (see the handlers). */
export type MetricText = Omit<MetricDefinition, 'years'>;

/** Every metric id, in the contract's MetricId order (the order of every list of metrics). */
export const METRIC_IDS = Object.values(MetricId);

const ALL_VIEWS: MetricDefinition['viewModes'] = Object.values(ViewMode);
// A rate or a stock summed in bars reads as a total, which it is not: table and line only.
const RATE_VIEWS: MetricDefinition['viewModes'] = ['table', 'line'];

/** Each metric's unit and the views that suit it; its texts are in analytik-metric-texts.ts. */
const METRIC_SHAPES: Readonly<Record<MetricId, [MetricDefinition['unit'], MetricDefinition['viewModes']]>> = {
  fees: ['currency', ALL_VIEWS],
  'new-patients': ['count', ALL_VIEWS],
  'new-patients-first-invoice': ['count', ALL_VIEWS],
  'hygiene-appointment': ['count', ALL_VIEWS],
  'hygiene-conversion-rate': ['percent', RATE_VIEWS],
  'new-patients-conversion-rate': ['percent', RATE_VIEWS],
  'availability-hours': ['hours', ALL_VIEWS],
  'occupancy-rate': ['percent', RATE_VIEWS],
  'hourly-billing': ['currency-per-hour', ALL_VIEWS],
  'hourly-billing-effective': ['currency-per-hour', ALL_VIEWS],
  'tx-plan-sales': ['currency', ALL_VIEWS],
  'tx-plan-upcoming': ['currency', ALL_VIEWS],
  'patient-visits-hygiene': ['count', ALL_VIEWS],
  'patient-visits': ['count', ALL_VIEWS],
  'active-patients': ['count', RATE_VIEWS],
  'diagnostic-rate': ['percent', RATE_VIEWS],
  'acceptation-rate-tx-plan': ['percent', RATE_VIEWS],
};

const bilingual = ([en, fr]: Bilingual) => ({ en, fr });

export const METRIC_DEFINITIONS: readonly MetricText[] = METRIC_IDS.map((id) => {
  const [unit, viewModes] = METRIC_SHAPES[id];
  const { label, formula, help } = METRIC_WORDING[id];
  return {
    id,
    unit,
    label: bilingual(label),
    formula: bilingual(formula),
    help: bilingual(help),
    viewModes,
    goalDirection: 'higher-is-better',
  };
});

export const metricDefinition = (id: string): MetricText | undefined =>
  METRIC_DEFINITIONS.find((entry) => entry.id === id);
