import { z } from 'zod';
import { STEP_STATUSES } from './projects';

/*
 * What the project and activity routes answer that is not a declared record: the items of a
 * project's computed lists (server/services/projects/projectSql.ts writes them), the people to
 * pick, an activity's files and comments, an upload's answer. The routes declare their replies
 * with these shapes and the screens take their types from them, so neither side restates them.
 */

/** A user as GET /projects/people answers one (and a project's memberUsers, without the company). */
export const projectPersonReply = z.object({ id: z.number(), name: z.string(), surname: z.string(), role: z.number(), company: z.string().nullable().optional() });

/** A step of a project: a row of project_steps, named and placed by the project's template. */
export const projectStepReply = z.object({
  id: z.number(),
  stepTemplateId: z.number(),
  stepName: z.string(),
  status: z.enum(STEP_STATUSES),
  progress: z.number(),
  notes: z.string().nullable(),
  position: z.number(),
});

/** What a key of a project's attachments is; uploadedBy is null when that user is gone (a customer deletes only their own, issue 22). */
export const attachmentFileReply = z.object({
  key: z.string(),
  kind: z.enum(['photo', 'pdf', 'file', 'model']),
  name: z.string(),
  /** Bytes. */
  size: z.number(),
  mimeType: z.string(),
  uploadedBy: z.number().nullable().optional(),
});

/** A file of an image or PDF activity; url is '/v1/activities/{id}/files?file=<key>', fetched with the session. */
export const activityFileReply = z.object({ name: z.string(), mimeType: z.string(), size: z.number(), key: z.string(), url: z.string() });

/** A comment under an activity (GET and POST /activities/{id}/comments). */
export const activityCommentReply = z.object({ id: z.number(), userName: z.string(), comment: z.string(), createdAt: z.union([z.string(), z.date()]) });

export type ProjectPerson = z.output<typeof projectPersonReply>;
export type ProjectStep = z.output<typeof projectStepReply>;
export type AttachmentFile = z.output<typeof attachmentFileReply>;
export type ActivityFile = z.output<typeof activityFileReply>;
/** As the browser reads it: the date is JSON's string. */
export type ActivityComment = Omit<z.output<typeof activityCommentReply>, 'createdAt'> & { createdAt: string };
