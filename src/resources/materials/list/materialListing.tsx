import { ReferenceInput } from 'react-admin';
import { materialCategoriesResource } from '../../../domain/resources/materialCategories';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import type { ResourceOverride } from '../../generic/resourceOverride';
import { CategoryFilter } from './CategoryFilter';
import { MaterialPager } from './MaterialPager';

const t = materialScreens.list;

/** 001 section 9: the material list pages by 50. */
const MATERIAL_PAGE_SIZE = 50;

/**
 * What the material list and the price page share (001 section 2.8): the search, the category
 * filter with its 'Tüm Kategoriler', '{n} malzeme bulundu', and pages of 50 with Önceki / Sonraki.
 */
export const materialListing = {
  filters: [
    <ReferenceInput key="categoryId" source="categoryId" reference={materialCategoriesResource.route} sort={materialCategoriesResource.defaultSort} alwaysOn>
      <CategoryFilter source="categoryId" />
    </ReferenceInput>,
  ],
  perPage: MATERIAL_PAGE_SIZE,
  pagination: MaterialPager,
  listTexts: { search: t.search, found: t.found, empty: t.empty },
} satisfies ResourceOverride;
