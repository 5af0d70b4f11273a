import { projectTemplatesResource } from '../../domain/resources/projectTemplates';
import { ResourceListDialog } from '../generic/ResourceListDialog';
import { projectTemplatesOverride } from '.';

/** 'Proje Şablonları' over the project list: the generated list of the declared resource and its card. */
export const ProjectTemplatesDialog = ({ onClose }: { onClose: () => void }) => (
  <ResourceListDialog declaration={projectTemplatesResource} override={projectTemplatesOverride} onClose={onClose} />
);
