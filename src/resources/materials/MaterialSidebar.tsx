import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddBoxIcon from '@mui/icons-material/AddBox';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CategoryIcon from '@mui/icons-material/Category';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ScaleIcon from '@mui/icons-material/Scale';
import { Link, useLocation } from 'react-router-dom';
import { materialScreens } from '../../i18n/tr/materialScreens';
import { MAIN_DASHBOARD, MATERIAL_PATHS } from './materialPaths';

const t = materialScreens.menu;

const itemSx = {
  mx: 1,
  my: 0.25,
  borderRadius: 2,
  minHeight: 42,
  color: 'rgba(255,255,255,.82)',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
  '&:hover': { bgcolor: 'rgba(255,255,255,.08)', color: '#fff' },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,.16)', color: '#fff' },
} as const;

const NavItem = ({ to, label, icon, nested = false, onNavigate }: { to: string; label: string; icon: ReactNode; nested?: boolean; onNavigate?: () => void }) => {
  const active = useLocation().pathname === to;
  return (
    <ListItemButton component={Link} to={to} selected={active} aria-current={active ? 'page' : undefined} onClick={onNavigate} sx={{ ...itemSx, pl: nested ? 4.5 : 2 }}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 700 : 500 } } }} />
    </ListItemButton>
  );
};

/**
 * The panel's own sidebar 'Malzeme Tedarik Paneli' (001 section 2.8): every item, the Malzeme
 * Yönetimi submenu that opens and closes, and the way back to the main system.
 */
export const MaterialSidebar = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { pathname } = useLocation();
  const inManagement = pathname.endsWith(MATERIAL_PATHS.add) || pathname.endsWith(MATERIAL_PATHS.list);
  const [open, setOpen] = useState(inManagement);
  return (
    <Box component="nav" aria-label={t.navigation} sx={{ width: 272, height: '100%', display: 'flex', flexDirection: 'column', color: '#fff', background: 'linear-gradient(180deg, #0B2545 0%, #13315C 100%)' }}>
      <Box sx={{ px: 2.5, py: 2.5, display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Inventory2Icon />
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 17, letterSpacing: '-0.01em' }}>
          {materialScreens.panelTitle}
        </Typography>
      </Box>
      {/* Links and a toggle, not list items: a div, as a <ul> may hold only <li> (axe 'list'). */}
      <List component="div" sx={{ flex: 1, overflowY: 'auto', py: 0 }}>
        <NavItem to={MATERIAL_PATHS.dashboard} label={t.home} icon={<HomeIcon />} onNavigate={onNavigate} />
        <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={itemSx}>
          <ListItemIcon>
            <Inventory2Icon />
          </ListItemIcon>
          <ListItemText primary={t.management} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List component="div" disablePadding>
            <NavItem nested to={MATERIAL_PATHS.add} label={t.add} icon={<AddBoxIcon fontSize="small" />} onNavigate={onNavigate} />
            <NavItem nested to={MATERIAL_PATHS.list} label={t.list} icon={<ListAltIcon fontSize="small" />} onNavigate={onNavigate} />
          </List>
        </Collapse>
        <NavItem to={MATERIAL_PATHS.orders} label={t.orders} icon={<ReceiptLongIcon />} onNavigate={onNavigate} />
        <NavItem to={MATERIAL_PATHS.weight} label={t.weight} icon={<ScaleIcon />} onNavigate={onNavigate} />
        <NavItem to={MATERIAL_PATHS.prices} label={t.prices} icon={<RequestQuoteIcon />} onNavigate={onNavigate} />
        <NavItem to={MATERIAL_PATHS.categories} label={t.categories} icon={<CategoryIcon />} onNavigate={onNavigate} />
        <NavItem to={MATERIAL_PATHS.offers} label={t.offers} icon={<LocalOfferIcon />} onNavigate={onNavigate} />
        <NavItem to={MATERIAL_PATHS.reports} label={t.reports} icon={<AssessmentIcon />} onNavigate={onNavigate} />
      </List>
      <Box sx={{ p: 1.5, borderTop: '1px solid rgba(255,255,255,.12)' }}>
        <ListItemButton component={Link} to={MAIN_DASHBOARD} sx={{ ...itemSx, mx: 0 }}>
          <ListItemIcon>
            <ArrowBackIcon />
          </ListItemIcon>
          <ListItemText primary={t.backToMain} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 600 } } }} />
        </ListItemButton>
      </Box>
    </Box>
  );
};
