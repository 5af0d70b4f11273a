import { jobScreens } from '../../i18n/tr/jobScreens';
import type { FieldInputProps } from '../generic/resourceOverride';
import { TurkishNumberInput } from '../generic/TurkishNumberInput';
import { hoursForEdit, minutesOf } from './jobHours';

const toHours = (minutes: number | null) => (minutes === null || Number.isNaN(minutes) ? minutes : hoursForEdit(minutes));
const toMinutes = (hours: number | null | undefined) => {
  const minutes = minutesOf(hours);
  return minutes === '' ? null : minutes;
};

/**
 * The processing time in minutes, held as the hours the job stores (001 section 5): the declared
 * rule of estimatedHours checks it; a new job's save rounds them up (jobBody.ts).
 */
export const JobMinutesInput = ({ source }: FieldInputProps) => <TurkishNumberInput source={source} label={jobScreens.form.processingTime} isRequired format={toMinutes} parse={toHours} />;
