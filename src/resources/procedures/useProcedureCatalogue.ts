import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { procedures as texts } from '../../i18n/tr/procedures';
import { useToast } from '../../ui/ToastProvider';
import { requestErrorText } from '../../ui/requestError';
import { listCatalogue } from './procedureApi';
import { TOAST_3S } from './toastTiming';

/** Every category with its procedures (GET /v1/procedures/); a failure says 'Kategoriler yüklenemedi'. */
export const useProcedureCatalogue = () => {
  const toast = useToast();
  const { data, error, refetch } = useQuery({ queryKey: ['procedures', 'catalogue'], queryFn: ({ signal }) => listCatalogue(signal), retry: false });
  useEffect(() => {
    if (error) toast.error(requestErrorText(error, texts.categoriesLoadFailed), TOAST_3S);
  }, [error, toast]);
  return { categories: data ?? null, error, reload: () => void refetch() };
};
