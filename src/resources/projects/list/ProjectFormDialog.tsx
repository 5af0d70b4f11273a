import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useGetList, useUpdate } from 'react-admin';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROJECT_PRIORITIES, PROJECT_STATUSES, projectsResource } from '../../../domain/resources/projects';
import { projectTemplatesResource } from '../../../domain/resources/projectTemplates';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { fieldErrorsOf, requestErrorText } from '../../../ui/requestError';
import { DayPicker } from '../../../ui/DayPicker';
import { useToast } from '../../../ui/ToastProvider';
import { projectPeople, uploadProjectFile, uploadProjectPhoto } from '../projectApi';
import type { Project, ProjectPerson, ProjectTemplate } from '../projectTypes';
import { projectFormOf, projectFormSchema, type ProjectBody, type ProjectFormValues } from './projectForm';

const t = projectScreens.form;
const f = projects.fields;
const personName = (p: ProjectPerson) => `${p.name} ${p.surname}`;

interface ProjectFormDialogProps {
  /** null: a new project. */
  project: Project | null;
  /** The signed-in user's role: a customer is the OEM of what they create and sets no manager or status. */
  role: number;
  onClose: () => void;
  onSaved: (project: Project) => void;
}

/**
 * New / edit project (001 sections 2.4, 7): photos and files are uploaded first, each with its
 * progress, then the project is sent with their keys (without the images/, pdfs/, files/ prefix).
 */
export const ProjectFormDialog = ({ project, role, onClose, onSaved }: ProjectFormDialogProps) => {
  const toast = useToast();
  const customer = role === 0;
  const [create] = useCreate<Project>();
  const [update] = useUpdate<Project>();
  // The form checks the body it makes against the declared schema; the server checks the rest (end ≥ start, who may).
  const { watch, setValue, handleSubmit, setError, formState } = useForm<ProjectFormValues, unknown, ProjectBody>({
    resolver: zodResolver(projectFormSchema(role, !project)),
    defaultValues: projectFormOf(project),
  });
  const form = watch();
  const errors = Object.fromEntries(Object.entries(formState.errors).map(([key, error]) => [key, error?.message])) as Record<string, string | undefined>;
  const [people, setPeople] = useState<{ staff: ProjectPerson[]; customers: ProjectPerson[] }>({ staff: [], customers: [] });
  const { data: templates = [] } = useGetList<ProjectTemplate>(
    projectTemplatesResource.name,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: !project, onError: (err: unknown) => toast.error(requestErrorText(err, projects.templateStepsFailed)) },
  );
  const [photos, setPhotos] = useState<File[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    projectPeople().then(setPeople, (err: unknown) => toast.error(requestErrorText(err, projects.members.usersFailed)));
  }, [toast]);

  const set = (key: keyof ProjectFormValues) => (value: string | string[]) => setValue(key, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const field = (key: 'name' | 'description' | 'requestNo', label: string, extra: object = {}) => (
    <TextField label={label} value={form[key]} onChange={(e) => set(key)(e.target.value)} error={!!errors[key]} helperText={errors[key]} size="small" fullWidth {...extra} />
  );

  const day = (key: 'startDate' | 'endDate', label: string) => (
    <DayPicker label={label} value={form[key]} onChange={set(key)} error={!!errors[key]} helperText={errors[key]} size="small" fullWidth name={key} />
  );

  const submit = handleSubmit(async (checked) => {
    setSaving(true);
    try {
      // Uploads first; the project then carries their keys.
      const uploads = [...photos, ...files];
      const keys: string[] = [];
      for (const [i, file] of uploads.entries()) {
        const events = { onProgress: (loaded: number, total: number) => setProgress(((i + (total ? loaded / total : 0)) / uploads.length) * 100) };
        keys.push(i < photos.length ? await uploadProjectPhoto(file, events) : (await uploadProjectFile(file, events)).fileKey);
      }
      setProgress(null);
      const data = { ...checked, attachments: [...(project?.attachments ?? []), ...keys] };
      const options = { mutationMode: 'pessimistic', returnPromise: true } as const;
      const saved = project ? await update(projectsResource.name, { id: project.id, data, previousData: project }, options) : await create(projectsResource.name, { data }, { returnPromise: true });
      toast.success(project ? projects.updated : projects.created);
      onSaved(saved as Project);
    } catch (err) {
      setProgress(null);
      for (const [key, message] of Object.entries(fieldErrorsOf(err))) setError(key as keyof ProjectFormValues, { message });
      toast.error(requestErrorText(err, project ? projects.updateFailed : projects.createFailed));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-label': project ? t.editTitle : t.createTitle } as object }}>
      <DialogTitle sx={{ fontWeight: 800 }}>{project ? t.editTitle : t.createTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {field('name', f.name, { required: true, autoFocus: true })}
          {field('description', f.description, { multiline: true, minRows: 2 })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {!customer && (
              <TextField select label={f.status} value={form.status} onChange={(e) => set('status')(e.target.value)} size="small" fullWidth>
                {PROJECT_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {projects.statuses[s]}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField select label={f.priority} value={form.priority} onChange={(e) => set('priority')(e.target.value)} size="small" fullWidth>
              {PROJECT_PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {projects.priorities[p]}
                </MenuItem>
              ))}
            </TextField>
            {field('requestNo', f.requestNo)}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {!customer && (
              <TextField select label={f.projectManager} value={form.projectManager} onChange={(e) => set('projectManager')(e.target.value)} error={!!errors.projectManager} helperText={errors.projectManager} size="small" fullWidth>
                <MenuItem value="">{t.none}</MenuItem>
                {people.staff.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {personName(p)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {role === 3 ? (
              <TextField select label={f.oem} value={form.oem} onChange={(e) => set('oem')(e.target.value)} error={!!errors.oem} helperText={errors.oem} size="small" fullWidth>
                <MenuItem value="">{t.none}</MenuItem>
                {people.customers.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {personName(p)}
                    {p.company ? ` (${p.company})` : ''}
                  </MenuItem>
                ))}
              </TextField>
            ) : customer ? (
              <Typography sx={{ color: 'text.secondary', fontSize: 14, alignSelf: 'center' }}>{t.customerFixed}</Typography>
            ) : null}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {day('startDate', f.startDate)}
            {day('endDate', f.endDate)}
            {!project && (
              <TextField select label={t.template} value={form.projectTemplateId} onChange={(e) => set('projectTemplateId')(e.target.value)} size="small" fullWidth error={!!errors.projectTemplateId} helperText={errors.projectTemplateId}>
                <MenuItem value="">{t.noTemplate}</MenuItem>
                {templates.map((tp) => (
                  <MenuItem key={tp.id} value={String(tp.id)}>
                    {tp.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          {!customer && (
            <TextField
              select
              label={f.members}
              value={form.members}
              onChange={(e) => set('members')(e.target.value as unknown as string[])}
              error={!!errors.members}
              helperText={errors.members}
              size="small"
              fullWidth
              slotProps={{ select: { multiple: true, renderValue: (v) => people.staff.filter((p) => (v as string[]).includes(String(p.id))).map(personName).join(', ') } }}
            >
              {people.staff
                .filter((p) => String(p.id) !== form.projectManager)
                .map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {personName(p)}
                  </MenuItem>
                ))}
            </TextField>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="outlined" component="label" fullWidth>
              {t.addPhotos} {photos.length ? `(${photos.length})` : ''}
              <input hidden type="file" multiple accept="image/png,image/jpeg,image/webp,image/gif" data-testid="project-photo-input" onChange={(e) => setPhotos(Array.from(e.target.files ?? []))} />
            </Button>
            <Button variant="outlined" component="label" fullWidth>
              {t.addFiles} {files.length ? `(${files.length})` : ''}
              <input hidden type="file" multiple data-testid="project-file-input" onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
            </Button>
          </Stack>
          {errors.attachments && <Typography sx={{ color: 'error.main', fontSize: 13 }}>{errors.attachments}</Typography>}
          {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={t.uploading} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
