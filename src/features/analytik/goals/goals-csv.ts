import type { IntlShape } from 'react-intl';
import type { Goal, MetricDefinition, MetricId } from '@/api/generated/analytik/model';
import type { CsvTable } from '@/components/export/table-csv-export';
import { csvDateTime, csvFileName } from '@/utils/csv';
import { metricGroupMessages, unitMessages } from '../shared/analytik-messages';
import type { MetricFormat } from '../shared/metric-format';
import { METRIC_GROUPS } from '../shared/metric-groups';
import { metricMessages } from '../metric/metric-messages';
import type { GoalReference } from './goal-reference';
import { goalColumnMessage, goalsExportMessages as messages, referenceColumnMessage } from './goals-messages';

interface GoalsCsvInput {
  practiceName: string;
  year: number;
  definitions: readonly MetricDefinition[];
  saved: readonly Goal[];
  references: ReadonlyMap<MetricId, GoalReference>;
}

/**
 * The saved goals of a practice's year, metric by metric in the form's order, beside last year's
 * value they started from: what is on the server, not what is being typed.
 */
export const goalsCsvTable = (intl: IntlShape, format: MetricFormat, input: GoalsCsvInput): CsvTable => {
  const { practiceName, year, definitions, saved, references } = input;
  const savedById = new Map(saved.map((goal) => [goal.metricId, goal]));
  const rows = METRIC_GROUPS.flatMap(({ group, metrics }) =>
    metrics.flatMap((id) => {
      const definition = definitions.find((entry) => entry.id === id);
      if (!definition) return [];
      const goal = savedById.get(id);
      return [
        [
          intl.formatMessage(metricGroupMessages[group]),
          format.text(definition.label),
          intl.formatMessage(unitMessages[definition.unit]),
          goal?.value,
          references.get(id)?.value,
          goal?.updatedBy.name,
          goal && csvDateTime(goal.updatedAt),
        ],
      ];
    }),
  );
  return {
    header: [
      intl.formatMessage(messages.group),
      intl.formatMessage(messages.metric),
      intl.formatMessage(metricMessages.unit),
      intl.formatMessage(goalColumnMessage, { year: String(year) }),
      intl.formatMessage(referenceColumnMessage, { year: String(year - 1) }),
      intl.formatMessage(messages.changedBy),
      intl.formatMessage(messages.changedAt),
    ],
    rows,
    fileName: csvFileName(intl.formatMessage(messages.fileName), practiceName, String(year)),
  };
};
