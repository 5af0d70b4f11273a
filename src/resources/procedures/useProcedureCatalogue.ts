import { useGetList } from 'react-admin';
import { procedureCategoriesResource, type ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import { procedures as texts } from '../../i18n/tr/procedures';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { TOAST_3S } from './toastTiming';

/** Every category on one page (the list route's largest), each answered with its procedures. */
const ALL = { page: 1, perPage: 1000 };
const byTurkishName = (a: ProcedureCategoryRecord, b: ProcedureCategoryRecord) => a.name.localeCompare(b.name, 'tr');

/**
 * The page's categories through the declared resource, in Turkish alphabetical order (İş after
 * Hazırlık, as the catalogue route sorts); a failure says 'Kategoriler yüklenemedi'.
 */
export const useProcedureCatalogue = () => {
  const toast = useToast();
  const { data, error, refetch } = useGetList<ProcedureCategoryRecord>(
    procedureCategoriesResource.name,
    { pagination: ALL, sort: procedureCategoriesResource.defaultSort },
    { retry: false, onError: (err) => toast.error(requestErrorText(err, texts.categoriesLoadFailed), TOAST_3S) },
  );
  return { categories: data ? [...data].sort(byTurkishName) : null, error, reload: () => void refetch() };
};
