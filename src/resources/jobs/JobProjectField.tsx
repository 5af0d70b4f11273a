import { useState } from 'react';
import { useInput } from 'react-admin';
import { projectsResource } from '../../domain/resources/projects';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { ResourceSearchPicker } from '../../ui/ResourceSearchPicker';
import type { FieldInputProps } from '../generic/resourceOverride';
import { useJobProject, type JobProject } from './useJobProject';

/** The job's project, picked from those the user sees (searched by name); clearing takes the job out of it. */
export const JobProjectField = ({ source }: FieldInputProps) => {
  const { field } = useInput({ source });
  const projectId = (field.value as number | null | '' | undefined) || null;
  const { project } = useJobProject(projectId);
  // A pick is shown at once, before (and without) reading it again.
  const [picked, setPicked] = useState<JobProject | null>(null);
  const shown = projectId == null ? null : picked?.id === projectId ? picked : (project ?? null);
  return (
    <ResourceSearchPicker<JobProject>
      resource={projectsResource.name}
      label={jobScreens.form.project}
      sort={{ field: 'name', order: 'ASC' }}
      optionLabel={(p) => p.name}
      value={shown}
      onPick={(p) => {
        setPicked(p);
        field.onChange(Number(p.id));
      }}
      onClear={() => field.onChange(null)}
      size="medium"
      spaced
    />
  );
};
