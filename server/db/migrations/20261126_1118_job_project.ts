import type { Kysely } from 'kysely';

/**
 * A job may belong to a project (issue 22: the job page shows its project, the project page its
 * jobs). Deleting the project leaves its jobs standing, with no project.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null')).execute();
  // The project page's list of jobs, and the foreign key's own check when a project goes.
  await db.schema.createIndex('jobs_project_idx').on('jobs').column('project_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_project_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('project_id').execute();
}
