import type { z } from 'zod';
import { projectStepSchema } from '../../../domain/resources/projects.schema';
import { turkishNumberText } from '../../../domain/turkishNumber';
import { typedNumber } from '../../generic/typedNumber';
import type { ProjectStep } from '../../../domain/resources/projectReplies';

/** The form's rules are the declared step change's (projects.schema.ts): the progress read from its text, blank notes as none. */
export const stepFormSchema = (body = projectStepSchema) =>
  body.extend({ progress: typedNumber(body.shape.progress), notes: body.shape.notes.transform((notes) => notes || null) });

/** A step's edit form as its inputs hold it: the progress as typed the Turkish way, '' for no notes. */
export type StepFormValues = z.input<ReturnType<typeof stepFormSchema>>;
export type StepBody = z.output<ReturnType<typeof stepFormSchema>>;

export const stepFormOf = (step: ProjectStep): StepFormValues => ({ status: step.status, progress: turkishNumberText(step.progress), notes: step.notes ?? '' });
