import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../domain/format';
import { fill } from '../../../i18n/fill';
import { activities as activityTexts } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import type { ActivityRecord } from '../../../domain/resources/activities';

const t = projectScreens.detail;
/** Activity history entries shown before the toggle (001 section 9). */
const HISTORY = 3;

/** A list of activities, newest first, the first three shown, each opening its detail. */
export const ActivityHistory = ({ activities, onOpenActivity }: { activities: ActivityRecord[]; onOpenActivity: (a: ActivityRecord) => void }) => {
  const [all, setAll] = useState(false);
  const shown = all ? activities : activities.slice(0, HISTORY);
  return (
    <>
      {activities.length === 0 && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t.noActivities}</Typography>}
      <Stack spacing={0.5}>
        {shown.map((a) => (
          <ButtonBase key={a.id} onClick={() => onOpenActivity(a)} sx={{ justifyContent: 'flex-start', textAlign: 'left', p: 1, borderRadius: 1.5, bgcolor: 'grey.50', '&:hover': { bgcolor: 'grey.100' } }} data-testid="activity-entry">
            <Chip size="small" label={activityTexts.types[a.type]} sx={{ mr: 1 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, fontSize: 14 }} noWrap>
                {a.title}
              </Typography>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                {a.createdByName ?? '-'} · {formatDateTime(a.createdAt)}
                {a.commentCount ? ` · ${fill(t.commentCount, { n: a.commentCount })}` : ''}
              </Typography>
            </Box>
          </ButtonBase>
        ))}
      </Stack>
      {activities.length > HISTORY && (
        <Button size="small" onClick={() => setAll((v) => !v)} sx={{ mt: 0.5, alignSelf: 'flex-start' }}>
          {all ? t.showLess : fill(t.showMore, { n: activities.length })}
        </Button>
      )}
    </>
  );
};
