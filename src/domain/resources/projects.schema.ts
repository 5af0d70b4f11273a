import { z } from 'zod';
import { projects as texts } from '../../i18n/tr/projects';
import { calendarDay } from '../validation/dates';
import { PROJECT_PRIORITIES, PROJECT_STATUSES, STEP_STATUSES } from './projects';
import { rowId, wholeNumber } from '../validation/wholeNumbers';

const v = texts.validation;
const userRef = rowId(v.userInvalid);
/** An attachment key as the client sends it: with or without its 'images/', 'pdfs/', 'files/' folder. */
const attachmentKey = z.string({ error: v.attachmentInvalid }).trim().min(1, v.attachmentInvalid).max(300, v.attachmentInvalid);

/** The body of a project (001 sections 2.4, 3, 5); end ≥ start is checked by the server's rules. */
export const projectSchema = z.object({
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(200),
  description: z.string().trim().max(5000).nullable().optional(),
  status: z.enum(PROJECT_STATUSES, { error: v.statusInvalid }).optional(),
  priority: z.enum(PROJECT_PRIORITIES, { error: v.priorityInvalid }).optional(),
  projectManager: userRef.nullable().optional(),
  oem: userRef.nullable().optional(),
  requestNo: z.string().trim().max(100).nullable().optional(),
  startDate: calendarDay(v.dateInvalid).nullable().optional(),
  endDate: calendarDay(v.dateInvalid).nullable().optional(),
  projectTemplateId: rowId(v.templateInvalid).nullable().optional(),
  members: z.array(userRef).max(100).optional(),
  attachments: z.array(attachmentKey).max(200).optional(),
});

/** A step's change (001 section 7: PUT /projects/{id}/steps/{stepTemplateId}): status, progress, notes. */
export const projectStepSchema = z
  .object({
    status: z.enum(STEP_STATUSES, { error: v.stepStatus }).optional(),
    progress: wholeNumber(v.stepProgress, 0, 100).optional(),
    notes: z.string().trim().max(5000).nullable().optional(),
  })
  .strict();
