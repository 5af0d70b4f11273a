import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ActivityRecord } from '../../../domain/resources/activities';
import { activityBodySchema, metadataSchemas } from '../../../domain/resources/activities.schema';
import { activityFormOf, lineValuesOf, metadataOf, type ActivityFormValues } from './activityForm';

/** A saved activity in the activity form: its title, description and step, and a materials list's lines. */
export const activityEditValuesOf = (activity: ActivityRecord): ActivityFormValues => {
  const blank = activityFormOf(activity.stepTemplateId ?? null);
  const lines = activity.type === 'materials' ? (activity.metadata.materials ?? []) : [];
  return {
    ...blank,
    type: activity.type,
    title: activity.title,
    content: activity.content ?? '',
    metadata: { ...blank.metadata, materials: lines.length ? lines.map(lineValuesOf) : blank.metadata.materials },
  };
};

/**
 * What an edit sends: title, description and step, and a materials list's lines (checked by the
 * type's declared schema, as on create). The other types' metadata has no inputs here and stays as saved.
 */
const editBodyOf = (values: ActivityFormValues) => ({
  title: values.title,
  content: values.content.trim() || null,
  stepTemplateId: values.stepTemplateId,
  ...(values.type === 'materials' ? { metadata: metadataOf(values) } : {}),
});

const editSchema = z.preprocess(
  editBodyOf,
  activityBodySchema.pick({ title: true, content: true, stepTemplateId: true }).extend({ metadata: metadataSchemas.materials.optional() }),
);

export type ActivityEditBody = z.output<typeof editSchema>;

/** The edit form's resolver: a refused line's cost shows at that line's input, as on create. */
export const activityEditResolver: Resolver<ActivityFormValues, unknown, ActivityEditBody> = zodResolver(editSchema);
