import { lazy, Suspense, useState } from 'react';
import type { PaymentJob } from '../../../domain/pricing/payments';
import { MarkPaidDialog } from './MarkPaidDialog';
import { useReloadPayments } from './paymentQueries';

// Loaded on demand: most visits never open them (001 section 2.9).
const PriceDialog = lazy(() => import('./PriceDialog').then((m) => ({ default: m.PriceDialog })));
const PaymentDetailDialog = lazy(() => import('./PaymentDetailDialog').then((m) => ({ default: m.PaymentDetailDialog })));

type Open = { kind: 'price' | 'view' | 'pay'; job: PaymentJob } | null;

export interface PaymentActions {
  view: (job: PaymentJob) => void;
  /** Only for those who may change prices and payments (canAccessSettings). */
  editPrice?: (job: PaymentJob) => void;
  markPaid?: (job: PaymentJob) => void;
}

/** The three dialogs of a payment item, one open at a time; a change reads everything priced again. */
export const usePaymentDialogs = (canPay: boolean) => {
  const [open, setOpen] = useState<Open>(null);
  const reload = useReloadPayments();
  const close = () => setOpen(null);
  const changed = () => {
    setOpen(null);
    reload();
  };
  const actions: PaymentActions = {
    view: (job) => setOpen({ kind: 'view', job }),
    ...(canPay && { editPrice: (job: PaymentJob) => setOpen({ kind: 'price', job }), markPaid: (job: PaymentJob) => setOpen({ kind: 'pay', job }) }),
  };
  const dialogs = (
    <Suspense fallback={null}>
      {open?.kind === 'price' && <PriceDialog job={open.job} onClose={close} onSaved={changed} />}
      {open?.kind === 'view' && <PaymentDetailDialog job={open.job} onClose={close} onMarkPaid={canPay ? () => setOpen({ kind: 'pay', job: open.job }) : undefined} />}
      {open?.kind === 'pay' && <MarkPaidDialog job={open.job} onClose={close} onPaid={changed} />}
    </Suspense>
  );
  return { actions, dialogs };
};
