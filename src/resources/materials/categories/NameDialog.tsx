import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { requestErrorText } from '../../../ui/requestError';
import { boundField } from '../../../ui/boundField';

/** The declared schema's name rule (a category's or a subcategory's), with its own texts. */
export type NameSchema = z.ZodObject<{ name: z.ZodString }>;

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  schema: NameSchema;
  failedText: string;
  /** The name as the schema leaves it (trimmed). */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** One name to type: adding or renaming a category or a subcategory. The server's refusal shows inside. */
export const NameDialog = ({ open, title, label, initial = '', schema, failedText, onSave, onClose }: NameDialogProps) => {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const { control, handleSubmit, reset, formState } = useForm<{ name: string }>({ resolver, defaultValues: { name: initial } });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    reset({ name: initial });
    setFailure(null);
  }, [open, initial, reset]);
  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSave(name);
    } catch (err) {
      setFailure(requestErrorText(err, failedText));
    }
  });
  return (
    <FormDialog
      open={open}
      title={title}
      saveLabel={materialScreens.categories.save}
      cancelLabel={materialScreens.categories.cancel}
      busy={formState.isSubmitting}
      error={formState.errors.name?.message ?? failure}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="name"
        render={(c) => <TextField {...boundField(c)} label={label} fullWidth autoFocus required slotProps={{ htmlInput: { maxLength: schema.shape.name.maxLength ?? undefined } }} />}
      />
    </FormDialog>
  );
};
