import { metricDefinition } from '../db/analytik-metric-definitions';
import { findPractice } from '../db/practices';
import { exported, filtersOf, type AuditRule } from './audit-rule-kit';
import { isSystemAdmin } from './caller';
import { practiceIdsOf } from './practice-access';

/** What the log records of the CSV exports: one `EXPORTED` entry, the file's filters in `detail`. */
export const EXPORT_AUDIT_RULES: Readonly<Record<string, AuditRule>> = {
  exportCommunicationHistory: exported('COMMUNICATION_HISTORY'),
  exportUnreachablePatients: exported('UNREACHABLE_PATIENTS'),
  exportConsentRegister: exported('CONSENT_REGISTER'),
  // A manager of one practice exports that practice's log: the entry is theirs to see too.
  exportAuditLog: {
    ...exported('AUDIT_LOG'),
    practiceId: (call) => {
      const managed = isSystemAdmin(call.caller) ? [] : [...practiceIdsOf(call.caller, { managing: true })];
      return call.query.get('practiceId') ?? (managed.length === 1 ? managed[0] : undefined);
    },
  },
  // Analytik's tables hold one practice each, the path's: its entry, with the table in `detail`.
  exportPracticeMetricTable: {
    ...exported('ANALYTIK_TABLE'),
    practiceId: (call) => call.ids.id,
    names: (_, call) => {
      const language = findPractice(call.ids.id ?? '')?.communicationLanguage === 'EN' ? 'en' : 'fr';
      const label = metricDefinition(call.ids.metricId ?? '')?.label[language];
      return { id: call.ids.metricId, ...(label ? { label } : {}) };
    },
    detail: (call) => `table=metric metricId=${call.ids.metricId ?? ''} ${filtersOf(call)}`,
  },
  exportPracticeGoals: {
    ...exported('ANALYTIK_TABLE'),
    practiceId: (call) => call.ids.id,
    names: () => ({ id: 'goals' }),
    detail: (call) => `table=goals ${filtersOf(call)}`,
  },
};
