import { useState } from 'react';
import { projectsResource } from '../../domain/resources/projects';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { ResourceSearchPicker } from '../../ui/ResourceSearchPicker';
import { useJobProject, type JobProject } from './useJobProject';

const t = jobScreens.form;

/** The job's project, picked from those the user sees (searched by name); clearing takes the job out of it. */
export const JobProjectField = ({ projectId, onChange }: { projectId: number | null; onChange: (projectId: number | null) => void }) => {
  const { project } = useJobProject(projectId);
  // A pick is shown at once, before (and without) reading it again.
  const [picked, setPicked] = useState<JobProject | null>(null);
  const shown = projectId == null ? null : picked?.id === projectId ? picked : (project ?? null);
  return (
    <ResourceSearchPicker<JobProject>
      resource={projectsResource.name}
      label={t.project}
      sort={{ field: 'name', order: 'ASC' }}
      optionLabel={(p) => p.name}
      value={shown}
      onPick={(p) => {
        setPicked(p);
        onChange(Number(p.id));
      }}
      onClear={() => onChange(null)}
      size="medium"
    />
  );
};
