// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobsResource } from '../../../src/domain/resources/jobs';
import { projectsResource } from '../../../src/domain/resources/projects';
import { requiredSourcesOf } from '../../../src/resources/generic/useRequiredSources';

describe("a generated form's asterisks", () => {
  it('mark what the declared schema refuses when left out, and nothing else', async () => {
    const job = requiredSourcesOf(await jobsResource.loadSchema());
    expect(job.has('description')).toBe(true);
    expect(job.has('workstationId')).toBe(true);
    expect(job.has('title')).toBe(false);
    expect(job.has('notes')).toBe(false);
    expect([...requiredSourcesOf(await projectsResource.loadSchema())]).toEqual(['name']);
  });

  it('follow the schema when it changes', () => {
    const schema = z.object({ name: z.string().min(1), note: z.string().optional() });
    expect([...requiredSourcesOf(schema)]).toEqual(['name']);
    expect([...requiredSourcesOf(schema.extend({ note: z.string() }))]).toEqual(['name', 'note']);
  });
});
