import { useState } from 'react';
import { useDelete } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { formatMoney } from '../../domain/format';
import { materialOffersResource, type MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { fill } from '../../i18n/fill';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { useToast } from '../../ui/ToastProvider';
import { requestErrorText } from '../../ui/requestError';
import { OfferFormDialog } from './OfferFormDialog';
import { OfferListPanel } from './OfferListPanel';
import { useOfferList } from './useOfferList';

const t = texts.screens;

/** A supplier's own offers under their card on the suppliers page: send, change or withdraw a pending one, read the shop's decision. */
export const OwnOffers = () => {
  const list = useOfferList();
  const [form, setForm] = useState<{ record: MaterialOfferRecord | null } | null>(null);
  const [withdrawing, setWithdrawing] = useState<MaterialOfferRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { isPending: removing }] = useDelete();
  const toast = useToast();
  const withdraw = async () => {
    if (!withdrawing) return;
    setFailure(null);
    try {
      await remove(materialOffersResource.name, { id: withdrawing.id, previousData: withdrawing }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(texts.deleted);
      setWithdrawing(null);
    } catch (err) {
      setFailure(requestErrorText(err, texts.deleteFailed));
    }
  };
  return (
    <Box sx={{ mt: 4 }} data-testid="supplier-offers">
      <PageHeader
        title={texts.mine}
        subtitle={t.mineSubtitle}
        icon={<LocalOfferIcon />}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ record: null })} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {t.add}
          </Button>
        }
      />
      <OfferListPanel
        list={list}
        showSupplier={false}
        empty={t.emptyMine}
        actions={(o) =>
          o.status === 'pending' && (
            <>
              <Button size="small" onClick={() => setForm({ record: o })}>
                {t.edit}
              </Button>
              <Button size="small" color="error" onClick={() => setWithdrawing(o)}>
                {t.withdraw}
              </Button>
            </>
          )
        }
      />
      <OfferFormDialog open={!!form} record={form?.record ?? null} onClose={() => setForm(null)} />
      <DeleteConfirmDialog
        open={!!withdrawing}
        title={t.withdrawTitle}
        body={fill(t.withdrawBody, { material: withdrawing?.material ?? '', price: formatMoney(withdrawing?.pricePerKg ?? 0) })}
        confirmLabel={t.withdraw}
        cancelLabel={t.cancel}
        busy={removing}
        error={failure}
        onConfirm={() => void withdraw()}
        onClose={() => {
          setWithdrawing(null);
          setFailure(null);
        }}
      />
    </Box>
  );
};
