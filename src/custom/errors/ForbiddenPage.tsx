import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import GppBadIcon from '@mui/icons-material/GppBadOutlined';
import { errors } from '../../i18n/tr/errors';
import { cachedUser, currentUser } from '../../providers/session';
import { ErrorPageFrame } from './ErrorPageFrame';
import { forbiddenAreasFor } from './forbiddenAreas';
import { HomeAndBackButtons } from './HomeAndBackButtons';

/** /unauthorized: where a guard sends a user who lacks the permission, listing what they can reach. */
export const ForbiddenPage = () => {
  const [role, setRole] = useState<number | null>(() => cachedUser()?.role ?? null);
  useEffect(() => {
    let live = true;
    currentUser()
      .then((user) => live && setRole(user?.role ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const reachable = forbiddenAreasFor(role);
  return (
    <ErrorPageFrame
      icon={<GppBadIcon />}
      tone="#D32F2F"
      title={errors.forbidden.title}
      code={errors.forbidden.code}
      description={errors.forbidden.description}
      actions={<HomeAndBackButtons />}
    >
      {reachable && (
        <Box sx={{ mt: 3, textAlign: 'left', bgcolor: 'background.default', borderRadius: 2, p: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
            {reachable.heading}
          </Typography>
          <List dense disablePadding aria-label={reachable.heading} sx={{ columns: { sm: reachable.areas.length > 4 ? 2 : 1 } }}>
            {reachable.areas.map((area) => (
              <ListItem key={area} disableGutters sx={{ breakInside: 'avoid' }}>
                <ListItemIcon sx={{ minWidth: 30, color: 'success.main' }}>
                  <CheckCircleIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={area} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </ErrorPageFrame>
  );
};
