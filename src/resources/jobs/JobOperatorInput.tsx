import { useEffect } from 'react';
import { required, SelectInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { jobs } from '../../i18n/tr/jobs';
import type { FieldInputProps } from '../generic/resourceOverride';
import { useJobForm } from './JobFormScope';

const chosen = required(jobs.requiredFields);

/** The operator, for those who pick one (001 section 5): masters (role 4); a new job starts with the signed-in master. */
export const JobOperatorInput = ({ source, label }: FieldInputProps) => {
  const { people, editing } = useJobForm();
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (!editing && people.defaultOperator !== '' && !getValues(source)) setValue(source, people.defaultOperator, { shouldValidate: true });
  }, [editing, people.defaultOperator, getValues, setValue, source]);
  const start = editing || people.defaultOperator === '' ? undefined : people.defaultOperator;
  return <SelectInput source={source} label={label} choices={people.operators} validate={chosen} isRequired defaultValue={start} />;
};
