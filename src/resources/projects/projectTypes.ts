/**
 * Projects, steps, templates, activities and files as the API answers them (the contract of
 * issue 8; the server's reply schemas are the authority). Shared by the list and detail screens.
 */
export type ProjectStatus = 'pending' | 'in-progress' | 'completed' | 'cancelled';
export type ProjectPriority = 'low' | 'medium' | 'high' | 'critical';
export type StepStatus = 'pending' | 'in-progress' | 'completed' | 'skipped' | 'cancelled';
export type AttachmentKind = 'photo' | 'pdf' | 'file' | 'model';

export interface ProjectStep {
  id: number;
  stepTemplateId: number;
  stepName: string;
  status: StepStatus;
  progress: number;
  notes: string | null;
  position: number;
}

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
  kind: AttachmentKind;
  name: string;
  /** Bytes. */
  size: number;
  mimeType: string;
  /** Who uploaded it (null when that user is gone): a customer deletes only their own (issue 22). */
  uploadedBy?: number | null;
}

export interface Project {
  id: number;
  name: string;
  description: string | null;
  status: ProjectStatus;
  priority: ProjectPriority;
  createdBy: number | null;
  createdByName: string | null;
  projectManager: number | null;
  projectManagerName: string | null;
  requestNo: string | null;
  oem: number | null;
  oemName: string | null;
  /** Team members' ids, the manager and the customer not counted. */
  members: number[];
  memberUsers: ProjectPerson[];
  /** 'YYYY-MM-DD'. */
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  projectTemplateId: number | null;
  attachments: string[];
  attachmentFiles: AttachmentFile[];
  steps: ProjectStep[];
  /** Rounded percentage of completed steps. */
  progress: number;
  stepCount: number;
  completedSteps: number;
}

export interface ProjectSummary {
  total: number;
  active: number;
  completed: number;
}

export interface StepTemplate {
  id: number;
  name: string;
  description: string | null;
  status: 'active' | 'inactive';
  createdAt: string;
  updatedAt: string;
}

export interface ProjectTemplate {
  id: number;
  name: string;
  description: string | null;
  /** Step template ids in order. */
  steps: number[];
  stepNames: string[];
  createdAt: string;
  updatedAt: string;
}

export type ActivityType = 'pdf' | 'note' | 'image' | 'mail' | 'comment' | 'phone' | 'materials' | 'procedure' | 'link';

export interface ActivityAttachment {
  name: string;
  mimeType: string;
  size: number;
  key: string;
  /** '/v1/activities/{id}/files?file=<key>': fetched with the session (bearer), never opened bare. */
  url: string;
}

export interface MaterialLine {
  name: string;
  cost: number;
  quantity: number;
  unit: string;
  supplier?: string;
  notes?: string;
}

/** Metadata by type (section 3); the server validates each. */
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

export interface Activity {
  id: number;
  projectId: number;
  stepTemplateId: number | null;
  type: ActivityType;
  title: string;
  content: string | null;
  metadata: ActivityMetadata;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  attachments: ActivityAttachment[];
  commentCount: number;
}

export interface ActivityComment {
  id: number;
  userName: string;
  comment: string;
  createdAt: string;
}

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
