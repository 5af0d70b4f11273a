import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { z } from 'zod';
import type { ActivityTypeValue } from '../../../domain/resources/activities';
import { activityBodySchema, metadataSchemas } from '../../../domain/resources/activities.schema';
import { parseTurkishNumber, turkishNumberText } from '../../../domain/turkishNumber';
import type { MaterialLine } from '../../../domain/resources/activities.schema';

/** A material line as its inputs hold it: cost and quantity as typed the Turkish way. */
export type MaterialLineValues = Required<Omit<MaterialLine, 'cost' | 'quantity'>> & { cost: string; quantity: string };

/**
 * The new activity form as its inputs hold it: every type's metadata side by side (switching the
 * type keeps what was typed), numbers as text, the tags as one comma-separated text. Only the
 * chosen type's metadata is sent. Files go with image and PDF activities, through the upload route.
 */
export interface ActivityFormValues {
  type: ActivityTypeValue;
  /** The project step it is about; none for the project as a whole. */
  stepTemplateId: number | null;
  title: string;
  content: string;
  metadata: {
    tags: string;
    isPrivate: boolean;
    priority: 'high' | 'normal' | 'low';
    recipient: string;
    subject: string;
    phoneNumber: string;
    duration: string;
    url: string;
    materials: MaterialLineValues[];
    templateName: string;
    steps: { title: string; description: string }[];
    version: string;
  };
  files: File[];
}

export const lineValuesOf = (line: MaterialLine): MaterialLineValues => ({
  name: line.name,
  cost: turkishNumberText(line.cost, 2),
  quantity: turkishNumberText(line.quantity),
  unit: line.unit,
  supplier: line.supplier ?? '',
  notes: line.notes ?? '',
});

export const emptyLine = (): MaterialLineValues => lineValuesOf({ name: '', cost: 0, quantity: 1, unit: 'adet', supplier: '', notes: '' });

export const activityFormOf = (stepTemplateId: number | null = null): ActivityFormValues => ({
  type: 'note',
  stepTemplateId,
  title: '',
  content: '',
  metadata: { tags: '', isPrivate: false, priority: 'normal', recipient: '', subject: '', phoneNumber: '', duration: '', url: '', materials: [emptyLine()], templateName: '', steps: [{ title: '', description: '' }], version: '' },
  files: [],
});

/** A typed number for the schema: null when blank, NaN (refused by the schema) when unreadable. */
const numberOf = (text: string) => parseTurkishNumber(text);

/** The chosen type's metadata, with the keys its schema reads (activities.schema.ts's metadataSchemas). */
export const metadataOf = ({ type, metadata: m }: ActivityFormValues): Record<string, unknown> => {
  switch (type) {
    case 'note':
      return { tags: m.tags.split(',').map((s) => s.trim()).filter(Boolean), isPrivate: m.isPrivate };
    case 'comment':
      return { priority: m.priority };
    case 'mail':
      return { recipient: m.recipient, subject: m.subject };
    case 'phone':
      return { phoneNumber: m.phoneNumber, duration: numberOf(m.duration) };
    case 'link':
      return { url: m.url };
    case 'materials':
      return { materials: m.materials.map((l) => ({ ...l, cost: numberOf(l.cost), quantity: numberOf(l.quantity) })) };
    case 'procedure':
      return { templateName: m.templateName, steps: m.steps };
    case 'pdf':
      return { version: m.version };
    case 'image':
      return {};
  }
};

/** The body the form sends: the declared activity body, on the dialog's project. */
export const activityBodyOf = (values: ActivityFormValues, projectId: number) => ({
  projectId,
  stepTemplateId: values.stepTemplateId,
  type: values.type,
  title: values.title,
  content: values.content.trim() || null,
  metadata: metadataOf(values),
});

/** The form's rules are the declared ones: the activity body, with the metadata schema of its type (metadataSchemas). */
export const activityFormSchema = (type: ActivityTypeValue, projectId: number) =>
  z.preprocess((values: ActivityFormValues) => activityBodyOf(values, projectId), activityBodySchema.extend({ metadata: metadataSchemas[type] }));

export type ActivityBody = z.output<ReturnType<typeof activityFormSchema>>;

/** A refused tag shows under the one tags input, which holds them all. */
const tagsAsOne = (errors: FieldErrors<ActivityFormValues>): FieldErrors<ActivityFormValues> => {
  const tags: unknown = errors.metadata?.tags;
  if (!Array.isArray(tags)) return errors;
  return { ...errors, metadata: { ...errors.metadata, tags: tags.find(Boolean) as FieldError } };
};

/**
 * The form's resolver: the schema of the chosen type, so a title and a line's cost are refused in
 * the same submit, each at its field.
 */
export const activityResolver =
  (projectId: number): Resolver<ActivityFormValues, unknown, ActivityBody> =>
  async (values, context, options) => {
    const result = await zodResolver(activityFormSchema(values.type, projectId))(values, context, options);
    return { ...result, errors: tagsAsOne(result.errors) } as ResolverResult<ActivityFormValues, ActivityBody>;
  };
