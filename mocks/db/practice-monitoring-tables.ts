import type { LogLevel, ServiceStatus } from '@/api/generated/practices/model';

/**
 * The services a practice runs and what they write in their logs, in the language their
 * developers wrote them (the monitoring tab shows logs verbatim, French and English mixed).
 */
export interface ServiceDefinition {
  name: string;
  versions: readonly string[];
  /** Present only at practices with this module (the SMS gateway needs automated messages). */
  needs?: 'automatedCommunications' | 'analytik';
  routineLogs: readonly string[];
}

export const SERVICES: readonly ServiceDefinition[] = [
  {
    name: 'Agent de synchronisation',
    versions: ['4.12.3', '4.12.1', '4.11.8'],
    routineLogs: [
      'Synchronisation terminée (1 248 rendez-vous).',
      'Synchronisation terminée (312 rendez-vous, 18 patients).',
      'Synchronisation incrémentale terminée en 4,2 s.',
    ],
  },
  {
    name: 'Messaging service',
    versions: ['2.8.0', '2.7.4'],
    needs: 'automatedCommunications',
    routineLogs: [
      'Sent 42 appointment reminders.',
      'Sent 7 confirmation requests by email.',
      'Hygiene recall batch completed (16 messages).',
    ],
  },
  {
    name: 'Passerelle SMS',
    versions: ['1.6.2', '1.6.0'],
    needs: 'automatedCommunications',
    routineLogs: ['Lot de 38 SMS transmis à l’opérateur.', 'Accusés de réception traités (120).'],
  },
  {
    name: 'Analytik collector',
    versions: ['3.2.0', '3.1.5'],
    needs: 'analytik',
    routineLogs: ['Monthly metrics computed for 17 indicators.', 'Daily production snapshot uploaded.'],
  },
  {
    name: 'Service de sauvegarde',
    versions: ['5.0.4', '4.9.9'],
    routineLogs: [
      'Sauvegarde nocturne terminée (2,4 Go).',
      'Vérification de l’intégrité de la sauvegarde réussie.',
    ],
  },
  {
    name: 'Agent de mise à jour',
    versions: ['1.14.0', '1.13.2'],
    routineLogs: ['No update available.', 'Update 9.5.1 downloaded; installation scheduled at 02:00.'],
  },
];

/** What a failing service last logged, and the error it reported. */
export const FAILURES: Readonly<
  Record<Exclude<ServiceStatus, 'active'>, readonly { level: LogLevel; log: string; error?: string }[]>
> = {
  'off-line': [
    {
      level: 'error',
      log: 'Connection to the practice server lost.',
      error: 'ECONNREFUSED 192.168.1.20:5432',
    },
    {
      level: 'error',
      log: 'Le service ne répond plus.',
      error: 'Délai d’attente dépassé après 30 000 ms (SQL Server).',
    },
  ],
  'to-check': [
    {
      level: 'warning',
      log: 'Espace disque faible sur D:\\ (8 % libre).',
      error: 'Disk space below 10% on D:\\',
    },
    {
      level: 'warning',
      log: 'TLS certificate expires in 6 days.',
      error: 'Certificate CN=agent.local expires 2026-11-21.',
    },
    {
      level: 'warning',
      log: 'Synchronisation partielle : 3 rendez-vous rejetés.',
      error: 'Rendez-vous 88213 : type de rendez-vous inconnu (HYG45).',
    },
  ],
  // Nothing heard for days: the service may be fine, nobody can tell.
  unknown: [{ level: 'info', log: 'Heartbeat received.' }],
};
