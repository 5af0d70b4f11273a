import { useEffect } from 'react';
import { useApi } from '../../custom/pages/useApi';
import { procedures as texts } from '../../i18n/tr/procedures';
import { useToast } from '../../ui/ToastProvider';
import { requestErrorText } from '../../ui/requestError';
import type { ProcedureCategory } from './procedureTypes';
import { TOAST_3S } from './toastTiming';

/** Every category with its procedures (GET /v1/procedures/); a failure says 'Kategoriler yüklenemedi'. */
export const useProcedureCatalogue = () => {
  const toast = useToast();
  const state = useApi<{ data: ProcedureCategory[] }>('/procedures/');
  useEffect(() => {
    if (state.error) toast.error(requestErrorText(state.error, texts.categoriesLoadFailed), TOAST_3S);
  }, [state.error, toast]);
  return { categories: state.data?.data ?? null, error: state.error, isPending: state.isPending, reload: state.reload };
};
