import { z } from 'zod';
import type { User, UserCreate } from '@/api/generated/users/model';
import {
  CreateUserBody,
  createUserBodyEmailMax,
  createUserBodyFirstNameMax,
  createUserBodyLastNameMax,
} from '@/api/generated/operation-schemas/createUser';
import { fieldIssue } from '@/components/forms/field-messages';

const required = fieldIssue('required');
const requiredText = (max: number) =>
  z.string().trim().min(1, required).max(max, fieldIssue('maxLength', { max }));

/**
 * A user's email and names, for creating and for editing: SPEC §5 (email required and valid,
 * first and last name required) on top of the contract's lengths; the email is checked by the
 * contract's own rule.
 */
export const userFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, required)
    .max(createUserBodyEmailMax, fieldIssue('maxLength', { max: createUserBodyEmailMax }))
    .refine(
      (value) => value === '' || CreateUserBody.shape.email.safeParse(value).success,
      fieldIssue('email'),
    ),
  firstName: requiredText(createUserBodyFirstNameMax),
  lastName: requiredText(createUserBodyLastNameMax),
});

export type UserFormValues = z.input<typeof userFormSchema>;

/** The form's fields, for the server's field errors (a 400 names them as the contract does). */
export const USER_FORM_FIELDS = ['email', 'firstName', 'lastName'] as const;

export const EMPTY_USER_FORM: UserFormValues = { email: '', firstName: '', lastName: '' };

export const toUserFormValues = (user: Pick<User, 'email' | 'firstName' | 'lastName'>): UserFormValues => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** What the create and update operations take: the trimmed values. */
export const toUserBody = (values: UserFormValues): UserCreate => userFormSchema.parse(values);
