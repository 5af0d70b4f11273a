import type { z } from 'zod';
import type { activitiesResource, ActivityTypeValue } from '../../domain/resources/activities';
import type { materialLineSchema, metadataSchemas } from '../../domain/resources/activities.schema';
import type { projectsResource } from '../../domain/resources/projects';
import type { projectStepSchema } from '../../domain/resources/projects.schema';
import type { projectTemplatesResource } from '../../domain/resources/projectTemplates';
import type { RecordOf } from '../../domain/resources/recordOf';

/**
 * The project screens' types. Records of declared resources (projects, activities, templates)
 * are derived from their declarations (RecordOf) and schemas; written out here is only what no
 * declaration describes: the items of lists a declaration calls 'list' (steps, files, members,
 * an activity's attachments) as the server's reply schemas answer them, and the answers of calls
 * that are not a resource (people to pick, comments, uploads, the list's counts).
 */

/**
 * A step of a project: a row of project_steps, kept by the project's behaviour (not a declared
 * resource), answered in the project's steps list. What a step change sets is the declared
 * projectStepSchema's; its template, name and place come from the project's template.
 */
export type ProjectStep = Required<z.output<typeof projectStepSchema>> & { id: number; stepTemplateId: number; stepName: string; position: number };

/** A user as GET /projects/people answers one (not a declared resource). */
export interface ProjectPerson {
  id: number;
  name: string;
  surname: string;
  role: number;
  company?: string | null;
}

export interface AttachmentFile {
  /** As the project's attachments list carries it. */
  key: string;
  kind: 'photo' | 'pdf' | 'file' | 'model';
  name: string;
  /** Bytes. */
  size: number;
  mimeType: string;
  /** Who uploaded it (null when that user is gone): a customer deletes only their own (issue 22). */
  uploadedBy?: number | null;
}

export type Project = RecordOf<
  typeof projectsResource,
  {
    /** Team members' ids, the manager and the customer not counted. */
    members: number[];
    memberUsers: ProjectPerson[];
    attachments: string[];
    attachmentFiles: AttachmentFile[];
    steps: ProjectStep[];
    /** Rounded percentage of completed steps. */
    progress: number;
    stepCount: number;
    completedSteps: number;
    createdAt: string;
    updatedAt: string;
  }
>;

/** The list answer's counts beside its page (the header cards). */
export interface ProjectSummary {
  total: number;
  active: number;
  completed: number;
}

/** Step template ids in order, with their names. */
export type ProjectTemplate = RecordOf<typeof projectTemplatesResource, { steps: number[]; stepNames: string[] }>;

export interface ActivityAttachment {
  name: string;
  mimeType: string;
  size: number;
  key: string;
  /** '/v1/activities/{id}/files?file=<key>': fetched with the session (bearer), never opened bare. */
  url: string;
}

export type MaterialLine = z.output<typeof materialLineSchema>;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Metadata as answered: any of the keys the types' schemas read (metadataSchemas), and a materials list's server total. */
export type ActivityMetadata = Partial<Intersection<z.output<(typeof metadataSchemas)[ActivityTypeValue]>>> & { totalCost?: number };

export type Activity = RecordOf<typeof activitiesResource, { metadata: ActivityMetadata; attachments: ActivityAttachment[]; commentCount: number; createdAt: string; updatedAt: string }>;

/** A comment under an activity (a sub-route, not a declared resource). */
export interface ActivityComment {
  id: number;
  userName: string;
  comment: string;
  createdAt: string;
}

/** The answer of POST /files/upload. */
export interface UploadedFile {
  /** '<category>/<id>'. */
  key: string;
  /** The id alone: what the project's attachments carry. */
  fileKey: string;
  name: string;
  size: number;
  mimeType: string;
  category: 'images' | 'pdfs' | 'files';
}
