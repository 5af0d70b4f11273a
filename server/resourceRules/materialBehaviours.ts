import type { ResourceBehaviour } from './behaviour';
import { materialCategoriesBehaviour } from './materialCategories';
import { materialSubcategoriesBehaviour } from './materialSubcategories';
import { materialsBehaviour } from './materials';
import { materialOffersBehaviour } from './materialOffers';

/** The supply panel's rules by resource name, so the registry adds them in one line. */
export const materialBehaviours: Partial<Record<string, ResourceBehaviour>> = {
  materials: materialsBehaviour,
  materialCategories: materialCategoriesBehaviour,
  materialSubcategories: materialSubcategoriesBehaviour,
  materialOffers: materialOffersBehaviour,
};
