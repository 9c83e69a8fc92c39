import { Weekday, type OpeningPeriod, type SpecialtyCode } from '@/api/generated/practices/model';

/** Appointment types as practice-management systems ship them: a code, both labels, a length. */
export interface AppointmentTypeDefinition {
  code: string;
  label: string;
  labelFr: string;
  durationMinutes: number;
  isHygiene: boolean;
}

export const APPOINTMENT_TYPES: readonly AppointmentTypeDefinition[] = [
  {
    code: 'EXNP',
    label: 'New patient exam',
    labelFr: 'Examen nouveau patient',
    durationMinutes: 60,
    isHygiene: false,
  },
  { code: 'EXRAP', label: 'Recall exam', labelFr: 'Examen de rappel', durationMinutes: 30, isHygiene: false },
  {
    code: 'HYG60',
    label: 'Hygiene visit',
    labelFr: 'Visite d’hygiène',
    durationMinutes: 60,
    isHygiene: true,
  },
  {
    code: 'HYG90',
    label: 'Periodontal maintenance',
    labelFr: 'Maintenance parodontale',
    durationMinutes: 90,
    isHygiene: true,
  },
  {
    code: 'HYGENF',
    label: 'Child cleaning',
    labelFr: 'Nettoyage enfant',
    durationMinutes: 45,
    isHygiene: true,
  },
  { code: 'DETART', label: 'Scaling', labelFr: 'Détartrage', durationMinutes: 60, isHygiene: true },
  { code: 'OBT', label: 'Filling', labelFr: 'Obturation', durationMinutes: 60, isHygiene: false },
  {
    code: 'ENDO',
    label: 'Root canal treatment',
    labelFr: 'Traitement de canal',
    durationMinutes: 90,
    isHygiene: false,
  },
  {
    code: 'COUR',
    label: 'Crown preparation',
    labelFr: 'Préparation de couronne',
    durationMinutes: 90,
    isHygiene: false,
  },
  { code: 'EXTR', label: 'Extraction', labelFr: 'Extraction', durationMinutes: 45, isHygiene: false },
  { code: 'URG', label: 'Emergency', labelFr: 'Urgence', durationMinutes: 30, isHygiene: false },
  { code: 'CONS', label: 'Consultation', labelFr: 'Consultation', durationMinutes: 30, isHygiene: false },
  {
    code: 'ORTHO',
    label: 'Orthodontic adjustment',
    labelFr: 'Ajustement orthodontique',
    durationMinutes: 30,
    isHygiene: false,
  },
  { code: 'BLAN', label: 'Whitening', labelFr: 'Blanchiment', durationMinutes: 60, isHygiene: false },
  {
    code: 'IMPL',
    label: 'Implant consultation',
    labelFr: 'Consultation implant',
    durationMinutes: 45,
    isHygiene: false,
  },
  {
    code: 'PROTH',
    label: 'Denture fitting',
    labelFr: 'Essai de prothèse',
    durationMinutes: 60,
    isHygiene: false,
  },
];

/**
 * Specialty codes of the schedule's providers by province: -ramq (Quebec's health insurance)
 * only exists in Quebec, -rcsd (the Canadian dental care plan) everywhere.
 */
export const SPECIALTIES_BY_PROVINCE: Readonly<
  Record<
    'quebec' | 'ontario' | 'new-brunswick',
    {
      dentist: readonly SpecialtyCode[];
      hygienist: readonly SpecialtyCode[];
      denturist: readonly SpecialtyCode[];
    }
  >
> = {
  quebec: {
    dentist: [
      'generalist',
      'acdq-ramq',
      'acdq-ssna',
      'rcsd',
      'endo',
      'paro-ssna',
      'pedo',
      'maxillo-ramq',
      'prosto',
      'medecine-bucale',
    ],
    hygienist: ['ahdq', 'ahdq-ssna', 'ahdq-rcsd'],
    denturist: ['denturo', 'denturo-ramq', 'denturo-rcsd'],
  },
  ontario: {
    dentist: [
      'generalist',
      'rcsd',
      'endo-rcsd',
      'paro',
      'pedo-rcsd',
      'prosto-ssna',
      'maxillo',
      'medecine-bucale-rcsd',
    ],
    hygienist: ['generalist', 'rcsd'],
    denturist: ['denturo', 'denturo-ssna', 'denturo-rcsd'],
  },
  'new-brunswick': {
    dentist: [
      'generalist',
      'rcsd',
      'endo-ssna',
      'paro-rcsd',
      'pedo-ssna',
      'prosto-rcsd',
      'maxillo-ssna',
      'medecine-bucale-ssna',
    ],
    hygienist: ['generalist', 'rcsd'],
    denturist: ['denturo', 'denturo-rcsd'],
  },
};

export const WEEKDAYS: readonly Weekday[] = Object.values(Weekday);

const day = (...ranges: string[]): OpeningPeriod[] =>
  ranges.map((range) => {
    const [start = '', end = ''] = range.split('-');
    return { start, end };
  });

/** Opening hours patterns, Monday to Sunday: lunch breaks, a late evening, a Saturday morning. */
export const WEEK_PATTERNS: readonly (readonly OpeningPeriod[][])[] = [
  [
    day('08:00-12:00', '13:00-17:00'),
    day('08:00-17:00'),
    day('10:00-20:00'),
    day('08:00-17:00'),
    day('08:00-13:00'),
    [],
    [],
  ],
  [
    day('08:00-16:00'),
    day('08:00-16:00'),
    day('08:00-16:00'),
    day('11:00-20:00'),
    day('08:00-12:00'),
    day('08:00-12:00'),
    [],
  ],
  [
    day('07:30-12:00', '13:00-16:30'),
    day('07:30-12:00', '13:00-16:30'),
    day('12:00-20:30'),
    day('07:30-16:30'),
    [],
    [],
    [],
  ],
  [
    day('09:00-17:00'),
    day('09:00-17:00'),
    day('09:00-17:00'),
    day('09:00-19:00'),
    day('09:00-15:00'),
    day('09:00-13:00'),
    [],
  ],
];
