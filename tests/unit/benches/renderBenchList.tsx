import type { DataProvider } from 'react-admin';
import { benchesResource } from '../../../src/domain/resources/benches';
import { benchesOverride } from '../../../src/resources/benches';
import { renderGeneratedList } from '../generic/renderGeneratedList';

/** The benches page as the app mounts it (the generated list with the benches' slots), for an admin. */
export const renderBenchList = (dataProvider: DataProvider) => renderGeneratedList(benchesResource, benchesOverride, dataProvider);
