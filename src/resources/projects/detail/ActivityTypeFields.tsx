import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Permission } from '../../../domain/permissions';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTurkishNumberField } from '../../../ui/FormTurkishNumberField';
import { ActivityMaterialLines } from './ActivityMaterialLines';
import { ActivityProcedureSteps } from './ActivityProcedureSteps';
import type { ActivityFormValues } from './activityForm';
import { FilePickButton } from '../../../ui/FilePickButton';

const t = projectScreens.activity;
const row = { xs: 'column', sm: 'row' } as const;

interface ActivityTypeFieldsProps {
  form: UseFormReturn<ActivityFormValues, unknown, unknown>;
  /** An upload's share sent, while image or PDF files go up. */
  progress: number | null;
  /** The catalogues' pickers only for those who may read them; free text stays for everyone. */
  mayPick: (p: Permission) => boolean;
}

/** The metadata inputs of the chosen activity type (001 section 3), or its files for images and PDFs. */
export const ActivityTypeFields = ({ form, progress, mayPick }: ActivityTypeFieldsProps) => {
  const { control, setValue } = form;
  const [type, files] = useWatch({ control, name: ['type', 'files'] });
  switch (type) {
    case 'note':
      return (
        <>
          <FormTextField control={control} name="metadata.tags" size="small" fullWidth label={t.tags} />
          <Controller
            control={control}
            name="metadata.isPrivate"
            render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t.private} />}
          />
        </>
      );
    case 'comment':
      return (
        <FormTextField control={control} name="metadata.priority" select size="small" fullWidth label={t.priority}>
          {(['high', 'normal', 'low'] as const).map((p) => (
            <MenuItem key={p} value={p}>
              {activities.commentPriorities[p]}
            </MenuItem>
          ))}
        </FormTextField>
      );
    case 'mail':
      return (
        <Stack direction={row} spacing={2}>
          <FormTextField control={control} name="metadata.recipient" size="small" fullWidth label={t.recipient} type="email" />
          <FormTextField control={control} name="metadata.subject" size="small" fullWidth label={t.subject} />
        </Stack>
      );
    case 'phone':
      return (
        <Stack direction={row} spacing={2}>
          <FormTextField control={control} name="metadata.phoneNumber" size="small" fullWidth label={t.phoneNumber} />
          <FormTurkishNumberField control={control} name="metadata.duration" size="small" fullWidth label={t.duration} />
        </Stack>
      );
    case 'link':
      return <FormTextField control={control} name="metadata.url" size="small" fullWidth label={t.url} placeholder="https://" />;
    case 'materials':
      return <ActivityMaterialLines control={control} mayPick={mayPick('canAccessMaterials')} />;
    case 'procedure':
      return <ActivityProcedureSteps control={control} setValue={setValue} mayPick={mayPick('canAccessProcedures')} />;
    case 'image':
    case 'pdf':
      return (
        <Stack spacing={1}>
          {type === 'pdf' && <FormTextField control={control} name="metadata.version" size="small" fullWidth label={t.version} />}
          <FilePickButton
            variant="outlined"
            multiple={type === 'image'}
            accept={type === 'image' ? 'image/png,image/jpeg,image/webp,image/gif' : 'application/pdf'}
            inputTestId="activity-file-input"
            onFiles={(chosen) => setValue('files', chosen)}
          >
            {type === 'image' ? t.images : t.pdf} {files.length ? `(${files.length})` : ''}
          </FilePickButton>
          {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={projectScreens.form.uploading} />}
        </Stack>
      );
  }
};
