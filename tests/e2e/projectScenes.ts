import type { APIRequestContext } from '@playwright/test';
import { apiToken } from './apiSession';
import { DEMO, expect } from './fixtures';

/**
 * A template of named steps and a project from it, through the admin's API: managed by the
 * master (Mehmet), for the demo customer (Can) unless `extra` says otherwise.
 */
export const projectFromApi = async (request: APIRequestContext, name: string, steps: string[], extra: Record<string, unknown> = {}) => {
  const headers = await apiToken(request, DEMO[3]);
  const ids: number[] = [];
  for (const step of steps) ids.push((await (await request.post('/v1/step-templates', { headers, data: { name: step } })).json()).template.id);
  const template = (await (await request.post('/v1/project-templates', { headers, data: { name: `${name} şablonu`, steps: ids } })).json()).template;
  const person = async (kind: 'staff' | 'customers', name: string) => {
    const found = (await (await request.get(`/v1/projects/people/search?kind=${kind}&q=${encodeURIComponent(name)}`, { headers })).json()) as { people: { id: number; name: string }[] };
    return found.people.find((p) => p.name === name)!.id;
  };
  const res = await request.post('/v1/projects', {
    headers,
    data: { name, projectTemplateId: template.id, projectManager: await person('staff', 'Mehmet'), oem: await person('customers', 'Can'), ...extra },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).project as { id: number };
};
