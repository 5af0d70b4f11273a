import { useListController } from 'react-admin';
import { materialOffersResource, type MaterialOfferRecord } from '../../domain/resources/materialOffers';

/** The offers the caller may see (a supplier: their own; the server scopes them), newest first, through the dataProvider. */
export const useOfferList = (filter: Record<string, unknown> = {}) =>
  useListController<MaterialOfferRecord>({
    resource: materialOffersResource.name,
    sort: materialOffersResource.defaultSort,
    perPage: 25,
    filter,
    disableSyncWithLocation: true,
    storeKey: false,
  });
