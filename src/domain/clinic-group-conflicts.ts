/**
 * The causes of a clinic-groups 409, as `code` names them (openapi/clinic-groups.yaml): the
 * offline API answers with them and the screens say each at the field it concerns.
 */
export const CLINIC_GROUP_CONFLICTS = {
  nameTaken: 'CLINIC_GROUP_NAME_TAKEN',
  practiceInAnotherGroup: 'PRACTICE_IN_ANOTHER_GROUP',
  hasRoles: 'CLINIC_GROUP_HAS_ROLES',
} as const;
