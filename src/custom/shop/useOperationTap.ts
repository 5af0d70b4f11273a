import { useState } from 'react';
import { jobName } from '../../domain/jobName';
import { fill } from '../../i18n/fill';
import type { BenchQueue, OperationAction, OperationTapBody, ShopJob } from '../../providers/shopMethods';
import { useMethodCache, useMethodMutation } from '../../providers/useMethodQuery';
import { shopScreens as t } from '../../i18n/tr/shopScreens';
import { requestErrorText, statusOf } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { shopQueryKeys } from '../../providers/shopQueryKeys';

/** The server's refusal of a start out of sequence, shown on that operation. */
export interface SequenceRefusal {
  jobId: number;
  operationId: number;
  message: string;
}

interface Tap {
  jobId: number;
  operationId: number;
  action: OperationAction;
  body?: OperationTapBody;
}

const DONE_TEXT: Record<OperationAction, string> = { start: t.started, pause: t.paused, finish: t.finished };

/**
 * Start, pause and finish of an operation: the answer's job replaces the one in the bench's
 * cached queue at once (the live change then re-reads the rest); a 409 is kept as the refusal.
 * Finishing the last operation completes the job on the server: it leaves the queue, the toast
 * says so and `onJobCompleted` lets the screen move on.
 */
export const useOperationTap = (benchId: string, onJobCompleted?: (jobId: number) => void) => {
  const cache = useMethodCache();
  const toast = useToast();
  const [refusal, setRefusal] = useState<SequenceRefusal | null>(null);
  const mutation = useMethodMutation((dataProvider, tap: Tap) => dataProvider.tapOperation(tap), {
    onMutate: () => setRefusal(null),
    onSuccess: (job: ShopJob, tap) => {
      cache.set<BenchQueue>(shopQueryKeys.bench(benchId), (old) => (old ? { ...old, queue: old.queue.map((queued) => (queued._id === job._id ? job : queued)) } : old));
      void cache.reload(shopQueryKeys.bench(benchId));
      if (job.status === 'completed') {
        toast.success(fill(t.jobCompleted, { name: jobName(job, job._id) }));
        onJobCompleted?.(job._id);
      } else toast.success(DONE_TEXT[tap.action]);
    },
    onError: (err, tap) => {
      const message = requestErrorText(err, t.tapFailed);
      if (statusOf(err) === 409) setRefusal({ jobId: tap.jobId, operationId: tap.operationId, message });
      else toast.error(message);
    },
  });
  /** Resolves true when the server took the tap (errors are shown here, never thrown). */
  const tap = (request: Tap): Promise<boolean> => mutation.mutateAsync(request).then(() => true, () => false);
  return { tap, busy: mutation.isPending, refusal, clearRefusal: () => setRefusal(null) };
};
