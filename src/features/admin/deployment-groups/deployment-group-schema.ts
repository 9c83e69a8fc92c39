import { z } from 'zod';
import type { DeploymentGroup, DeploymentGroupUpdate } from '@/api/generated/administration/model';
import {
  UpdateDeploymentGroupBody,
  updateDeploymentGroupBodyNameMax as NAME_MAX,
  updateDeploymentGroupBodyReleaseNameMax as RELEASE_MAX,
} from '@/api/generated/operation-schemas/updateDeploymentGroup';
import { fieldIssue } from '@/components/forms/field-messages';

export const DEPLOYMENT_GROUP_FIELDS = ['name', 'releaseName'] as const;

const requiredText = (max: number) =>
  z.string().trim().min(1, fieldIssue('required')).max(max, fieldIssue('maxLength', { max }));

/** The contract's limits (1 to 80 characters), on the trimmed text the server will keep. */
export const deploymentGroupSchema = z.object({
  name: requiredText(NAME_MAX),
  releaseName: requiredText(RELEASE_MAX),
});

export type DeploymentGroupValues = z.input<typeof deploymentGroupSchema>;

export const toFormValues = (group: DeploymentGroup): DeploymentGroupValues => ({
  name: group.name,
  releaseName: group.releaseName,
});

/**
 * The PATCH body: only what differs from the saved group (the contract's partial update), or
 * undefined when nothing does.
 */
export const toDeploymentGroupUpdate = (
  group: DeploymentGroup,
  values: z.output<typeof deploymentGroupSchema>,
): DeploymentGroupUpdate | undefined => {
  const update: DeploymentGroupUpdate = {};
  if (values.name !== group.name) update.name = values.name;
  if (values.releaseName !== group.releaseName) update.releaseName = values.releaseName;
  return Object.keys(update).length === 0 ? undefined : UpdateDeploymentGroupBody.parse(update);
};
