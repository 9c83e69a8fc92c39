import { MetricId, type MetricDefinition } from '@/api/generated/analytik/model';

/** A metric definition without `years`, which depends on the data (see the handlers). */
export type MetricText = Omit<MetricDefinition, 'years'>;

/** Every metric id, in the contract's MetricId order (the order of every list of metrics). */
export const METRIC_IDS = Object.values(MetricId);

const ALL_VIEWS: MetricDefinition['viewModes'] = ['table', 'line', 'bar'];
// A rate or a stock summed in bars reads as a total, which it is not: table and line only.
const RATE_VIEWS: MetricDefinition['viewModes'] = ['table', 'line'];

const metric = (
  id: MetricId,
  unit: MetricDefinition['unit'],
  label: [en: string, fr: string],
  formula: [en: string, fr: string],
  help: [en: string, fr: string],
  viewModes = ALL_VIEWS,
): MetricText => ({
  id,
  unit,
  label: { en: label[0], fr: label[1] },
  formula: { en: formula[0], fr: formula[1] },
  help: { en: help[0], fr: help[1] },
  viewModes,
  goalDirection: 'higher-is-better',
});

export const METRIC_DEFINITIONS: readonly MetricText[] = [
  metric(
    'fees',
    'currency',
    ['Fees', 'Honoraires'],
    [
      'Sum of the fees of the procedures completed in the period',
      'Somme des honoraires des actes effectués durant la période',
    ],
    [
      'Production of the practice, that is what was billed for the work of all providers, before adjustments and insurance payments.',
      'Production de la clinique, soit ce qui a été facturé pour le travail de tous les professionnels, avant les ajustements et les paiements des assureurs.',
    ],
  ),
  metric(
    'new-patients',
    'count',
    ['New patients', 'Nouveaux patients'],
    [
      'Number of patients whose first appointment took place in the period',
      'Nombre de patients dont le premier rendez-vous a eu lieu durant la période',
    ],
    [
      'Each patient is counted once, on the date of their first completed appointment at the practice.',
      'Chaque patient est compté une seule fois, à la date de son premier rendez-vous complété à la clinique.',
    ],
  ),
  metric(
    'new-patients-first-invoice',
    'count',
    ['New patients (first invoice)', 'Nouveaux patients (première facture)'],
    [
      'Number of patients whose first invoice was issued in the period',
      'Nombre de patients dont la première facture a été émise durant la période',
    ],
    [
      'Like New patients, but dated by the first invoice, so patients seen without being billed are not counted.',
      'Comme Nouveaux patients, mais selon la date de la première facture; les patients vus sans être facturés ne sont donc pas comptés.',
    ],
  ),
  metric(
    'hygiene-appointment',
    'count',
    ['Hygiene appointments', 'Rendez-vous d’hygiène'],
    [
      'Number of completed appointments that include a hygiene procedure',
      'Nombre de rendez-vous complétés comprenant un acte d’hygiène',
    ],
    [
      'Cancelled and missed appointments are not counted.',
      'Les rendez-vous annulés et manqués ne sont pas comptés.',
    ],
  ),
  metric(
    'hygiene-conversion-rate',
    'percent',
    ['Hygiene conversion rate', 'Taux de conversion en hygiène'],
    [
      'Hygiene patients who booked their next hygiene appointment before leaving ÷ hygiene patients seen × 100',
      'Patients vus en hygiène ayant pris leur prochain rendez-vous d’hygiène avant de partir ÷ patients vus en hygiène × 100',
    ],
    [
      'Shows how well the practice keeps its patients on a regular recall schedule.',
      'Indique dans quelle mesure la clinique garde ses patients sur un cycle de rappel régulier.',
    ],
    RATE_VIEWS,
  ),
  metric(
    'new-patients-conversion-rate',
    'percent',
    ['New patient conversion rate', 'Taux de conversion des nouveaux patients'],
    [
      'New patients who came back for a second appointment within 12 months ÷ new patients × 100',
      'Nouveaux patients revenus pour un deuxième rendez-vous dans les 12 mois ÷ nouveaux patients × 100',
    ],
    [
      'A new patient counts as converted once they come back for any appointment after their first visit.',
      'Un nouveau patient est considéré comme converti dès qu’il revient pour un rendez-vous après sa première visite.',
    ],
    RATE_VIEWS,
  ),
  metric(
    'availability-hours',
    'hours',
    ['Available hours', 'Heures disponibles'],
    [
      "Sum of the hours the providers' schedules are open for appointments",
      'Somme des heures où les horaires des professionnels sont ouverts aux rendez-vous',
    ],
    [
      'Taken from the schedule columns of the practice-management system; blocked time and holidays are excluded.',
      'Tiré des colonnes d’horaire du logiciel de gestion; les plages bloquées et les congés sont exclus.',
    ],
  ),
  metric(
    'occupancy-rate',
    'percent',
    ['Occupancy rate', 'Taux d’occupation'],
    ['Booked hours ÷ available hours × 100', 'Heures réservées ÷ heures disponibles × 100'],
    [
      'Share of the available time that was booked with appointments.',
      'Part du temps disponible occupée par des rendez-vous.',
    ],
    RATE_VIEWS,
  ),
  metric(
    'hourly-billing',
    'currency-per-hour',
    ['Hourly billing', 'Facturation horaire'],
    ['Fees ÷ available hours', 'Honoraires ÷ heures disponibles'],
    [
      'Average fees produced per available hour, whether or not the hour was booked.',
      'Honoraires moyens produits par heure disponible, que l’heure ait été réservée ou non.',
    ],
  ),
  metric(
    'hourly-billing-effective',
    'currency-per-hour',
    ['Effective hourly billing', 'Facturation horaire effective'],
    ['Fees ÷ booked hours', 'Honoraires ÷ heures réservées'],
    [
      'Average fees produced per hour actually spent with patients.',
      'Honoraires moyens produits par heure réellement passée avec des patients.',
    ],
  ),
  metric(
    'tx-plan-sales',
    'currency',
    ['Treatment plan sales', 'Ventes de plans de traitement'],
    [
      'Sum of the fees of the treatment plans accepted in the period',
      'Somme des honoraires des plans de traitement acceptés durant la période',
    ],
    [
      'Counted on the date the patient accepted the plan, whether or not the work has been done.',
      'Comptabilisé à la date où le patient a accepté le plan, que les travaux aient été faits ou non.',
    ],
  ),
  metric(
    'tx-plan-upcoming',
    'currency',
    ['Upcoming treatment plans', 'Plans de traitement à venir'],
    [
      'Sum of the fees of accepted treatment plan procedures not yet completed at the end of the period',
      'Somme des honoraires des actes de plans de traitement acceptés, mais pas encore effectués à la fin de la période',
    ],
    [
      'Work already sold that remains to be done, that is future production the practice can schedule.',
      'Travaux déjà vendus qui restent à faire, soit la production future que la clinique peut planifier.',
    ],
  ),
  metric(
    'patient-visits-hygiene',
    'count',
    ['Hygiene patient visits', 'Visites de patients en hygiène'],
    [
      'Number of distinct patient-days with at least one hygiene procedure',
      'Nombre de jours-patients distincts comptant au moins un acte d’hygiène',
    ],
    [
      'A patient seen twice in hygiene on the same day counts as one visit.',
      'Un patient vu deux fois en hygiène le même jour compte pour une seule visite.',
    ],
  ),
  metric(
    'patient-visits',
    'count',
    ['Patient visits', 'Visites de patients'],
    [
      'Number of distinct patient-days with at least one completed procedure',
      'Nombre de jours-patients distincts comptant au moins un acte effectué',
    ],
    [
      'All providers combined; a patient seen by the dentist and the hygienist on the same day counts as one visit.',
      'Tous les professionnels confondus; un patient vu par le dentiste et par l’hygiéniste le même jour compte pour une seule visite.',
    ],
  ),
  metric(
    'active-patients',
    'count',
    ['Active patients', 'Patients actifs'],
    [
      'Patients with at least one completed appointment in the 24 months before the end of the period',
      'Patients ayant eu au moins un rendez-vous complété dans les 24 mois précédant la fin de la période',
    ],
    [
      "Size of the practice's patient base at the end of the period.",
      'Taille de la clientèle de la clinique à la fin de la période.',
    ],
    RATE_VIEWS,
  ),
  metric(
    'diagnostic-rate',
    'percent',
    ['Diagnostic rate', 'Taux de diagnostic'],
    [
      'Examinations that led to a treatment plan ÷ examinations × 100',
      'Examens ayant mené à un plan de traitement ÷ examens × 100',
    ],
    [
      'Shows how often an examination results in recommended treatment.',
      'Indique à quelle fréquence un examen donne lieu à un traitement recommandé.',
    ],
    RATE_VIEWS,
  ),
  metric(
    'acceptation-rate-tx-plan',
    'percent',
    ['Treatment plan acceptance rate', 'Taux d’acceptation des plans de traitement'],
    [
      'Fees of the treatment plans accepted ÷ fees of the treatment plans presented × 100',
      'Honoraires des plans de traitement acceptés ÷ honoraires des plans de traitement présentés × 100',
    ],
    [
      'Measured in dollars, so a large accepted plan weighs more than a small one.',
      'Mesuré en dollars; un plan important qui est accepté pèse donc plus qu’un petit.',
    ],
    RATE_VIEWS,
  ),
];

export const metricDefinition = (id: string): MetricText | undefined =>
  METRIC_DEFINITIONS.find((entry) => entry.id === id);
