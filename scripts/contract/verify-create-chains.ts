import { itemsOf } from './verify-session';
import { practiceIds, type KitRecord, type WriteChain, type WriteKit } from './verify-write-kit';

/**
 * The write chains that create their own record, read it, change it, and delete it at the end
 * (clinic group, user, updatable tool, pricing file).
 */

/** The delete that removes what a create made (also after a 400 check a server wrongly accepted). */
export const CLEANUP_OF: Record<string, (created: KitRecord) => [string, Parameters<WriteKit['call']>[1]]> = {
  createClinicGroup: (created) => ['deleteClinicGroup', { params: { id: String(created.id) } }],
  createUser: (created) => ['deleteUser', { params: { id: String(created.id) } }],
  createToolVersion: (created) => ['deleteToolVersion', { params: { id: String(created.idUpdatableTool) } }],
  uploadPricingFile: (created) => ['deletePricingFile', { query: { key: String(created.key) } }],
};

/** Practices in no clinic group: a practice belongs to at most one. */
const freePracticeIds = async (kit: WriteKit): Promise<string[]> => {
  const grouped = new Set(
    itemsOf(await kit.read('/clinic-groups')).flatMap((group) =>
      itemsOf(group.practices).map((practice) => String(practice.id)),
    ),
  );
  return (await practiceIds(kit)).filter((id) => !grouped.has(id));
};

const created = (kit: WriteKit, operationId: string, record: KitRecord) => {
  const cleanup = CLEANUP_OF[operationId];
  if (cleanup) kit.finallyDo(() => kit.call(...cleanup(record), { check: 'cleanup' }));
};

export const CREATE_CHAINS: WriteChain[] = [
  {
    name: 'clinic group',
    steps: [
      'createClinicGroup',
      'getClinicGroup',
      'updateClinicGroup',
      'addClinicsToGroup',
      'removeClinicsFromGroup',
      'deleteClinicGroup',
    ],
    run: async (kit) => {
      const [first, second] = await freePracticeIds(kit);
      if (!first || !second) return 'needs two practices that are in no clinic group';
      const body = { ...kit.example('createClinicGroup'), name: kit.unique('Groupe'), practices: [first] };
      const group = await kit.call('createClinicGroup', { body });
      if (!group) return 'createClinicGroup did not create the group';
      created(kit, 'createClinicGroup', group);
      const params = { id: String(group.id) };
      await kit.call('getClinicGroup', { params }, { check: 'read-created' });
      await kit.call('updateClinicGroup', {
        params,
        body: { ...kit.example('updateClinicGroup'), name: kit.unique('Groupe renommé') },
      });
      await kit.call('addClinicsToGroup', { params, body: { practices: [second] } });
      await kit.call('removeClinicsFromGroup', { params, body: { practices: [second] } });
      return undefined;
    },
  },
  {
    name: 'user',
    steps: [
      'createUser',
      'getUser',
      'updateUser',
      'updateUserRoles',
      'updateUserLegacyPermissions',
      'resetUserPassword',
      'migrateUser',
      'deleteUser',
    ],
    run: async (kit) => {
      const [practiceId] = await practiceIds(kit);
      if (!practiceId) return 'needs a practice to give the user a role in';
      const email = `${kit
        .unique('kit')
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()}@example.com`;
      const roles = [{ role: 'practice-admin', practiceId }];
      const user = await kit.call('createUser', { body: { ...kit.example('createUser'), email, roles } });
      if (!user) return 'createUser did not create the user';
      created(kit, 'createUser', user);
      const params = { id: String(user.id) };
      await kit.call('getUser', { params }, { check: 'read-created' });
      await kit.call('updateUser', { params, body: kit.example('updateUser') });
      await kit.call('updateUserRoles', { params, body: { roles } });
      const legacy = kit.example('updateUserLegacyPermissions');
      const practices = itemsOf(legacy.practices).map((entry) => ({ ...entry, practiceId }));
      await kit.call('updateUserLegacyPermissions', { params, body: { ...legacy, practices } });
      await kit.call('resetUserPassword', { params });
      // A user made through the API may already be migrated: its 409 is an answer the contract declares.
      await kit.call('migrateUser', { params }, { anyDeclared: true });
      return undefined;
    },
  },
  {
    name: 'updatable tool',
    steps: [
      'createToolVersion',
      'getToolVersion',
      'updateToolVersion',
      'toggleToolVersionActiveFlag',
      'deleteToolVersion',
    ],
    run: async (kit) => {
      const { file: _file, ...form } = kit.example('createToolVersion');
      const tool = await kit.call('createToolVersion', { body: { ...form, toolName: kit.unique('Outil') } });
      if (!tool) return 'createToolVersion did not create the tool';
      created(kit, 'createToolVersion', tool);
      const params = { id: String(tool.idUpdatableTool) };
      await kit.call('getToolVersion', { params }, { check: 'read-created' });
      const { file: _updateFile, ...update } = kit.example('updateToolVersion');
      await kit.call('updateToolVersion', {
        params,
        body: { ...update, toolName: kit.unique('Outil modifié') },
      });
      await kit.call('toggleToolVersionActiveFlag', { params });
      return undefined;
    },
  },
  {
    name: 'pricing file',
    steps: ['uploadPricingFile', 'downloadPricingFile', 'deletePricingFile'],
    run: async (kit) => {
      const example = kit.example('uploadPricingFile');
      const filename = `${kit
        .unique('tarifs')
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()}.csv`;
      const file = new File(['code,description,fee\n01100,Examen,45.00\n'], filename, { type: 'text/csv' });
      const upload = await kit.call('uploadPricingFile', { body: { ...example, file } });
      if (!upload) return 'uploadPricingFile did not store the file';
      created(kit, 'uploadPricingFile', upload);
      const query = Object.fromEntries(
        ['year', 'group', 'provider', 'filename'].map((key) => [key, String(upload[key])]),
      );
      await kit.call('downloadPricingFile', { query }, { check: 'read-created' });
      return undefined;
    },
  },
];
