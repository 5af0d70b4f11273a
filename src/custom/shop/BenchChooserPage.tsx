import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { benchesResource, type BenchRecord } from '../../domain/resources/benches';
import { shopScreens } from '../../i18n/tr/shopScreens';
import { PageHeader } from '../../ui/PageHeader';
import { lastBench } from './lastBench';
import { shopPaths } from '../../domain/shopPaths';
import { TAP_SX } from './tapSx';

const t = shopScreens.chooser;

/** /shop/bench: the active benches as large buttons; the one this tablet last showed comes first. */
export const BenchChooserPage = () => {
  const { data, isPending } = useGetList<BenchRecord>(benchesResource.name, { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'Aktif' } });
  const last = lastBench();
  const benches = [...(data ?? [])].sort((a, b) => Number(String(b.id) === last) - Number(String(a.id) === last));
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeader title={t.title} subtitle={t.subtitle} icon={<PrecisionManufacturingIcon />} />
      {isPending && <LinearProgress />}
      {data && !benches.length && <Alert severity="info">{t.none}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {benches.map((bench) => (
          <Button key={bench.id} component={RouterLink} to={shopPaths.bench(bench.id)} variant={String(bench.id) === last ? 'contained' : 'outlined'} sx={{ ...TAP_SX, minHeight: 96, fontSize: 22 }}>
            {bench.name}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
