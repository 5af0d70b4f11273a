/** Stub: replaced by the shell work. */
export const LoadingOverlay = ({ open }: { open: boolean }) => (open ? <div role="progressbar">Yükleniyor...</div> : null);
