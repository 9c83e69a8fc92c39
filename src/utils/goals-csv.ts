import type { Goal, LocalizedText, MetricId, MetricUnit } from '@/api/generated/analytik/model';
import { METRIC_GROUPS } from '@/domain/analytik-metric-groups';
import {
  goalColumnMessage,
  goalsFileMessages as messages,
  metricGroupMessages,
  metricTableMessages,
  referenceColumnMessage,
  unitMessages,
} from '@/i18n/analytik-labels';
import { csvDateTime, csvFile, csvFileName, type CsvLocale } from './csv';
import type { PlainText } from './history-csv';
import type { FileText } from './metric-csv';

interface GoalsCsvInput {
  year: number;
  definitions: readonly { id: MetricId; label: LocalizedText; unit: MetricUnit }[];
  /** The saved goals of the practice's year. */
  saved: readonly Goal[];
  /** Last year's value of each metric (src/domain/analytik-goal-reference.ts). */
  references: ReadonlyMap<MetricId, { value: number }>;
  /** The practice's, for the dates of the changes. */
  timeZone: string;
}

/**
 * The goals' file as the contract describes it (exportPracticeGoals): the saved goals of a
 * practice's year, metric by metric in the goals screen's order, beside last year's value they
 * started from: what is on the server, not what is being typed. Written by the offline API with
 * the catalogue's texts; the screen names the file it saves with goalsCsvFileName.
 */
export const goalsCsv = (text: FileText, locale: CsvLocale, input: GoalsCsvInput): string => {
  const { year, definitions, saved, references, timeZone } = input;
  const savedById = new Map(saved.map((goal) => [goal.metricId, goal]));
  const rows = METRIC_GROUPS.flatMap(({ group, metrics }) =>
    metrics.flatMap((id) => {
      const definition = definitions.find((entry) => entry.id === id);
      if (!definition) return [];
      const goal = savedById.get(id);
      return [
        [
          text(metricGroupMessages[group]),
          definition.label[locale],
          text(unitMessages[definition.unit]),
          goal?.value,
          references.get(id)?.value,
          goal?.updatedBy.name,
          goal && csvDateTime(goal.updatedAt, timeZone),
        ],
      ];
    }),
  );
  const header = [
    text(messages.group),
    text(messages.metric),
    text(metricTableMessages.unit),
    text(goalColumnMessage, { year: String(year) }),
    text(referenceColumnMessage, { year: String(year - 1) }),
    text(messages.changedBy),
    text(messages.changedAt),
  ];
  return csvFile(header, rows, locale);
};

/** objectifs-clinique-dentaire-du-plateau-2027.csv: what it holds, the practice, the year. */
export const goalsCsvFileName = (text: PlainText, practiceName: string, year: number): string =>
  csvFileName(text(messages.fileName), practiceName, String(year));
