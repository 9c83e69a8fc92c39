import { screen, within } from '@testing-library/react';
import { getPractice } from '@/api/generated/practices/practices';
import type { Practice } from '@/api/generated/practices/model';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { PRACTICES } from '../../../../mocks/db/practice-directory';
import { UpcomingScreen } from './upcoming-screen';

/** A seeded practice as the session holds it (its time zone included), read through the offline API. */
export const practiceNamed = async (name: string): Promise<Practice> => {
  const entry = PRACTICES.find((practice) => practice.name === name);
  if (!entry) throw new Error(`No practice named ${name}`);
  return getPractice(entry.id);
};

export const renderUpcoming = (
  practice: Practice,
  { path = '/communications/upcoming', locale = 'en' }: { path?: string; locale?: 'en' | 'fr' } = {},
) => renderWithFeedback(<UpcomingScreen practice={practice} />, { path, locale });

export const currentUrl = (location: { history?: string[] }) => location.history?.at(-1) ?? '';

/** The list of the page's messages, under their days. */
export const messageList = () =>
  screen.getByRole('region', { name: /Upcoming messages, day by day|Messages à venir, jour par jour/ });

/** Each day heading of the page, in order. */
export const dayHeadings = () =>
  within(messageList())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');

/** Each entry of the page: its lines of text, in order. */
export const entries = () =>
  within(messageList())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
