import { z } from 'zod';
import { addClinicsToGroupBodyPracticesMax as ADD_MAX } from '@/api/generated/operation-schemas/addClinicsToGroup';
import {
  createClinicGroupBodyNameMax as NAME_MAX,
  createClinicGroupBodyPracticesMax as CREATE_MAX,
} from '@/api/generated/operation-schemas/createClinicGroup';
import { fieldIssue } from '@/components/forms/field-messages';
import { clinicGroupFormMessages as messages, tooManyMessage } from './clinic-group-form-messages';

/** The server trims the name: one of spaces only is as empty as none. */
export const groupNameSchema = z
  .string()
  .trim()
  .min(1, fieldIssue('required'))
  .max(NAME_MAX, fieldIssue('maxLength', { max: NAME_MAX }));

const practiceChoice = z.object({ id: z.string(), name: z.string() });

export const createGroupSchema = z.object({
  name: groupNameSchema,
  practices: z.array(practiceChoice).max(CREATE_MAX, fieldIssue(tooManyMessage, { max: CREATE_MAX })),
});

export const renameGroupSchema = z.object({ name: groupNameSchema });

export const addPracticesSchema = z.object({
  practices: z
    .array(practiceChoice)
    .min(1, fieldIssue(messages.chooseOne))
    .max(ADD_MAX, fieldIssue(tooManyMessage, { max: ADD_MAX })),
});

export type CreateGroupValues = z.input<typeof createGroupSchema>;
export type RenameGroupValues = z.input<typeof renameGroupSchema>;
export type AddPracticesValues = z.input<typeof addPracticesSchema>;
