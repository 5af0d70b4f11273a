import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { dayHoursBody } from '../../../domain/shop';
import { formatTurkishNumber } from '../../../domain/turkishNumber';
import { fill } from '../../../i18n/fill';
import { shop } from '../../../i18n/tr/shop';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import type { ShopBench } from '../../../providers/shopMethods';
import { useMethodCache, useMethodMutation } from '../../../providers/useMethodQuery';
import { typedNumber } from '../../../resources/generic/typedNumber';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTurkishNumberField } from '../../../ui/FormTurkishNumberField';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { shopQueryKeys } from '../../../providers/shopQueryKeys';

const t = shopScreens.board.dayHours;

/** The server's own rule (0 < hours ≤ 24), read from the Turkish text typed (7,5). */
const dayHoursForm = z.object({ dayHours: typedNumber(dayHoursBody.shape.dayHours) });

/** A bench's working hours a day, set from its board column; the board redraws from the answer. */
export const DayHoursDialog = ({ bench, shown, onClose }: { bench: ShopBench; shown: number; onClose: () => void }) => {
  const cache = useMethodCache();
  const toast = useToast();
  const { control, handleSubmit } = useForm<z.input<typeof dayHoursForm>, unknown, z.output<typeof dayHoursForm>>({
    resolver: zodResolver(dayHoursForm),
    defaultValues: { dayHours: formatTurkishNumber(bench.dayHours) },
  });
  const save = useMethodMutation((dataProvider, dayHours: number) => dataProvider.setBenchDayHours({ benchId: bench._id, dayHours, shown }), {
    onSuccess: (board) => {
      cache.set(shopQueryKeys.board(shown), board);
      toast.success(shop.dayHoursSaved);
      onClose();
    },
  });
  return (
    <FormDialog
      title={fill(t.title, { bench: bench.name })}
      saveLabel={t.save}
      cancelLabel={t.cancel}
      busy={save.isPending}
      error={save.error ? requestErrorText(save.error, t.saveFailed) : null}
      onSubmit={handleSubmit(({ dayHours }) => save.mutate(dayHours))}
      onClose={onClose}
      maxWidth="xs"
      testId="day-hours-dialog"
    >
      <FormTurkishNumberField control={control} name="dayHours" label={t.label} helperText={t.help} autoFocus fullWidth sx={{ mt: 1 }} />
    </FormDialog>
  );
};
