import { useEffect } from 'react';
import { required, SelectInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import type { FieldInputProps } from '../generic/resourceOverride';
import { useJobForm } from './JobFormScope';

const chosen = required(jobs.requiredFields);

/**
 * The operator, for those who pick one (001 section 5): masters (role 4); a new job starts with the
 * signed-in master. With no master yet (a new shop's admin), the input says why it offers nothing.
 */
export const JobOperatorInput = ({ source, label }: FieldInputProps) => {
  const { people, editing } = useJobForm();
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (!editing && people.defaultOperator !== '' && !getValues(source)) setValue(source, people.defaultOperator, { shouldValidate: true });
  }, [editing, people.defaultOperator, getValues, setValue, source]);
  const start = editing || people.defaultOperator === '' ? undefined : people.defaultOperator;
  const none = !people.isPending && people.operators.length === 0;
  return <SelectInput source={source} label={label} choices={people.operators} validate={chosen} isRequired defaultValue={start} helperText={none ? jobScreens.form.noOperator : undefined} />;
};
