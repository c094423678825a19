import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AlarmOnOutlined from '@mui/icons-material/AlarmOnOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarViewWeekOutlined from '@mui/icons-material/CalendarViewWeekOutlined';
import CarCrashOutlined from '@mui/icons-material/CarCrashOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DriveFolderUploadOutlined from '@mui/icons-material/DriveFolderUploadOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { activeNavPath, type NavIcon, navItemsFor } from '../../lib/navigation.ts';

export const DRAWER_WIDTH = 232;

const icons: Record<NavIcon, typeof AccountCircleOutlined> = {
  vehicles: LocalShippingOutlined,
  account: AccountCircleOutlined,
  bases: WarehouseOutlined,
  clients: BusinessOutlined,
  contracts: DescriptionOutlined,
  consignors: StorefrontOutlined,
  consignorUsers: GroupOutlined,
  importSettings: UploadFileOutlined,
  companies: ApartmentOutlined,
  companySettings: BusinessOutlined,
  drivers: BadgeOutlined,
  groups: GroupsOutlined,
  home: HomeOutlined,
  alerts: NotificationsOutlined,
  dashboard: DashboardOutlined,
  dispatch: CalendarViewWeekOutlined,
  optimize: RouteOutlined,
  courses: ListAltOutlined,
  courseImport: DriveFolderUploadOutlined,
  rollCalls: AlarmOnOutlined,
  workingTime: WorkHistoryOutlined,
  liveMap: MapOutlined,
  monthClose: RequestQuoteOutlined,
  issuedDocuments: ArticleOutlined,
  dailyReports: EditNoteOutlined,
  expenses: ReceiptLongOutlined,
  accidentReports: CarCrashOutlined,
  approvals: AssignmentTurnedInOutlined,
  offers: HandshakeOutlined,
};

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const items = navItemsFor(user.role);
  const active = activeNavPath(items, pathname);
  return (
    <List component="nav" aria-label="メインメニュー">
      {items.map((item) => {
        const Icon = icons[item.icon];
        const selected = item.to === active;
        return (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            selected={selected}
            onClick={onNavigate}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

type Props = { mobileOpen: boolean; onMobileClose: () => void };

/** Permanent on md and wider; a temporary drawer opened from the app bar on phones and tablets. */
export function NavDrawer({ mobileOpen, onMobileClose }: Props) {
  const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;
  return (
    <>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ display: { xs: 'block', md: 'none' }, ...paper }}
      >
        <Toolbar />
        <NavList onNavigate={onMobileClose} />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, ...paper }}
      >
        <Toolbar />
        <NavList />
      </Drawer>
    </>
  );
}
