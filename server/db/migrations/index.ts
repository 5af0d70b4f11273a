import type { Migration } from 'kysely';
import * as platform from './20261122_0001_platform';
import * as auth from './20261122_0002_auth';
import * as jobs from './20261122_0003_jobs';
import * as admin from './20261122_0004_admin';
import * as projects from './20261124_0005_projects';
import * as loginFailuresIp from './20261124_0009_login_failures_ip';
import * as accounts from './20261124_0010_accounts';
import * as benchNames from './20261124_0011_bench_names';
import * as projectSearch from './20261124_0012_project_search';
import * as procedures from './20261125_0013_procedures';
import * as materials from './20261125_0014_materials';
import * as payments from './20261125_0015_payments';
import * as userChanges from './20261125_0016_user_changes';
import * as logSearch from './20261125_0017_log_search';
import * as rateLimits from './20261125_0018_rate_limits';
import * as jobStarted from './20261126_0020_job_started';
import * as importJournal from './20261126_0021_import_journal';
import * as jobStartedRestore from './20261126_0022_job_started_restore';
import * as materialOffers from './20261126_0023_material_offers';
import * as jobProject from './20261126_1118_job_project';
import * as recordHistory from './20261126_1415_record_history';
import * as tableChanges from './20261126_1450_table_changes';
import * as savedViews from './20261126_1716_saved_views';
import * as shopFloor from './20261126_1716_shop_floor';
import * as liveEvents from './20261127_2200_live_events';
import * as operationProcedure from './20261128_0100_operation_procedure';
import * as createAttempts from './20261129_0900_create_attempts';
import * as createAttemptBody from './20261129_1200_create_attempt_body';

/** Listed explicitly (no folder scan), frozen once landed. */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122_0001_platform': platform,
  '20261122_0002_auth': auth,
  '20261122_0003_jobs': jobs,
  '20261122_0004_admin': admin,
  '20261124_0005_projects': projects,
  '20261124_0009_login_failures_ip': loginFailuresIp,
  '20261124_0010_accounts': accounts,
  '20261124_0011_bench_names': benchNames,
  '20261124_0012_project_search': projectSearch,
  '20261125_0013_procedures': procedures,
  '20261125_0014_materials': materials,
  '20261125_0015_payments': payments,
  '20261125_0016_user_changes': userChanges,
  '20261125_0017_log_search': logSearch,
  '20261125_0018_rate_limits': rateLimits,
  '20261126_0020_job_started': jobStarted,
  '20261126_0021_import_journal': importJournal,
  '20261126_0022_job_started_restore': jobStartedRestore,
  '20261126_0023_material_offers': materialOffers,
  '20261126_1118_job_project': jobProject,
  '20261126_1415_record_history': recordHistory,
  '20261126_1450_table_changes': tableChanges,
  '20261126_1716_saved_views': savedViews,
  '20261126_1716_shop_floor': shopFloor,
  '20261127_2200_live_events': liveEvents,
  '20261128_0100_operation_procedure': operationProcedure,
  '20261129_0900_create_attempts': createAttempts,
  '20261129_1200_create_attempt_body': createAttemptBody,
};
