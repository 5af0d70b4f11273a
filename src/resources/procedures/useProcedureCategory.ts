import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { procedures as texts } from '../../i18n/tr/procedures';
import { useToast } from '../../ui/ToastProvider';
import { requestErrorText } from '../../ui/requestError';
import { getCategory } from './procedureApi';
import { TOAST_3S } from './toastTiming';

/** One category read afresh with its procedures (GET /v1/procedures/categories/{id}); a failure says 'Kategori yüklenemedi'. */
export const useProcedureCategory = (id: number) => {
  const toast = useToast();
  const { data, error, refetch } = useQuery({ queryKey: ['procedures', 'category', id], queryFn: ({ signal }) => getCategory(id, signal), retry: false });
  useEffect(() => {
    if (error) toast.error(requestErrorText(error, texts.categoryLoadFailed), TOAST_3S);
  }, [error, toast]);
  return { category: data ?? null, error, reload: () => void refetch() };
};
