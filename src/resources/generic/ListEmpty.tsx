import Typography from '@mui/material/Typography';

/** What a list shows when nothing matches: the override's words (ResourceOverride listTexts.empty). */
export const ListEmpty = ({ text }: { text: string }) => <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{text}</Typography>;
