import { SelectInput } from 'react-admin';
import { jobScreens } from '../../i18n/tr/jobScreens';
import type { FieldInputProps } from '../generic/resourceOverride';
import { useJobForm } from './JobFormScope';

/** The job's bench: only 'Aktif' ones may be chosen (001 section 2.3); a job keeps showing its own. */
export const JobBenchInput = ({ source, label }: FieldInputProps) => {
  const { benches } = useJobForm();
  const choices = benches.map((b) => ({ id: b.id, name: b.name, disabled: b.status !== 'Aktif' }));
  return <SelectInput source={source} label={label} choices={choices} isRequired helperText={benches.length ? undefined : jobScreens.form.noActiveBench} />;
};
