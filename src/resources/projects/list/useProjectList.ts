import { useGetList } from 'react-admin';
import { projectsResource } from '../../../domain/resources/projects';
import type { Project, ProjectSummary } from '../projectTypes';

export interface ProjectListQuery {
  page: number;
  limit: number;
  sort: string;
  order: 'ASC' | 'DESC';
  q?: string;
  status?: string;
  priority?: string;
}

/** The server's page of projects through the dataProvider (paged, sorted, filtered there) and the summary cards beside it. */
export const useProjectList = ({ page, limit, sort, order, ...filter }: ProjectListQuery) => {
  const { data, total, meta, isPending, error, refetch } = useGetList<Project>(
    projectsResource.name,
    { pagination: { page, perPage: limit }, sort: { field: sort, order }, filter },
    // The page shown stays while the next one loads.
    { placeholderData: (previous) => previous },
  );
  return {
    rows: data ?? [],
    total: total ?? 0,
    summary: ((meta as { summary?: ProjectSummary } | undefined)?.summary ?? null) as ProjectSummary | null,
    loading: isPending,
    error: error as unknown,
    reload: () => void refetch(),
  };
};
