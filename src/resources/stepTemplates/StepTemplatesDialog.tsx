import { stepTemplatesResource } from '../../domain/resources/stepTemplates';
import { ResourceListDialog } from '../generic/ResourceListDialog';
import { stepTemplatesOverride } from '.';

/** 'Adım Şablonları' over the project list: the generated list of the declared resource, nothing bespoke. */
export const StepTemplatesDialog = ({ onClose }: { onClose: () => void }) => (
  <ResourceListDialog declaration={stepTemplatesResource} override={stepTemplatesOverride} onClose={onClose} />
);
