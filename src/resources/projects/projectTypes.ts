import type { z } from 'zod';
import type { activitiesResource } from '../../domain/resources/activities';
import type { materialLineSchema } from '../../domain/resources/activities.schema';
import type { projectsResource, StepStatusValue } from '../../domain/resources/projects';
import type { projectTemplatesResource } from '../../domain/resources/projectTemplates';
import type { RecordOf } from '../../domain/resources/recordOf';
import type { stepTemplatesResource } from '../../domain/resources/stepTemplates';

/**
 * The records of the project screens, derived from their declarations (RecordOf); only what a
 * declaration calls a list or an object (steps, files, members, metadata) is spelt out here,
 * as the server's reply schemas answer it.
 */

/** A step of a project, kept in project_steps by the server's behaviour. */
export interface ProjectStep {
  id: number;
  stepTemplateId: number;
  stepName: string;
  status: StepStatusValue;
  progress: number;
  notes: string | null;
  position: number;
}

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

export type StepTemplate = RecordOf<typeof stepTemplatesResource>;

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

/** Metadata by type (section 3; metadataSchemas checks each): the keys every type may carry. */
export interface ActivityMetadata {
  recipient?: string;
  subject?: string;
  phoneNumber?: string;
  duration?: number;
  url?: string;
  materials?: MaterialLine[];
  totalCost?: number;
  templateName?: string;
  steps?: { title: string; description: string }[];
  fileCount?: number;
  totalSize?: number;
  tags?: string[];
  isPrivate?: boolean;
  priority?: 'high' | 'normal' | 'low';
  version?: string;
  fileName?: string;
  fileSize?: number;
  stepTemplateId?: number;
}

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
