import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Role } from '../../domain/roles';
import { fullNameOf } from '../../domain/user';
import { shopScreens } from '../../i18n/tr/shopScreens';
import { userPermissions } from '../../providers/session';
import { useLiveUpdates } from '../../providers/useLiveUpdates';
import { PageHeader } from '../../ui/PageHeader';
import { requestErrorText } from '../../ui/requestError';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { CurrentJobPanel } from './CurrentJobPanel';
import { OperatorSwitchDialog } from './OperatorSwitchDialog';
import { QueueList } from './QueueList';
import { rememberBench } from './lastBench';
import { shopPaths } from '../../domain/shopPaths';
import { TAP_SX } from './tapSx';
import { useBenchQueue } from './useBenchQueue';
import { useOperationTap } from './useOperationTap';
import { useFocusHandOff } from '../../ui/useFocusHandOff';
import { NEXT_STEP_BUTTON } from './nextOperation';

const t = shopScreens.bench;

/**
 * The operator screen of one bench (issue 26), for a tablet in portrait or landscape: the queue,
 * the chosen job's operations with one-tap start, pause and finish, its photos and model.
 * `?job=&op=` (a traveller's QR code) opens that job's operation.
 */
export const BenchPage = () => {
  const { benchId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { user } = useSignedInUser();
  const [switching, setSwitching] = useState(false);
  const { data, isPending, error } = useBenchQueue(benchId);
  // A job done leaves the queue: the screen goes on to the next one rather than 'not in the queue'.
  const taps = useOperationTap(benchId, () => setSearch({}, { replace: true }));
  useLiveUpdates();
  rememberBench(benchId);
  const queue = data?.queue ?? [];
  const wanted = Number(search.get('job')) || undefined;
  const job = wanted ? queue.find((queued) => queued._id === wanted) : queue[0];
  const canOverride = user?.role === Role.master || user?.role === Role.admin;
  // A finished job leaves the screen with the focus in it: the next job's operation takes it.
  const handOff = useFocusHandOff<HTMLDivElement>(job?._id, NEXT_STEP_BUTTON);
  const select = (jobId: number) => setSearch({ job: String(jobId) }, { replace: true });
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={data?.bench.name ?? shopScreens.chooser.title} subtitle={t.subtitle} icon={<PrecisionManufacturingIcon />} />
      {/* Under the heading, not beside it: a portrait tablet keeps the bench's name on one line. */}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: -1, mb: 3 }}>
        {user && (
          <Typography sx={{ fontSize: 18, flex: '1 1 auto' }} data-testid="shop-operator">
            {t.operator}: <strong>{fullNameOf(user)}</strong>
          </Typography>
        )}
        <Button variant="contained" startIcon={<SwitchAccountIcon />} onClick={() => setSwitching(true)} sx={TAP_SX}>
          {t.switchOperator}
        </Button>
        <Button component={RouterLink} to={shopPaths.benchChooser} variant="outlined" sx={TAP_SX}>
          {t.changeBench}
        </Button>
      </Box>
      {isPending && <LinearProgress sx={{ mb: 2 }} />}
      {error && <Alert severity="error">{requestErrorText(error, t.loadFailed)}</Alert>}
      {data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
          <QueueList queue={queue} selectedId={job?._id} onSelect={select} />
          <Box ref={handOff.ref} onFocus={handOff.onFocus} onBlur={handOff.onBlur} sx={{ display: 'grid', gap: 2 }}>
            {wanted && !job && <Alert severity="warning" sx={{ fontSize: 17 }}>{t.notInQueue}</Alert>}
            {job && (
              <CurrentJobPanel
                key={job._id}
                job={job}
                taps={taps}
                canOverride={canOverride}
                canOpenProcedures={userPermissions(user).includes('canAccessProcedures')}
                focusOperationId={Number(search.get('op')) || undefined}
              />
            )}
          </Box>
        </Box>
      )}
      {switching && <OperatorSwitchDialog onClose={() => setSwitching(false)} />}
    </Box>
  );
};
