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
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
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
import Tooltip from '@mui/material/Tooltip';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { activeNavPath, type NavIcon, navItemsFor } from '../../lib/navigation.ts';

export const DRAWER_WIDTH = 232;
/** The folded menu on a desk: icons only, their names as tooltips and accessible names. */
export const FOLDED_DRAWER_WIDTH = 64;

const icons: Record<NavIcon, typeof AccountCircleOutlined> = {
  systemStatus: MonitorHeartOutlined,
  systemErrors: ReportProblemOutlined,
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

function NavList({ onNavigate, folded = false }: { onNavigate?: () => void; folded?: boolean }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const items = navItemsFor(user.role);
  const active = activeNavPath(items, pathname);
  return (
    <List component="nav" aria-label="メインメニュー">
      {items.map((item) => {
        const Icon = icons[item.icon];
        const selected = item.to === active;
        const button = (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            selected={selected}
            onClick={onNavigate}
            aria-label={folded ? item.label : undefined}
            sx={folded ? { px: 2.5 } : undefined}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            {!folded && <ListItemText primary={item.label} />}
          </ListItemButton>
        );
        return folded ? (
          <Tooltip key={item.to} title={item.label} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </List>
  );
}

type Props = { mobileOpen: boolean; onMobileClose: () => void; folded: boolean };

/**
 * Permanent on md and wider (folded to its icons when the user asks, to give wide screens such as the
 * 配車表 the room); a temporary drawer opened from the app bar on phones and tablets.
 */
export function NavDrawer({ mobileOpen, onMobileClose, folded }: Props) {
  const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;
  const deskWidth = folded ? FOLDED_DRAWER_WIDTH : DRAWER_WIDTH;
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
        data-folded={folded}
        sx={{
          display: { xs: 'none', md: 'block' },
          width: deskWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: deskWidth, boxSizing: 'border-box', overflowX: 'hidden' },
        }}
      >
        <Toolbar />
        <NavList folded={folded} />
      </Drawer>
    </>
  );
}
