import { useCallback, useEffect, useState } from 'react';
import { listProjects, type ProjectListQuery } from '../projectApi';
import type { Project, ProjectSummary } from '../projectTypes';

export interface ProjectListState {
  rows: Project[];
  total: number;
  summary: ProjectSummary | null;
  loading: boolean;
  error: unknown;
}

/** The server's page of projects for the query (paged, sorted, filtered there) and the summary cards. */
export const useProjectList = (query: ProjectListQuery) => {
  const [state, setState] = useState<ProjectListState>({ rows: [], total: 0, summary: null, loading: true, error: null });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    listProjects(JSON.parse(key) as ProjectListQuery, controller.signal)
      .then((body) => setState({ rows: body.projects, total: body.total, summary: body.summary, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error }));
      });
    return () => controller.abort();
  }, [key, round]);
  return { ...state, reload };
};
