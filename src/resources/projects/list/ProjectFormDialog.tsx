import { useEffect, useState, type FormEvent } from 'react';
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
import { PROJECT_PRIORITIES, PROJECT_STATUSES } from '../../../domain/resources/projects';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { fieldErrorsOf, requestErrorText } from '../../../ui/requestError';
import { DayPicker } from '../../../ui/DayPicker';
import { useToast } from '../../../ui/ToastProvider';
import { listProjectTemplates, projectPeople, saveProject, uploadProjectFile, uploadProjectPhoto, type ProjectBody } from '../projectApi';
import type { Project, ProjectPerson, ProjectTemplate } from '../projectTypes';

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
  const [form, setForm] = useState({
    name: project?.name ?? '',
    description: project?.description ?? '',
    status: project?.status ?? 'pending',
    priority: project?.priority ?? 'medium',
    projectManager: project?.projectManager ? String(project.projectManager) : '',
    oem: project?.oem ? String(project.oem) : '',
    requestNo: project?.requestNo ?? '',
    startDate: project?.startDate ?? '',
    endDate: project?.endDate ?? '',
    projectTemplateId: '',
    members: (project?.members ?? []).map(String),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [people, setPeople] = useState<{ staff: ProjectPerson[]; customers: ProjectPerson[] }>({ staff: [], customers: [] });
  const [templates, setTemplates] = useState<ProjectTemplate[]>([]);
  const [photos, setPhotos] = useState<File[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    projectPeople().then(setPeople, (err: unknown) => toast.error(requestErrorText(err, projects.members.usersFailed)));
    if (!project) listProjectTemplates().then(setTemplates, (err: unknown) => toast.error(requestErrorText(err, projects.templateStepsFailed)));
  }, [project, toast]);

  const set = (key: keyof typeof form) => (value: string | string[]) => setForm((s) => ({ ...s, [key]: value }));
  const field = (key: 'name' | 'description' | 'requestNo', label: string, extra: object = {}) => (
    <TextField label={label} value={form[key]} onChange={(e) => set(key)(e.target.value)} error={!!errors[key]} helperText={errors[key]} size="small" fullWidth {...extra} />
  );

  const day = (key: 'startDate' | 'endDate', label: string) => (
    <DayPicker label={label} value={form[key]} onChange={set(key)} error={!!errors[key]} helperText={errors[key]} size="small" fullWidth name={key} />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim()) {
      setErrors({ name: projects.validation.nameRequired });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      // Uploads first; the project then carries their keys.
      const uploads = [...photos, ...files];
      const keys: string[] = [];
      for (const [i, file] of uploads.entries()) {
        const events = { onProgress: (loaded: number, total: number) => setProgress(((i + (total ? loaded / total : 0)) / uploads.length) * 100) };
        keys.push(i < photos.length ? await uploadProjectPhoto(file, events) : (await uploadProjectFile(file, events)).fileKey);
      }
      setProgress(null);
      const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
      const body: ProjectBody = {
        name: form.name.trim(),
        description: orNull(form.description),
        priority: form.priority,
        requestNo: orNull(form.requestNo),
        startDate: orNull(form.startDate),
        endDate: orNull(form.endDate),
        members: form.members.map(Number),
        attachments: [...(project?.attachments ?? []), ...keys],
      };
      if (!customer) Object.assign(body, { status: form.status, projectManager: form.projectManager ? Number(form.projectManager) : null });
      if (role === 3) body.oem = form.oem ? Number(form.oem) : null;
      if (!project && form.projectTemplateId) body.projectTemplateId = Number(form.projectTemplateId);
      const saved = await saveProject(project?.id ?? null, body);
      toast.success(project ? projects.updated : projects.created);
      onSaved(saved);
    } catch (err) {
      setProgress(null);
      setErrors(fieldErrorsOf(err));
      toast.error(requestErrorText(err, project ? projects.updateFailed : projects.createFailed));
    } finally {
      setSaving(false);
    }
  };

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
