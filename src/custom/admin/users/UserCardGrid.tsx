import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import type { PagedUsers } from './usePagedUsers';
import type { AdminUser } from './usersApi';
import { fill } from '../../../i18n/fill';

interface UserCardGridProps {
  list: PagedUsers;
  empty: string;
  renderCard: (user: AdminUser) => ReactNode;
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } } as const;

/**
 * The cards of a paged user list. The next page loads when the end of the grid scrolls into
 * view, or from the button (keyboards, browsers without IntersectionObserver).
 */
export const UserCardGrid = ({ list, empty, renderCard }: UserCardGridProps) => {
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, hasMore, isLoadingMore, isPending, error } = list;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined' || !hasMore || error) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, hasMore, error]);

  if (isPending && list.users.length === 0)
    return (
      <Box sx={GRID}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={248} sx={{ borderRadius: 3 }} />
        ))}
      </Box>
    );
  if (!isPending && list.users.length === 0 && !error)
    return (
      <Paper elevation={0} sx={{ py: 6, px: 2, textAlign: 'center', borderRadius: 3, border: '1px dashed', borderColor: 'divider' }}>
        <PersonSearchIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{empty}</Typography>
      </Paper>
    );
  return (
    <>
      <Box sx={{ ...GRID, opacity: isPending ? 0.6 : 1, transition: 'opacity .2s' }} data-testid="user-grid">
        {list.users.map((u) => (
          <Box key={u.id} sx={{ display: 'flex', minWidth: 0, '& > *': { flex: 1 } }}>
            {renderCard(u)}
          </Box>
        ))}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {fill(adminScreens.common.shown, { shown: String(list.users.length), total: String(list.total) })}
        </Typography>
        {hasMore && (
          <Button variant="outlined" onClick={loadMore} disabled={isLoadingMore} startIcon={isLoadingMore ? <CircularProgress size={16} /> : undefined}>
            {adminScreens.common.loadMore}
          </Button>
        )}
      </Box>
    </>
  );
};
