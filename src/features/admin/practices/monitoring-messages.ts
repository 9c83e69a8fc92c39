import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { LogLevel, ServiceStatus } from '@/api/generated/practices/model';

export const monitoringMessages = defineMessages({
  servicesHeading: {
    id: 'admin.practices.monitoring.services',
    defaultMessage: 'Services',
    description: 'Heading of the table of the services installed at the practice, and its name',
  },
  loading: {
    id: 'admin.practices.monitoring.loading',
    defaultMessage: 'Loading the services…',
    description: 'Spinner label while the services of a practice load',
  },
  loadError: {
    id: 'admin.practices.monitoring.loadError',
    defaultMessage: 'The services could not be loaded. Please try again later.',
    description: 'Shown when the services of a practice cannot be fetched',
  },
  noService: {
    id: 'admin.practices.monitoring.noService',
    defaultMessage: 'No service is installed at this practice yet.',
    description: 'Shown instead of the services table when the practice has none',
  },
  columnService: {
    id: 'admin.practices.monitoring.column.service',
    defaultMessage: 'Service',
    description: 'Column header: name of a service installed at the practice',
  },
  columnVersion: {
    id: 'admin.practices.monitoring.column.version',
    defaultMessage: 'Version',
    description: 'Column header: version of the service',
  },
  columnStatus: {
    id: 'admin.practices.monitoring.column.status',
    defaultMessage: 'Status',
    description: 'Column header: status of the service (active, off-line…)',
  },
  columnLastLog: {
    id: 'admin.practices.monitoring.column.lastLog',
    defaultMessage: 'Last log',
    description: 'Column header: the last message the service logged, and when',
  },
  columnCreatedAt: {
    id: 'admin.practices.monitoring.column.createdAt',
    defaultMessage: 'Installed on',
    description: 'Column header: when the service was installed (creation date)',
  },
  columnError: {
    id: 'admin.practices.monitoring.column.error',
    defaultMessage: 'Error message',
    description: 'Column header: the last error the service reported',
  },
  lastLogHeading: {
    id: 'admin.practices.monitoring.lastLog',
    defaultMessage: 'Last service log',
    description: 'Heading of the most recent log entry written by any service of the practice',
  },
  loadingLog: {
    id: 'admin.practices.monitoring.loadingLog',
    defaultMessage: 'Loading the last log…',
    description: 'Spinner label while the last service log of a practice loads',
  },
  noLog: {
    id: 'admin.practices.monitoring.noLog',
    defaultMessage: 'No service of this practice has logged anything yet.',
    description: 'Shown instead of the last service log when there is none',
  },
  lastLogError: {
    id: 'admin.practices.monitoring.lastLogError',
    defaultMessage: 'The last service log could not be loaded.',
    description: 'Shown when the last service log cannot be fetched',
  },
  smsHeading: {
    id: 'admin.practices.monitoring.sms',
    defaultMessage: 'SMS segments this month',
    description: 'Heading of the SMS segment usage of the current month',
  },
  smsBar: {
    id: 'admin.practices.monitoring.smsBar',
    defaultMessage: 'Share of the monthly package used',
    description: 'Label of the bar showing how much of the monthly SMS package is used',
  },
  noSmsPackage: {
    id: 'admin.practices.monitoring.noSmsPackage',
    defaultMessage: 'This practice has no SMS package.',
    description: 'Shown instead of the SMS usage when the practice has no SMS package',
  },
  smsSuspended: {
    id: 'admin.practices.monitoring.smsSuspended',
    defaultMessage: 'The monthly package is used up: SMS sending is suspended.',
    description: 'Warning when the practice used all the SMS segments of its monthly package',
  },
});

export const smsUsageMessage = defineMessage<{ used: number; total: string; percent: string }>({
  id: 'admin.practices.monitoring.smsUsage',
  defaultMessage:
    '{used, plural, one {# of {total} segments used} other {# of {total} segments used}} ({percent})',
  description:
    'SMS segments used this month out of the monthly package; {used} is a number (French agrees with it: « 0 segment utilisé », « 2 segments utilisés »), {total} a formatted number, {percent} a formatted percentage',
});

export const loggedMessage = defineMessage<{ service: string; level: string; at: string }>({
  id: 'admin.practices.monitoring.logged',
  defaultMessage: '{service} · {level} · {at}',
  description: 'Line above the last log message: the service that wrote it, its level and when',
});

export const statusMessages: Record<ServiceStatus, MessageDescriptor> = defineMessages({
  active: {
    id: 'admin.practices.monitoring.status.active',
    defaultMessage: 'Active',
    description: 'Status of a service that runs normally',
  },
  'off-line': {
    id: 'admin.practices.monitoring.status.offline',
    defaultMessage: 'Off-line',
    description: 'Status of a service that no longer answers',
  },
  'to-check': {
    id: 'admin.practices.monitoring.status.toCheck',
    defaultMessage: 'To check',
    description: 'Status of a service that reported something someone should look at',
  },
  unknown: {
    id: 'admin.practices.monitoring.status.unknown',
    defaultMessage: 'Unknown',
    description: 'Status of a service that has not reported for a long time',
  },
});

export const levelMessages: Record<LogLevel, MessageDescriptor> = defineMessages({
  debug: { id: 'admin.practices.monitoring.level.debug', defaultMessage: 'Debug', description: 'Log level' },
  info: {
    id: 'admin.practices.monitoring.level.info',
    defaultMessage: 'Information',
    description: 'Log level',
  },
  warning: {
    id: 'admin.practices.monitoring.level.warning',
    defaultMessage: 'Warning',
    description: 'Log level',
  },
  error: { id: 'admin.practices.monitoring.level.error', defaultMessage: 'Error', description: 'Log level' },
});
