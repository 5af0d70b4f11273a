import { procedureCategoriesResource } from '../../domain/resources/procedureCategories';
import { proceduresResource } from '../../domain/resources/procedures';
import { api } from '../../providers/httpClient';
import type { CategoryBody, ProcedureBody } from './procedureForm';
import type { Procedure, ProcedureCategory } from './procedureTypes';

/** The calls of the procedure management page (001 section 7, plus the update and delete routes). */

const categories = procedureCategoriesResource.path;
const procedures = proceduresResource.path;

/** Every category with its procedures: GET /v1/procedures/. */
export const listCatalogue = async (signal?: AbortSignal) => (await api<{ data: ProcedureCategory[] }>('/procedures/', { signal })).data;

export const getCategory = async (id: number, signal?: AbortSignal) => (await api<{ data: ProcedureCategory }>(`${categories}/${id}`, { signal })).data;

export const createCategory = async (body: CategoryBody) => (await api<{ data: ProcedureCategory }>(categories, { method: 'POST', body })).data;

export const deleteCategory = (id: number) => api(`${categories}/${id}`, { method: 'DELETE' });

export const createProcedure = async (body: ProcedureBody) => (await api<{ data: Procedure }>(procedures, { method: 'POST', body })).data;

export const updateProcedure = async (id: number, body: ProcedureBody) => (await api<{ data: Procedure }>(`${procedures}/${id}`, { method: 'PUT', body })).data;

export const deleteProcedure = (id: number) => api(`${procedures}/${id}`, { method: 'DELETE' });
