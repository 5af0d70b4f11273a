import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCreate, usePermissions } from 'react-admin';
import { formatMoney } from '../../../domain/format';
import type { Permission } from '../../../domain/permissions';
import { ACTIVITY_TYPES, activitiesResource, type ActivityTypeValue } from '../../../domain/resources/activities';
import { materialsResource, type MaterialRecord } from '../../../domain/resources/materials';
import { proceduresResource, type ProcedureRecord } from '../../../domain/resources/procedures';
import { activityBodySchema, materialsTotal } from '../../../domain/resources/activities.schema';
import { parseTurkishNumber, turkishNumberText } from '../../../domain/turkishNumber';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { validation } from '../../../i18n/tr/validation';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { ResourceSearchPicker } from '../../../ui/ResourceSearchPicker';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { uploadActivity } from '../projectApi';
import type { Activity, MaterialLine } from '../projectTypes';
import { catalogueLine, procedureSteps } from './activityPrefill';
import { DialogActionRow } from '../../../ui/DialogActionRow';

const t = projectScreens.activity;
const emptyLine = (): MaterialLine => ({ name: '', cost: 0, quantity: 1, unit: 'adet', supplier: '', notes: '' });
/** A number field's value, a number or typed the Turkish way (12,50); null when blank, NaN when unreadable. */
const numberOf = (typed: unknown) => (typeof typed === 'number' ? typed : parseTurkishNumber(String(typed ?? '')));
/** A number field's text: a number (a default, a filled-in price) as Turkish writes it, else as typed. */
const numberText = (value: unknown) => (typeof value === 'number' ? turkishNumberText(value) : String(value ?? ''));

/** A new activity of any of the nine types on a step, with the metadata its type carries (001 section 3). */
export const ActivityCreateDialog = ({ projectId, stepTemplateId, onClose, onCreated }: { projectId: number; stepTemplateId: number | null; onClose: () => void; onCreated: (a: Activity) => void }) => {
  const toast = useToast();
  const [type, setType] = useState<ActivityTypeValue>('note');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [meta, setMeta] = useState<Record<string, string | boolean>>({ priority: 'normal', isPrivate: false });
  const [lines, setLines] = useState<MaterialLine[]>([emptyLine()]);
  const [steps, setSteps] = useState([{ title: '', description: '' }]);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [create] = useCreate();
  const text = (key: string, label: string, extra: object = {}) => (
    <TextField size="small" fullWidth label={label} value={String(meta[key] ?? '')} onChange={(e) => setMeta((m) => ({ ...m, [key]: e.target.value }))} {...extra} />
  );
  const metadataOf = (): Record<string, unknown> => {
    switch (type) {
      case 'note':
        return { tags: String(meta.tags ?? '').split(',').map((s) => s.trim()).filter(Boolean), isPrivate: Boolean(meta.isPrivate) };
      case 'comment':
        return { priority: meta.priority };
      case 'mail':
        return { recipient: meta.recipient, subject: meta.subject ?? '' };
      case 'phone':
        return { phoneNumber: meta.phoneNumber, duration: numberOf(meta.duration) ?? 0 };
      case 'link':
        return { url: meta.url };
      case 'materials':
        return { materials: lines.map((l) => ({ ...l, cost: numberOf(l.cost), quantity: numberOf(l.quantity) })) };
      case 'procedure':
        return { templateName: meta.templateName ?? '', steps };
      default:
        return {};
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The declared title rule (required, at most 200), before any file goes up.
    const titleRefused = activityBodySchema.shape.title.safeParse(title).error?.issues[0]?.message;
    if (titleRefused) return toast.error(titleRefused);
    // NaN would travel as null, which the server reads as 0: an unreadable number is refused here.
    const typedNumbers = type === 'phone' ? [meta.duration] : type === 'materials' ? lines.flatMap((l) => [l.cost, l.quantity]) : [];
    if (typedNumbers.some((v) => Number.isNaN(numberOf(v)))) return toast.error(validation.numberUnreadable);
    setBusy(true);
    try {
      const onProgress = (loaded: number, total: number) => setProgress(total ? (loaded / total) * 100 : 0);
      const created =
        type === 'image' || type === 'pdf'
          ? await uploadActivity(type === 'image' ? 'images' : 'pdf', { projectId, stepTemplateId, title: title.trim(), description: content.trim() || undefined, version: type === 'pdf' ? String(meta.version ?? '') || undefined : undefined }, files, { onProgress })
          : ((await create(activitiesResource.name, { data: { projectId, stepTemplateId, type, title: title.trim(), content: content.trim() || null, metadata: metadataOf() } }, { returnPromise: true })) as Activity);
      toast.success(t.created);
      onCreated(created);
    } catch (err) {
      toast.error(requestErrorText(err, t.createFailed));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  // The catalogues' pickers only for those who may read them; free text stays for everyone.
  const { permissions } = usePermissions<readonly Permission[]>();
  const mayPick = (p: Permission) => !!permissions?.includes(p);
  // A catalogue material takes the place of the untouched first line, else comes after the others.
  const addCatalogueLine = (m: MaterialRecord) => setLines((ls) => (ls.length === 1 && !ls[0]!.name.trim() ? [catalogueLine(m)] : [...ls, catalogueLine(m)]));
  const fillProcedure = (p: ProcedureRecord) => {
    setMeta((m) => ({ ...m, templateName: p.title }));
    setSteps(procedureSteps(p));
  };
  const setLine = (i: number, key: keyof MaterialLine, value: string) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, [key]: value } : l)));
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-label': t.dialogTitle } as object }}>
      <DialogTitle sx={{ fontWeight: 800 }}>{t.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select size="small" label={t.type} value={type} onChange={(e) => { setType(e.target.value as ActivityTypeValue); setFiles([]); }}>
            {ACTIVITY_TYPES.map((ty) => (
              <MenuItem key={ty} value={ty}>
                {activities.types[ty]}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label={t.title} value={title} onChange={(e) => setTitle(e.target.value)} required fullWidth />
          <TextField size="small" label={t.description} value={content} onChange={(e) => setContent(e.target.value)} multiline minRows={2} fullWidth />
          {type === 'note' && (
            <>
              {text('tags', t.tags)}
              <FormControlLabel control={<Checkbox checked={Boolean(meta.isPrivate)} onChange={(e) => setMeta((m) => ({ ...m, isPrivate: e.target.checked }))} />} label={t.private} />
            </>
          )}
          {type === 'comment' &&
            text('priority', t.priority, {
              select: true,
              children: (['high', 'normal', 'low'] as const).map((p) => (
                <MenuItem key={p} value={p}>
                  {activities.commentPriorities[p]}
                </MenuItem>
              )),
            })}
          {type === 'mail' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('recipient', t.recipient, { type: 'email' })}
              {text('subject', t.subject)}
            </Stack>
          )}
          {type === 'phone' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('phoneNumber', t.phoneNumber)}
              <TurkishNumberField size="small" fullWidth label={t.duration} value={numberText(meta.duration)} onChange={(duration) => setMeta((m) => ({ ...m, duration }))} />
            </Stack>
          )}
          {type === 'link' && text('url', t.url, { placeholder: 'https://' })}
          {type === 'materials' && (
            <Stack spacing={1}>
              {mayPick('canAccessMaterials') && (
                <ResourceSearchPicker<MaterialRecord> resource={materialsResource.name} label={t.pickMaterial} sort={{ field: 'name', order: 'ASC' }} optionLabel={(m) => m.name} onPick={addCatalogueLine} />
              )}
              {lines.map((l, i) => (
                <Stack key={i} spacing={0.5} data-testid="material-line">
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField size="small" label={t.materialName} value={l.name} onChange={(e) => setLine(i, 'name', e.target.value)} sx={{ flex: 2 }} />
                    <TurkishNumberField size="small" label={t.cost} value={numberText(l.cost)} onChange={(v) => setLine(i, 'cost', v)} minDecimals={2} sx={{ flex: 1 }} />
                    <TurkishNumberField size="small" label={t.quantity} value={numberText(l.quantity)} onChange={(v) => setLine(i, 'quantity', v)} sx={{ flex: 1 }} />
                    <TextField size="small" label={t.unit} value={l.unit} onChange={(e) => setLine(i, 'unit', e.target.value)} sx={{ flex: 1 }} />
                    <TextField size="small" label={t.supplier} value={l.supplier} onChange={(e) => setLine(i, 'supplier', e.target.value)} sx={{ flex: 1 }} />
                  </Stack>
                  {l.notes && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{l.notes}</Typography>}
                </Stack>
              ))}
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Button size="small" onClick={() => setLines((ls) => [...ls, emptyLine()])}>
                  {t.addLine}
                </Button>
                <Typography sx={{ ml: 'auto', fontWeight: 700 }} data-testid="materials-total">
                  {t.totalCost}: {formatMoney(materialsTotal(lines.map((l) => ({ cost: numberOf(l.cost) || 0, quantity: numberOf(l.quantity) || 0 }))))}
                </Typography>
              </Stack>
            </Stack>
          )}
          {type === 'procedure' && (
            <Stack spacing={1}>
              {mayPick('canAccessProcedures') && (
                <ResourceSearchPicker<ProcedureRecord>
                  resource={proceduresResource.name}
                  label={t.pickProcedure}
                  filter={{ isActive: true }}
                  sort={{ field: 'title', order: 'ASC' }}
                  optionLabel={(p) => p.title}
                  onPick={fillProcedure}
                />
              )}
              {text('templateName', t.templateName)}
              {steps.map((s, i) => (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField size="small" label={`${t.stepTitle} ${i + 1}`} value={s.title} onChange={(e) => setSteps((ss) => ss.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)))} sx={{ flex: 1 }} />
                  <TextField size="small" label={t.stepDescription} value={s.description} onChange={(e) => setSteps((ss) => ss.map((x, j) => (j === i ? { ...x, description: e.target.value } : x)))} sx={{ flex: 2 }} />
                </Stack>
              ))}
              <Button size="small" onClick={() => setSteps((ss) => [...ss, { title: '', description: '' }])} sx={{ alignSelf: 'flex-start' }}>
                {t.addStep}
              </Button>
            </Stack>
          )}
          {(type === 'image' || type === 'pdf') && (
            <Stack spacing={1}>
              {type === 'pdf' && text('version', t.version)}
              <Button variant="outlined" component="label">
                {type === 'image' ? t.images : t.pdf} {files.length ? `(${files.length})` : ''}
                <input hidden type="file" multiple={type === 'image'} accept={type === 'image' ? 'image/png,image/jpeg,image/webp,image/gif' : 'application/pdf'} data-testid="activity-file-input" onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
              </Button>
              {progress !== null && <LinearProgress variant="determinate" value={progress} />}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActionRow cancelLabel={t.cancel} confirmLabel={t.save} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
