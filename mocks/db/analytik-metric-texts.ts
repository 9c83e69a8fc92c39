import type { MetricId } from '@/api/generated/analytik/model';

/** A text in English and French, in that order. */
export type Bilingual = [en: string, fr: string];

/** What a person reads about a metric: its name, how it is computed, and what it means. */
export interface MetricWording {
  label: Bilingual;
  formula: Bilingual;
  help: Bilingual;
}

/**
 * The wording of every metric, in both languages. Typed by the contract's MetricId, so that a
 * metric added to the contract without its texts fails the type check.
 */
export const METRIC_WORDING: Readonly<Record<MetricId, MetricWording>> = {
  fees: {
    label: ['Fees', 'Honoraires'],
    formula: [
      'Sum of the fees of the procedures completed in the period',
      'Somme des honoraires des actes effectués durant la période',
    ],
    help: [
      'Production of the practice, that is what was billed for the work of all providers, before adjustments and insurance payments.',
      'Production de la clinique, soit ce qui a été facturé pour le travail de tous les professionnels, avant les ajustements et les paiements des assureurs.',
    ],
  },
  'new-patients': {
    label: ['New patients', 'Nouveaux patients'],
    formula: [
      'Number of patients whose first appointment took place in the period',
      'Nombre de patients dont le premier rendez-vous a eu lieu durant la période',
    ],
    help: [
      'Each patient is counted once, on the date of their first completed appointment at the practice.',
      'Chaque patient est compté une seule fois, à la date de son premier rendez-vous terminé à la clinique.',
    ],
  },
  'new-patients-first-invoice': {
    label: ['New patients (first invoice)', 'Nouveaux patients (première facture)'],
    formula: [
      'Number of patients whose first invoice was issued in the period',
      'Nombre de patients dont la première facture a été émise durant la période',
    ],
    help: [
      'Like New patients, but dated by the first invoice, so patients seen without being billed are not counted.',
      'Comme Nouveaux patients, mais selon la date de la première facture; les patients vus sans être facturés ne sont donc pas comptés.',
    ],
  },
  'hygiene-appointment': {
    label: ['Hygiene appointments', 'Rendez-vous d’hygiène'],
    formula: [
      'Number of completed appointments that include a hygiene procedure',
      'Nombre de rendez-vous terminés comprenant un acte d’hygiène',
    ],
    help: [
      'Cancelled and missed appointments are not counted.',
      'Les rendez-vous annulés et manqués ne sont pas comptés.',
    ],
  },
  'hygiene-conversion-rate': {
    label: ['Hygiene conversion rate', 'Taux de conversion en hygiène'],
    formula: [
      'Hygiene patients who booked their next hygiene appointment before leaving ÷ hygiene patients seen × 100',
      'Patients vus en hygiène ayant pris leur prochain rendez-vous d’hygiène avant de partir ÷ patients vus en hygiène × 100',
    ],
    help: [
      'Shows how well the practice keeps its patients on a regular recall schedule.',
      'Indique dans quelle mesure la clinique garde ses patients sur un cycle de rappel régulier.',
    ],
  },
  'new-patients-conversion-rate': {
    label: ['New patient conversion rate', 'Taux de conversion des nouveaux patients'],
    formula: [
      'New patients who came back for a second appointment within 12 months ÷ new patients × 100',
      'Nouveaux patients revenus pour un deuxième rendez-vous dans les 12 mois ÷ nouveaux patients × 100',
    ],
    help: [
      'A new patient counts as converted once they come back for any appointment after their first visit.',
      'Un nouveau patient est considéré comme converti dès qu’il revient pour un rendez-vous après sa première visite.',
    ],
  },
  'availability-hours': {
    label: ['Available hours', 'Heures disponibles'],
    formula: [
      "Sum of the hours the providers' schedules are open for appointments",
      'Somme des heures où les horaires des professionnels sont ouverts aux rendez-vous',
    ],
    help: [
      'Taken from the schedule columns of the practice-management system; blocked time and holidays are excluded.',
      'Tiré des colonnes d’horaire du logiciel de gestion; les plages bloquées et les congés sont exclus.',
    ],
  },
  'occupancy-rate': {
    label: ['Occupancy rate', 'Taux d’occupation'],
    formula: ['Booked hours ÷ available hours × 100', 'Heures réservées ÷ heures disponibles × 100'],
    help: [
      'Share of the available time that was booked with appointments.',
      'Part du temps disponible occupée par des rendez-vous.',
    ],
  },
  'hourly-billing': {
    label: ['Hourly billing', 'Facturation horaire'],
    formula: ['Fees ÷ available hours', 'Honoraires ÷ heures disponibles'],
    help: [
      'Average fees produced per available hour, whether or not the hour was booked.',
      'Honoraires moyens produits par heure disponible, que l’heure ait été réservée ou non.',
    ],
  },
  'hourly-billing-effective': {
    label: ['Effective hourly billing', 'Facturation horaire effective'],
    formula: ['Fees ÷ booked hours', 'Honoraires ÷ heures réservées'],
    help: [
      'Average fees produced per hour actually spent with patients.',
      'Honoraires moyens produits par heure réellement passée avec des patients.',
    ],
  },
  'tx-plan-sales': {
    label: ['Treatment plan sales', 'Ventes de plans de traitement'],
    formula: [
      'Sum of the fees of the treatment plans accepted in the period',
      'Somme des honoraires des plans de traitement acceptés durant la période',
    ],
    help: [
      'Counted on the date the patient accepted the plan, whether or not the work has been done.',
      'Comptabilisé à la date où le patient a accepté le plan, que les travaux aient été faits ou non.',
    ],
  },
  'tx-plan-upcoming': {
    label: ['Upcoming treatment plans', 'Plans de traitement à venir'],
    formula: [
      'Sum of the fees of accepted treatment plan procedures not yet completed at the end of the period',
      'Somme des honoraires des actes de plans de traitement acceptés, mais pas encore effectués à la fin de la période',
    ],
    help: [
      'Work already sold that remains to be done, that is future production the practice can schedule.',
      'Travaux déjà vendus qui restent à faire, soit la production future que la clinique peut planifier.',
    ],
  },
  'patient-visits-hygiene': {
    label: ['Hygiene patient visits', 'Visites de patients en hygiène'],
    formula: [
      'Number of distinct patient-days with at least one hygiene procedure',
      'Nombre de jours-patients distincts comptant au moins un acte d’hygiène',
    ],
    help: [
      'A patient seen twice in hygiene on the same day counts as one visit.',
      'Un patient vu deux fois en hygiène le même jour compte pour une seule visite.',
    ],
  },
  'patient-visits': {
    label: ['Patient visits', 'Visites de patients'],
    formula: [
      'Number of distinct patient-days with at least one completed procedure',
      'Nombre de jours-patients distincts comptant au moins un acte effectué',
    ],
    help: [
      'All providers combined; a patient seen by the dentist and the hygienist on the same day counts as one visit.',
      'Tous les professionnels confondus; un patient vu par le dentiste et par l’hygiéniste le même jour compte pour une seule visite.',
    ],
  },
  'active-patients': {
    label: ['Active patients', 'Patients actifs'],
    formula: [
      'Patients with at least one completed appointment in the 24 months before the end of the period',
      'Patients ayant eu au moins un rendez-vous terminé dans les 24 mois précédant la fin de la période',
    ],
    help: [
      "Size of the practice's patient base at the end of the period.",
      'Taille de la clientèle de la clinique à la fin de la période.',
    ],
  },
  'diagnostic-rate': {
    label: ['Diagnostic rate', 'Taux de diagnostic'],
    formula: [
      'Examinations that led to a treatment plan ÷ examinations × 100',
      'Examens ayant mené à un plan de traitement ÷ examens × 100',
    ],
    help: [
      'Shows how often an examination results in recommended treatment.',
      'Indique à quelle fréquence un examen donne lieu à un traitement recommandé.',
    ],
  },
  'acceptation-rate-tx-plan': {
    label: ['Treatment plan acceptance rate', 'Taux d’acceptation des plans de traitement'],
    formula: [
      'Fees of the treatment plans accepted ÷ fees of the treatment plans presented × 100',
      'Honoraires des plans de traitement acceptés ÷ honoraires des plans de traitement présentés × 100',
    ],
    help: [
      'Measured in dollars, so a large accepted plan weighs more than a small one.',
      'Mesuré en dollars; un plan important qui est accepté pèse donc plus qu’un petit.',
    ],
  },
};
