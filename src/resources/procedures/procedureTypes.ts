import type { ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import type { ProcedureRecord } from '../../domain/resources/procedures';

/** A procedure as the answers carry it (001 section 3). */
export type Procedure = ProcedureRecord;

/** A category with its procedures, as GET /v1/procedures/ and GET /v1/procedures/categories/{id} answer it. */
export type ProcedureCategory = Omit<ProcedureCategoryRecord, 'procedures'> & { procedures: Procedure[] };
