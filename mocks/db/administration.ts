import { Collection } from '@msw/data';
import { UpdateDeploymentGroupResponse } from '@/api/generated/administration/administration.zod';
import type { DatabaseArea } from './area';

export const deploymentGroups = new Collection({ schema: UpdateDeploymentGroupResponse });

const SEED = [
  { id: 1, name: 'Pilote', releaseName: '2026.11.0-pilot' },
  { id: 2, name: 'Production A', releaseName: '2026.10.2' },
  { id: 3, name: 'Production B', releaseName: '2026.10.2' },
  { id: 4, name: 'Legacy (Windows Server 2012)', releaseName: '2025.12.4-lts' },
];

export const administrationArea: DatabaseArea = {
  name: 'administration',
  collections: { deploymentGroups },
  async seed() {
    for (const group of SEED) await deploymentGroups.create(group);
  },
};
