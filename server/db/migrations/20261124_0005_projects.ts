import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

const stamps = (t: CreateTableBuilder<string, never>) =>
  t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

/**
 * Projects with their steps (from templates), members and attachments; step and project
 * templates; project activities with their files and comments; the registry of uploaded files.
 * Every child row goes with its project (cascade); users leaving only null their references.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
      .createTable('step_templates')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'inactive')`))
    .$call(stamps)
    .execute();

  await db.schema
      .createTable('project_templates')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
    .$call(stamps)
    .execute();

  // A template's steps in order; a step template in use by a template cannot be deleted.
  await db.schema
    .createTable('project_template_steps')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('project_templates.id').onDelete('cascade'))
    .addColumn('step_template_id', 'integer', (c) => c.notNull().references('step_templates.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_template_steps_pk', ['template_id', 'step_template_id'])
    .execute();
  await db.schema.createIndex('project_template_steps_step_idx').on('project_template_steps').column('step_template_id').execute();

  await db.schema
      .createTable('projects')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'in-progress', 'completed', 'cancelled')`))
      .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(sql`priority in ('low', 'medium', 'high', 'critical')`))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('project_manager', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('request_no', 'text')
      // The customer (a user of role 0), 'OEM' on the screens.
      .addColumn('oem', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('project_template_id', 'integer', (c) => c.references('project_templates.id').onDelete('set null'))
    .$call(stamps)
    .execute();
  await sql`create index projects_created_idx on projects (created_at desc, id desc)`.execute(db);
  await sql`create index projects_status_created_idx on projects (status, created_at desc, id desc)`.execute(db);
  for (const column of ['oem', 'project_manager', 'created_by'])
    await sql.raw(`create index projects_${column}_created_idx on projects (${column}, created_at desc, id desc)`).execute(db);

  // A project's steps in order. The step update route names a step by its template id, so a
  // template appears once per project.
  await db.schema
    .createTable('project_steps')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('step_template_id', 'integer', (c) => c.notNull().references('step_templates.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('step_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'in-progress', 'completed', 'skipped', 'cancelled')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn('notes', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('project_steps_template_uq', ['project_id', 'step_template_id'])
    .execute();
  await db.schema.createIndex('project_steps_step_template_idx').on('project_steps').column('step_template_id').execute();

  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'user_id'])
    .execute();
  // "Projects I am a member of" (row scoping) walks this.
  await db.schema.createIndex('project_members_user_idx').on('project_members').columns(['user_id', 'project_id']).execute();

  // Uploaded files other than job photos (images/ has its own registry): the id is the key the
  // API speaks, the file lives at <category>/<id>. project_id is set once a project attaches it.
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('images', 'pdfs', 'files', 'models')`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A project's attachments in order: photo keys (images.id), file keys (files.id) and model
  // keys ('models/...'), as the spec's attachments list carries them.
  await db.schema
    .createTable('project_attachments')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_attachments_pk', ['project_id', 'key'])
    .execute();
  // "Which project holds this file" (download rights) walks this.
  await db.schema.createIndex('project_attachments_key_idx').on('project_attachments').column('key').execute();

  await db.schema
      .createTable('activities')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('step_template_id', 'integer', (c) => c.references('step_templates.id').onDelete('set null'))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('pdf', 'note', 'image', 'mail', 'comment', 'phone', 'materials', 'procedure', 'link')`))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text')
      .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .$call(stamps)
    .execute();
  await sql`create index activities_project_created_idx on activities (project_id, created_at desc, id desc)`.execute(db);
  await sql`create index activities_project_type_created_idx on activities (project_id, type, created_at desc, id desc)`.execute(db);

  // An activity's uploaded files (image and pdf activities), kept at activities/<activity>/<key>.
  await db.schema
    .createTable('activity_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('activity_files_key_uq', ['activity_id', 'key'])
    .execute();

  await db.schema
    .createTable('activity_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The author's name when they wrote it: a comment keeps its signature if the account goes.
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('activity_comments_activity_idx').on('activity_comments').columns(['activity_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = ['activity_comments', 'activity_files', 'activities', 'project_attachments', 'files', 'project_members', 'project_steps', 'projects', 'project_template_steps', 'project_templates', 'step_templates'];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
