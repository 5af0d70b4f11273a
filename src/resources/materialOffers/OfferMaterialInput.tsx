import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import type { FieldInputProps } from '../generic/resourceOverride';

/** The offered material, searched by name in the catalogue (the server searches as the supplier types). */
export const OfferMaterialInput = ({ source }: FieldInputProps) => (
  <ReferenceInput source={source} reference="materials" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label={texts.fields.material} optionText="name" />
  </ReferenceInput>
);
