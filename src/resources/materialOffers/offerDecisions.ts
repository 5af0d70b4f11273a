import { api } from '../../providers/httpClient';
import { materialOffersResource } from '../../domain/resources/materialOffers';

export type OfferDecision = 'accept' | 'reject';

/** The shop's decision on an offer: not a CRUD call of the declared resource, so a named call on the one http client. */
export const decideOffer = (id: number, decision: OfferDecision, note: string) =>
  api<{ message: string }>(`${materialOffersResource.path}/${id}/${decision}`, { method: 'POST', body: note.trim() ? { note: note.trim() } : {} });
