/**
 * The traveller on paper: A4, only the card itself (the shell, the sidebar and the buttons stay
 * on screen), an operation never split across two pages.
 */
export const TRAVELLER_PRINT_STYLES = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-area], [data-print-area] *': { visibility: 'visible' },
    '[data-print-area]': { position: 'absolute', left: 0, top: 0, width: '100%', boxShadow: 'none !important', border: 'none !important' },
    '[data-print-hide]': { display: 'none !important' },
    '[data-print-keep]': { breakInside: 'avoid', pageBreakInside: 'avoid' },
    body: { background: '#fff' },
  },
} as const;
