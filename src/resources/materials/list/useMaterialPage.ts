import { useGetList } from 'react-admin';
import { materialsResource, type MaterialRecord } from '../../../domain/resources/materials';

/** 001 section 9: the material list pages by 50. */
export const MATERIAL_PAGE_SIZE = 50;

interface MaterialPageQuery {
  page: number;
  q: string;
  categoryId?: number | '';
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/**
 * One page of materials through the dataProvider, searched, filtered, sorted and counted by the
 * server. The page on screen stays while the next one loads.
 */
export const useMaterialPage = ({ page, q, categoryId, sort = materialsResource.defaultSort }: MaterialPageQuery) => {
  const filter = { q: q.trim() || undefined, categoryId: categoryId || undefined };
  const { data, total, isPending, error } = useGetList<MaterialRecord>(
    materialsResource.name,
    { pagination: { page, perPage: MATERIAL_PAGE_SIZE }, sort, filter },
    { placeholderData: (previous) => previous },
  );
  return { rows: data, total: total ?? 0, pages: Math.max(1, Math.ceil((total ?? 0) / MATERIAL_PAGE_SIZE)), filter, isPending, error };
};
