import { ResourceContextProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { materialsResource } from '../../../domain/resources/materials';
import { GeneratedList } from '../../generic/GeneratedList';
import { MATERIAL_PATHS } from '../materialPaths';
import { materialsOverride } from '.';

/**
 * Malzemeleri Listele, inside the supply panel's frame: the generated list of materials with their
 * slots. Malzeme Ekle (adding) is the same list with its add form open; closing it leaves for the list's address.
 */
export const MaterialListPage = ({ adding = false }: { adding?: boolean }) => {
  const navigate = useNavigate();
  return (
    <ResourceContextProvider value={materialsResource.route}>
      <GeneratedList declaration={materialsResource} override={materialsOverride} creating={adding ? { onClose: () => navigate(MATERIAL_PATHS.list) } : undefined} />
    </ResourceContextProvider>
  );
};
