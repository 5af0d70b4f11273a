import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { projectTemplatesResource } from '../../../domain/resources/projectTemplates';
import { projectTemplateSchema } from '../../../domain/resources/projectTemplates.schema';
import { stepTemplatesResource } from '../../../domain/resources/stepTemplates';
import { fill } from '../../../i18n/fill';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { templates as texts } from '../../../i18n/tr/templates';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { OrderedOperationList } from '../../jobs/OrderedOperationList';
import type { OrderedOperation } from '../../jobs/operationOrder';
import type { ProjectTemplate, StepTemplate } from '../projectTypes';
import { useTemplates } from './useTemplates';

const t = projectScreens.templates;

/** The first refusal of the declared schema, shown as a toast; null when the body passes. */
const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }): string | null => (result.success ? null : (result.error?.issues[0]?.message ?? null));

const stepNumber = (index: number) => `${index + 1}.`;

/** 'Proje Şablonları': templates whose steps are picked and put in order by drag. */
export const ProjectTemplatesDialog = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const { rows, save: saveRow, drop } = useTemplates<ProjectTemplate>(projectTemplatesResource.name, texts.projects.createFailed);
  const { rows: steps } = useTemplates<StepTemplate>(stepTemplatesResource.name, texts.steps.createFailed);
  const [editing, setEditing] = useState<ProjectTemplate | 'new' | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [ordered, setOrdered] = useState<OrderedOperation[]>([]);
  const open = (row: ProjectTemplate | 'new') => {
    setEditing(row);
    setName(row === 'new' ? '' : row.name);
    setDescription(row === 'new' ? '' : (row.description ?? ''));
    setOrdered(row === 'new' ? [] : row.steps.map((id, i) => ({ operationId: id, name: row.stepNames[i] ?? String(id) })));
  };
  const save = async () => {
    const row = editing === 'new' || editing === null ? null : editing;
    const body = { name, description: description.trim() || null, steps: ordered.map((o) => o.operationId) };
    const refused = refusal(projectTemplateSchema.safeParse(body));
    if (refused) return toast.error(refused);
    const id = row?.id ?? null;
    try {
      await saveRow(row, projectTemplateSchema.parse(body));
      toast.success(id === null ? texts.projects.created : texts.projects.updated);
      setEditing(null);
    } catch (err) {
      toast.error(requestErrorText(err, id === null ? texts.projects.createFailed : texts.projects.updateFailed));
    }
  };
  const remove = async (row: ProjectTemplate) => {
    if (!window.confirm(fill(t.deleteConfirm, { name: row.name }))) return;
    try {
      await drop(row);
      toast.success(texts.projects.deleted);
    } catch (err) {
      toast.error(requestErrorText(err, texts.projects.deleteFailed));
    }
  };
  const available = steps.filter((s) => s.status === 'active' && !ordered.some((o) => o.operationId === s.id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': texts.projects.title } as object }}>
      <DialogTitle sx={{ fontWeight: 800 }}>{editing ? (editing === 'new' ? t.newTemplate : t.editTemplate) : texts.projects.title}</DialogTitle>
      <DialogContent>
        {editing ? (
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            <TextField size="small" label={texts.projects.fields.name} value={name} onChange={(e) => setName(e.target.value)} fullWidth autoFocus />
            <TextField size="small" label={texts.projects.fields.description} value={description} onChange={(e) => setDescription(e.target.value)} fullWidth />
            <Typography sx={{ fontWeight: 700 }}>{t.stepsOfTemplate}</Typography>
            <OrderedOperationList list={ordered} onChange={setOrdered} labelOf={stepNumber} emptyText={t.noSteps} />
            <TextField size="small" select label={t.pickStep} value="" onChange={(e) => {
              const step = steps.find((s) => s.id === Number(e.target.value));
              if (step) setOrdered((list) => [...list, { operationId: step.id, name: step.name }]);
            }}>
              {available.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ) : (
          <List dense>
            {rows.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t.noTemplates}</Typography>}
            {rows.map((row) => (
              <ListItem
                key={row.id}
                divider
                secondaryAction={
                  <>
                    <IconButton aria-label={`${t.edit}: ${row.name}`} onClick={() => open(row)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={`${t.delete}: ${row.name}`} onClick={() => void remove(row)}>
                      <DeleteOutlineIcon fontSize="small" color="error" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={row.name} secondary={`${fill(t.stepCount, { n: row.steps.length })}: ${row.stepNames.join(' → ')}`} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {editing ? (
          <>
            <Button onClick={() => setEditing(null)}>{t.cancel}</Button>
            <Button variant="contained" onClick={save}>
              {t.save}
            </Button>
          </>
        ) : (
          <>
            <Box sx={{ flex: 1 }} />
            <Button onClick={onClose}>{t.close}</Button>
            <Button variant="contained" onClick={() => open('new')}>
              {t.newTemplate}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
