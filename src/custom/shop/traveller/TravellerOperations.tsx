import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShopJob } from '../../../providers/shopMethods';
import { fill } from '../../../i18n/fill';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import { operationUrl } from '../../../domain/shopPaths';
import { OperationQr } from './OperationQr';

const t = shopScreens.traveller;

const cell = { border: '1px solid #999', p: 1, verticalAlign: 'middle', fontSize: 15 } as const;

/** The job's operations in their saved order, each with the code that opens it on the bench's screen. */
export const TravellerOperations = ({ job, benchId, origin }: { job: ShopJob; benchId: number | null; origin: string }) => {
  const operations = [...job.operations].sort((a, b) => a.position - b.position);
  if (!operations.length) return <Typography>{t.noOperations}</Typography>;
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {[t.position, t.operation, t.code, t.signature].map((head) => (
            <Box component="th" key={head} sx={{ ...cell, textAlign: 'left', bgcolor: '#f1f3f6' }}>
              {head}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {operations.map((operation, index) => (
          <Box component="tr" key={operation.operationId} data-print-keep data-testid={`traveller-operation-${operation.operationId}`}>
            <Box component="td" sx={{ ...cell, width: 48, fontSize: 22, fontWeight: 800, textAlign: 'center' }}>
              {index + 1}
            </Box>
            <Box component="td" sx={{ ...cell, fontSize: 18, fontWeight: 700 }}>
              {operation.name}
              {operation.procedureName && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{operation.procedureName}</Typography>}
            </Box>
            <Box component="td" sx={{ ...cell, width: 136 }}>
              {benchId != null && (
                <OperationQr url={operationUrl(origin, benchId, job._id, operation.operationId)} label={fill(t.qrLabel, { name: operation.name })} testId={`traveller-qr-${operation.operationId}`} />
              )}
            </Box>
            <Box component="td" sx={{ ...cell, width: '28%' }} />
          </Box>
        ))}
      </tbody>
    </Box>
  );
};
