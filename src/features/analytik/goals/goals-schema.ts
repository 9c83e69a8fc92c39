import { z } from 'zod';
import { SaveGoalsBody } from '@/api/generated/operation-schemas/saveGoals';
import type { Goal, MetricDefinition, MetricId } from '@/api/generated/analytik/model';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import { goalValueIssue } from '@/domain/analytik-goal-values';
import type { Locale } from '@/i18n/locale';
import { parseGoalNumber } from './goal-number';
import { goalsMessages as messages } from './goals-messages';

/** One text per metric: what the field holds, as typed. */
export type GoalsValues = Record<MetricId, string>;

// The contract's own rule for a goal's value (at least 0); the unit rules come from the domain.
const contractValue = SaveGoalsBody.shape.goals.element.shape.value;

/**
 * The goals form's rules, at the field: a number in the language shown, accepted by the
 * contract, and right for its unit (a percentage from 0 to 100, a whole count, cents at most).
 * An empty field sets no goal, but a saved goal cannot be emptied: the API replaces goals and
 * never deletes them.
 */
export const goalsSchema = (
  definitions: readonly MetricDefinition[],
  saved: ReadonlyMap<MetricId, Goal>,
  locale: Locale,
): z.ZodType<GoalsValues, GoalsValues> =>
  // One key per metric id; zod cannot infer a Record<MetricId, …> from entries built at run time.
  z.object(
    Object.fromEntries(
      definitions.map(({ id, unit }) => [
        id,
        z.string().superRefine((text, context) => {
          const issue = (message: string) => context.addIssue({ code: 'custom', message });
          const value = parseGoalNumber(text, locale);
          if (value === undefined) {
            if (saved.has(id)) issue(encodeFieldMessage(messages.cannotRemove));
            return;
          }
          if (Number.isNaN(value)) return issue(encodeFieldMessage(messages.notANumber));
          if (!contractValue.safeParse(value).success) return issue(encodeFieldMessage('min', { min: 0 }));
          switch (goalValueIssue(unit, value)) {
            case 'negative':
              return issue(encodeFieldMessage('min', { min: 0 }));
            case 'out_of_range':
              return issue(encodeFieldMessage(messages.percentRange));
            case 'not_integer':
              return issue(encodeFieldMessage('wholeNumber'));
            case 'too_precise':
              return issue(encodeFieldMessage(messages.tooPrecise));
            case undefined:
              return;
          }
        }),
      ]),
    ),
  ) as unknown as z.ZodType<GoalsValues, GoalsValues>;
