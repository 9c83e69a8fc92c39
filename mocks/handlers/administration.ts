import { HttpResponse, http } from 'msw';
import { UpdateDeploymentGroupBody } from '@/api/generated/administration/administration.zod';
import { apiPath } from '../config';
import { deploymentGroups } from '../db/administration';
import { requireSystemAdmin } from './caller';
import { requireSomeField } from './body-rules';
import { conflict, notFound, readJsonBody } from './problem';

export const administrationHandlers = [
  // "System administrators only": sys-admin-read reads like sys-admin, but changes nothing.
  http.get(apiPath('/administration/deploymentGroups'), async ({ request }) => {
    await requireSystemAdmin(request, { write: false });
    return HttpResponse.json(deploymentGroups.findMany(undefined, { orderBy: { name: 'asc' } }));
  }),

  http.patch(apiPath('/administration/deploymentGroup/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const body = await readJsonBody(request, UpdateDeploymentGroupBody);
    // minProperties: 1, as users and practices refuse an empty change.
    requireSomeField(body);
    const id = Number(params.id);
    if (!deploymentGroups.findFirst((q) => q.where({ id })))
      return notFound(`Deployment group ${id} does not exist.`);
    if (
      body.name &&
      deploymentGroups.findFirst((q) => q.where({ name: body.name, id: (other) => other !== id }))
    ) {
      return conflict(`A deployment group named "${body.name}" already exists.`);
    }
    const updated = await deploymentGroups.update((q) => q.where({ id }), {
      data(group) {
        if (body.name !== undefined) group.name = body.name;
        if (body.releaseName !== undefined) group.releaseName = body.releaseName;
      },
    });
    return HttpResponse.json(updated);
  }),
];
