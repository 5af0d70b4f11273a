import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Company, UserStatus } from '../../src/domain/user';
import type { activitiesResource } from '../../src/domain/resources/activities';
import type { benchesResource } from '../../src/domain/resources/benches';
import type { jobsResource } from '../../src/domain/resources/jobs';
import type { materialCategoriesResource } from '../../src/domain/resources/materialCategories';
import type { materialOffersResource } from '../../src/domain/resources/materialOffers';
import type { materialsResource } from '../../src/domain/resources/materials';
import type { materialSubcategoriesResource } from '../../src/domain/resources/materialSubcategories';
import type { operationsResource } from '../../src/domain/resources/operations';
import type { procedureCategoriesResource } from '../../src/domain/resources/procedureCategories';
import type { proceduresResource } from '../../src/domain/resources/procedures';
import type { projectsResource } from '../../src/domain/resources/projects';
import type { projectTemplatesResource } from '../../src/domain/resources/projectTemplates';
import type { stepTemplatesResource } from '../../src/domain/resources/stepTemplates';
import type { DeclaredTable, Numeric } from './declaredTable';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

interface UsersTable {
  id: Generated<number>;
  name: string;
  surname: string;
  email: string;
  password_hash: string;
  role: number;
  phone_number: string;
  company: ColumnType<Company | null, string | null | undefined, string | null>;
  flags: Generated<number>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  last_login: NullableTimestamp;
  /** Access tokens issued before this no longer count (sign-out, password change). */
  tokens_valid_after: NullableTimestamp;
  /** argon2 hash of the shop-floor PIN (migration 20261126_1716). */
  pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  /** Absolute end of the family: rotation never extends a session past this. */
  family_expires_at: Timestamp;
  created_at: Generated<Date>;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Single-use secrets: SMS codes, e-mail verification and password reset tokens (stored hashed). */
export interface OneTimeSecretsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'phone_code' | 'reset_code' | 'email_verify' | 'password_reset';
  secret_hash: string;
  /** The phone number the code was sent to (phone codes). */
  target: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Every message sent, for server-side resend cooldowns. */
interface MessageSendsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  target: string;
  sent_at: Generated<Date>;
}

/** Failed sign-ins per e-mail (known or not), for the per-account lockout. */
interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  failed_at: Generated<Date>;
}

interface ActivityLogsTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  action: string;
  resource: string;
  resource_id: string | null;
  description: string;
  ip: string;
  user_agent: string;
  created_at: Generated<Date>;
}


interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}



/** Every uploaded image: its id is the photo key the API speaks; files live at images/<id>. */
interface ImagesTable {
  id: string;
  thumb_key: string | null;
  content_type: string;
  byte_size: number;
  uploaded_by: number | null;
  created_at: Generated<Date>;
}


/** An operation on a job, with its shop-floor state (migration 20261126_1716). */
interface JobOperationsTable {
  job_id: number;
  operation_id: number;
  position: number;
  status: Generated<'pending' | 'running' | 'paused' | 'done'>;
  good_quantity: number | null;
  scrap_quantity: number | null;
  /** Seconds worked in closed intervals; the open one runs from running_since. */
  worked_seconds: Generated<number>;
  running_since: NullableTimestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** What a time entry records: a tap, or a master's start past the sequence. */
type TimeEntryAction = 'start' | 'pause' | 'finish' | 'override';

/** Every operator tap on an operation (migration 20261126_1716). */
interface OperationTimeEntriesTable {
  id: Generated<number>;
  job_id: number;
  operation_id: number;
  user_id: number | null;
  action: TimeEntryAction;
  at: Generated<Date>;
  good_quantity: number | null;
  scrap_quantity: number | null;
  reason: string | null;
}

interface JobPhotosTable {
  photo_key: string;
  job_id: number;
  position: number;
}



interface ProjectTemplateStepsTable {
  template_id: number;
  step_template_id: number;
  position: number;
}

export type StepStatus = 'pending' | 'in-progress' | 'completed' | 'skipped' | 'cancelled';


interface ProjectStepsTable {
  id: Generated<number>;
  project_id: number;
  step_template_id: number;
  position: number;
  step_name: string;
  status: Generated<StepStatus>;
  progress: Generated<number>;
  notes: string | null;
  updated_at: Generated<Date>;
}

interface ProjectMembersTable {
  project_id: number;
  user_id: number;
  added_at: Generated<Date>;
}

/** Uploaded files other than job photos: the id is the key the API speaks; the file lives at <category>/<id>. */
interface FilesTable {
  id: string;
  category: 'images' | 'pdfs' | 'files' | 'models';
  original_name: string;
  content_type: string;
  byte_size: number;
  uploaded_by: number | null;
  created_at: Generated<Date>;
}

interface ProjectAttachmentsTable {
  project_id: number;
  key: string;
  position: number;
}



interface ActivityFilesTable {
  id: Generated<number>;
  activity_id: number;
  key: string;
  name: string;
  content_type: string;
  byte_size: number;
  position: number;
}


interface ActivityCommentsTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number | null;
  user_name: string;
  comment: string;
  created_at: Generated<Date>;
}

/** A create's Idempotency-Key and the record it made, kept a day (migration 20261129_0900). */
interface CreateAttemptsTable {
  user_id: number;
  resource: string;
  key: string;
  record_id: number;
  /** SHA-256 of the create's body (migration 20261129_1200); null for keys noted before it. */
  body_hash: string | null;
  created_at: Generated<Date>;
}

/** One key's current window of a request limit (PostgreSQL only: migration 0018). */
interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Date;
}

/** Prices per kg of a material over time (migration 0014). */


interface MaterialPricesTable {
  id: Generated<number>;
  material_id: number;
  /** numeric(14,2): read as an exact string. */
  price_per_kg: ColumnType<string, string | number, string | number>;
  /** date: a calendar day 'YYYY-MM-DD'. */
  valid_from: ColumnType<Date | string, string, string>;
  created_by: number | null;
  created_at: Generated<Date>;
  /** The accepted supplier offer this price came from (migration 0023). */
  offer_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A supplier's price offer for a material (migration 0023). */
/** supplier_id: the server fills it for a supplier's own offer. */
type MaterialOffersTable = DeclaredTable<typeof materialOffersResource, { supplier_id: number; decided_by: number | null }>;

/** An import being written in batches on the embedded database (migration 0021). */
interface ImportsTable {
  id: Generated<number>;
  table_name: string;
  created_at: Generated<Date>;
}

/** How to undo one batch of an unfinished import: the records it created, the columns it changed. */
interface ImportBatchesTable {
  id: Generated<number>;
  import_id: number;
  created: number[];
  updated: ColumnType<{ id: number; before: Record<string, unknown> }[], string, string>;
}

/*
 * The tables of declared resources, derived from their declarations (server/db/declaredTable.ts).
 * Beside each, only what a declaration cannot say: columns it does not declare, numeric columns of
 * 'number' fields, and defaults, NOT NULL and generated columns stricter than the body's schema.
 */
/** day_hours: numeric(4,2), the bench's working hours a day (the bench board's capacity). */
type BenchesTable = DeclaredTable<typeof benchesResource, { day_hours: ColumnType<string, string | number | undefined, string | number> }>;
type OperationsTable = DeclaredTable<typeof operationsResource, { description: Generated<string> }>;
type StepTemplatesTable = DeclaredTable<typeof stepTemplatesResource>;
type ProjectTemplatesTable = DeclaredTable<typeof projectTemplatesResource>;
type ProjectsTable = DeclaredTable<typeof projectsResource>;
type ProcedureCategoriesTable = DeclaredTable<typeof procedureCategoriesResource>;
type ProceduresTable = DeclaredTable<typeof proceduresResource, { description: Generated<string> }>;
type MaterialCategoriesTable = DeclaredTable<typeof materialCategoriesResource>;
type MaterialSubcategoriesTable = DeclaredTable<typeof materialSubcategoriesResource>;
/** density: numeric(8,3), g/cm³. */
type MaterialsTable = DeclaredTable<typeof materialsResource, { density: Numeric }>;
/** metadata: jsonb, '{}' when an insert leaves it out. */
type ActivitiesTable = DeclaredTable<typeof activitiesResource, { metadata: ColumnType<Record<string, unknown>, string | undefined, string> }>;
type JobsTable = DeclaredTable<
  typeof jobsResource,
  {
    /** The names are copied in by the server, '' until then. */
    customer_name: Generated<string>;
    workstation_name: Generated<string>;
    /** Emptied when its bench is deleted. */
    workstation_id: number | null;
    /** numeric(6,2). */
    estimated_hours: ColumnType<string | null, string | number | null | undefined, string | number | null>;
    /** Generated by the database: quantity × unit_price. */
    total_price: ColumnType<string | null, never, never>;
    /** First set in progress or completed; kept by a trigger, never cleared (migration 0020). */
    started_at: ColumnType<Date | null, never, never>;
    /** Set with paid_at and only with it (migration 0015). */
    payment_method: 'credit_card' | 'bank_transfer' | 'cash' | 'cheque' | null;
    /** The job's place in its bench's queue (the bench board); null: after the placed ones. */
    queue_position: ColumnType<number | null, number | null | undefined, number | null>;
  }
>;

/** Record history (migration 20261126_1415): written by triggers only, read by the history routes. */
interface RecordChangesTable {
  /** bigserial: read as text by pg, as a number by PGlite; callers convert. */
  id: Generated<string | number>;
  resource: string;
  record_id: number;
  action: 'create' | 'update' | 'delete';
  user_id: number | null;
  origin: string;
  /** column: [before, after] */
  changes: Record<string, [unknown, unknown]>;
  changed_at: Generated<Date>;
}

/** Saved list views (migration 20261126_1716): a user's, or an admin's published to a role. */
interface SavedViewsTable {
  id: Generated<number>;
  user_id: number;
  /** The declared resource's name. */
  list: string;
  name: string;
  /** src/domain/views/savedView.ts ViewState. */
  state: ColumnType<Record<string, unknown>, string, string>;
  is_default: Generated<boolean>;
  published_role: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  one_time_secrets: OneTimeSecretsTable;
  message_sends: MessageSendsTable;
  login_failures: LoginFailuresTable;
  activity_logs: ActivityLogsTable;
  counters: BenchesTable;
  settings: SettingsTable;
  operations: OperationsTable;
  images: ImagesTable;
  jobs: JobsTable;
  job_operations: JobOperationsTable;
  operation_time_entries: OperationTimeEntriesTable;
  job_photos: JobPhotosTable;
  step_templates: StepTemplatesTable;
  project_templates: ProjectTemplatesTable;
  project_template_steps: ProjectTemplateStepsTable;
  projects: ProjectsTable;
  project_steps: ProjectStepsTable;
  project_members: ProjectMembersTable;
  files: FilesTable;
  project_attachments: ProjectAttachmentsTable;
  activities: ActivitiesTable;
  activity_files: ActivityFilesTable;
  activity_comments: ActivityCommentsTable;
  rate_limits: RateLimitsTable;
  create_attempts: CreateAttemptsTable;
  procedure_categories: ProcedureCategoriesTable;
  procedures: ProceduresTable;
  material_categories: MaterialCategoriesTable;
  material_subcategories: MaterialSubcategoriesTable;
  materials: MaterialsTable;
  material_prices: MaterialPricesTable;
  material_offers: MaterialOffersTable;
  imports: ImportsTable;
  import_batches: ImportBatchesTable;
  record_changes: RecordChangesTable;
  saved_views: SavedViewsTable;
}

export type UserRow = Selectable<UsersTable>;
