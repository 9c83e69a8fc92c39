import { HttpResponse, http } from 'msw';
import { CreateToolVersionBody, UpdateToolVersionBody } from '@/api/generated/tools/tools.zod';
import { installerIssues, type InstallerIssue } from '@/domain/tool-installer';
import { apiPath } from '../config';
import { toolDownloadUrl, tools } from '../db/tools';
import { requireSystemAdmin } from './caller';
import { fileNameOf, readMultipartForm } from './multipart-form';
import { normalizeText } from './paging';
import { conflict, notFound, validationFailed } from './problem';

const BOOLEAN_FIELDS = ['isAlwaysRunning'];

type FieldError = { field: string; code: string; message: string };

const findTool = (id: number) => tools.findFirst((q) => q.where({ idUpdatableTool: id }));

// Names are compared trimmed and case-insensitively so "passerelle SMS " cannot sit beside
// "Passerelle SMS" in the list.
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

const nameTaken = (name: string, exceptId?: number) =>
  tools.findFirst((q) =>
    q.where({ toolName: (other) => sameName(other, name), idUpdatableTool: (id) => id !== exceptId }),
  );

const nextId = () => Math.max(0, ...tools.all().map((tool) => tool.idUpdatableTool)) + 1;

const slugOf = (toolName: string) =>
  normalizeText(toolName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'tool';

/** The server stores an uploaded installer and serves it from the downloads host. */
const uploadedUrl = (toolName: string, version: string, file: Blob) =>
  toolDownloadUrl(slugOf(toolName), version, fileNameOf(file).split(/[\\/]/).pop() ?? 'installer');

/** The answer of each rule of src/domain/tool-installer.ts, at the `file` field. */
const INSTALLER_ERRORS: Record<InstallerIssue, { code: string; message: string }> = {
  type: { code: 'invalid_file_type', message: 'The installer must be an .exe, .msi or .zip file.' },
  empty: { code: 'empty_file', message: 'The installer is empty.' },
  size: { code: 'file_too_large', message: 'The installer may not exceed 200 MB.' },
};

const installerErrors = (file: Blob | undefined, downloadUrl: string | undefined): FieldError[] => {
  if (file && downloadUrl) {
    return [
      {
        field: 'downloadUrl',
        code: 'file_and_url',
        message: 'Upload the installer or give its downloadUrl, not both.',
      },
    ];
  }
  if (!file) return [];
  const errors: FieldError[] = [];
  for (const issue of installerIssues({ name: fileNameOf(file), size: file.size }))
    errors.push({ field: 'file', ...INSTALLER_ERRORS[issue] });
  return errors;
};

const nameConflict = (name: string) =>
  conflict(`A tool named "${name.trim()}" already exists.`, 'TOOL_NAME_TAKEN');
const toolNotFound = (id: unknown) => notFound(`Updatable tool ${String(id)} does not exist.`);

export const toolsHandlers = [
  http.get(apiPath('/toolsVersions'), async ({ request }) => {
    await requireSystemAdmin(request, { write: false });
    return HttpResponse.json(
      [...tools.all()].sort((a, b) => a.toolName.localeCompare(b.toolName, 'fr', { sensitivity: 'base' })),
    );
  }),

  // 403 comes before 404 in every operation, so that ids cannot be probed; a write's form is
  // judged (400) before the tool is looked up, as it does not depend on it.
  http.get(apiPath('/toolsVersions/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: false });
    const tool = findTool(Number(params.id));
    return tool ? HttpResponse.json(tool) : toolNotFound(params.id);
  }),

  http.post(apiPath('/toolsVersions'), async ({ request }) => {
    await requireSystemAdmin(request, { write: true });
    const { file, ...fields } = await readMultipartForm(request, CreateToolVersionBody, BOOLEAN_FIELDS);
    const errors = installerErrors(file, fields.downloadUrl);
    const downloadUrl = file ? uploadedUrl(fields.toolName, fields.latestVersion, file) : fields.downloadUrl;
    if (!downloadUrl)
      errors.push({
        field: 'file',
        code: 'required',
        message: 'Upload the installer or give its downloadUrl.',
      });
    if (errors.length > 0 || !downloadUrl) return validationFailed(errors);
    if (nameTaken(fields.toolName)) return nameConflict(fields.toolName);

    // New tools start inactive so that nothing is rolled out before someone has checked it.
    const created = await tools.create({
      ...fields,
      idUpdatableTool: nextId(),
      downloadUrl,
      active: false,
      updatedAt: new Date().toISOString(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),

  http.patch(apiPath('/toolsVersions/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const { file, selectorQuery, ...fields } = await readMultipartForm(
      request,
      UpdateToolVersionBody,
      BOOLEAN_FIELDS,
    );
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (!file && selectorQuery === undefined && Object.keys(changes).length === 0) {
      return validationFailed([
        { field: '(body)', code: 'empty_update', message: 'Send at least one field to change.' },
      ]);
    }
    const errors = installerErrors(file, fields.downloadUrl);
    if (errors.length > 0) return validationFailed(errors);
    const id = Number(params.id);
    if (!findTool(id)) return toolNotFound(params.id);
    if (fields.toolName !== undefined && nameTaken(fields.toolName, id)) return nameConflict(fields.toolName);

    const updated = await tools.update((q) => q.where({ idUpdatableTool: id }), {
      data(tool) {
        Object.assign(tool, changes);
        // An empty selector means "no selector": the tool goes to every matching machine.
        if (selectorQuery === '') delete tool.selectorQuery;
        else if (selectorQuery !== undefined) tool.selectorQuery = selectorQuery;
        if (file) tool.downloadUrl = uploadedUrl(tool.toolName, tool.latestVersion, file);
        tool.updatedAt = new Date().toISOString();
      },
    });
    return HttpResponse.json(updated);
  }),

  http.delete(apiPath('/toolsVersions/:id'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const deleted = tools.delete((q) => q.where({ idUpdatableTool: Number(params.id) }));
    return deleted ? new HttpResponse(null, { status: 204 }) : toolNotFound(params.id);
  }),

  http.patch(apiPath('/toolsVersions/:id/toggleActiveFlag'), async ({ request, params }) => {
    await requireSystemAdmin(request, { write: true });
    const id = Number(params.id);
    if (!findTool(id)) return toolNotFound(params.id);
    const updated = await tools.update((q) => q.where({ idUpdatableTool: id }), {
      data(tool) {
        tool.active = !tool.active;
        tool.updatedAt = new Date().toISOString();
      },
    });
    return HttpResponse.json(updated);
  }),
];
