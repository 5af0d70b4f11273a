import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import GppBadIcon from '@mui/icons-material/GppBadOutlined';
import { errors } from '../../i18n/tr/errors';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiUser } from '../../domain/user';
import { cachedUser, currentUser } from '../../providers/session';
import { ErrorPageFrame } from './ErrorPageFrame';
import { forbiddenAreasFor } from './forbiddenAreas';
import { HomeAndBackButtons } from './HomeAndBackButtons';

/** /unauthorized: where a guard sends a user who lacks the permission, listing what they can reach. */
export const ForbiddenPage = () => {
  const [user, setUser] = useState<ApiUser | null>(() => cachedUser());
  useEffect(() => {
    let live = true;
    currentUser()
      .then((fresh) => live && setUser(fresh ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const reachable = forbiddenAreasFor(user);
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
              <li key={area.path} style={{ breakInside: 'avoid' }}>
                <ListItemButton component={RouterLink} to={area.path} sx={{ px: 0.5, borderRadius: 1 }}>
                  <ListItemIcon sx={{ minWidth: 30, color: 'success.main' }}>
                    <CheckCircleIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={area.label} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Box>
      )}
    </ErrorPageFrame>
  );
};
