import type { Action } from '@/lib/rights';

export type MenuDef = {
  code: string;
  parent: string | null;
  route: string;
  vi: string;
  en: string;
  icon: string;
  actions: Action[];
  /** Only system administrators: never part of a school's role matrix. */
  systemOnly?: boolean;
};

const ALL: Action[] = ['read', 'create', 'update', 'delete', 'approve', 'export', 'import'];
const CRUD_EXPORT: Action[] = ['read', 'create', 'update', 'delete', 'export'];
const REQUEST: Action[] = ['read', 'create', 'update', 'approve', 'export'];

/**
 * The navigation tree: one entry per route of spec §2. Entries without a parent are group headers.
 * The seed writes it on every start, so a new menu reaches existing databases with the upgrade.
 */
export const MENU_TREE: MenuDef[] = [
  { code: 'grp-general', parent: null, route: '', vi: 'Tổng quan', en: 'Overview', icon: 'bi-grid', actions: [] },
  { code: 'home', parent: 'grp-general', route: '', vi: 'Trang chủ', en: 'Home', icon: 'bi-house-door', actions: ['read'] },
  { code: 'calendar-event-confirm', parent: 'grp-general', route: '/calendar-event-confirm', vi: 'Xác nhận sự kiện', en: 'Event confirmations', icon: 'bi-calendar-check', actions: CRUD_EXPORT },

  { code: 'grp-children', parent: null, route: '', vi: 'Trẻ và lớp', en: 'Children', icon: 'bi-people', actions: [] },
  { code: 'student', parent: 'grp-children', route: '/management/student', vi: 'Học sinh', en: 'Students', icon: 'bi-person-badge', actions: ALL.filter((a) => a !== 'approve') },
  { code: 'attendance', parent: 'grp-children', route: '/management/attendance', vi: 'Điểm danh', en: 'Attendance', icon: 'bi-clipboard-check', actions: ['read', 'create', 'update', 'export'] },
  { code: 'contact-book', parent: 'grp-children', route: '/management/contact-book', vi: 'Sổ liên lạc', en: 'Contact book', icon: 'bi-journal-check', actions: ['read', 'update', 'export'] },
  { code: 'absence', parent: 'grp-children', route: '/management/absence', vi: 'Xin nghỉ học', en: 'Absences', icon: 'bi-calendar-x', actions: REQUEST },
  { code: 'class', parent: 'grp-children', route: '/management/class', vi: 'Năm học và lớp', en: 'Years and classes', icon: 'bi-collection', actions: CRUD_EXPORT },
  { code: 'app-account', parent: 'grp-children', route: '/management/app-account', vi: 'Tài khoản phụ huynh', en: 'App accounts', icon: 'bi-phone', actions: CRUD_EXPORT },

  { code: 'grp-requests', parent: null, route: '', vi: 'Yêu cầu và sức khỏe', en: 'Requests and health', icon: 'bi-heart-pulse', actions: [] },
  { code: 'medicine-request', parent: 'grp-requests', route: '/management/medicine-request', vi: 'Dặn thuốc', en: 'Medicine requests', icon: 'bi-capsule', actions: REQUEST },
  { code: 'message-request', parent: 'grp-requests', route: '/management/message-request', vi: 'Lời nhắn', en: 'Message requests', icon: 'bi-chat-left-text', actions: ['read', 'create', 'update', 'export'] },
  { code: 'health-declaration', parent: 'grp-requests', route: '/management/health-declaration', vi: 'Khai báo sức khỏe', en: 'Health declarations', icon: 'bi-activity', actions: ALL },
  { code: 'vaccine-declaration', parent: 'grp-requests', route: '/management/vaccine-declaration', vi: 'Khai báo tiêm chủng', en: 'Vaccine declarations', icon: 'bi-shield-plus', actions: ALL.filter((a) => a !== 'import') },

  { code: 'grp-meals', parent: null, route: '', vi: 'Bán trú', en: 'Meals', icon: 'bi-egg-fried', actions: [] },
  { code: 'meal-menu', parent: 'grp-meals', route: '/management/meal-menu', vi: 'Thực đơn', en: 'Menus', icon: 'bi-journal-text', actions: ['read', 'update', 'approve'] },
  { code: 'dish', parent: 'grp-meals', route: '/management/dish', vi: 'Món ăn', en: 'Dishes', icon: 'bi-egg-fried', actions: ['read', 'create', 'update', 'delete'] },

  { code: 'grp-news', parent: null, route: '', vi: 'Tin tức và khảo sát', en: 'News and surveys', icon: 'bi-newspaper', actions: [] },
  { code: 'news-public', parent: 'grp-news', route: '/management/news-public', vi: 'Tin toàn trường', en: 'Public news', icon: 'bi-megaphone', actions: ['read', 'create', 'update', 'delete', 'approve', 'export'] },
  { code: 'news-class', parent: 'grp-news', route: '/management/news-class', vi: 'Tin lớp', en: 'Class news', icon: 'bi-easel', actions: ['read', 'create', 'update', 'delete', 'approve', 'export'] },
  { code: 'news-student', parent: 'grp-news', route: '/management/news-student', vi: 'Tin của bé', en: 'Student news', icon: 'bi-stars', actions: ['read', 'create', 'update', 'delete', 'approve', 'export'] },
  { code: 'survey', parent: 'grp-news', route: '/management/survey', vi: 'Khảo sát', en: 'Surveys', icon: 'bi-ui-checks', actions: CRUD_EXPORT },
  { code: 'survey_v1', parent: 'grp-news', route: '/management/survey_v1', vi: 'Khảo sát (bản cũ)', en: 'Surveys (earlier)', icon: 'bi-ui-radios', actions: CRUD_EXPORT },

  { code: 'grp-finance', parent: null, route: '', vi: 'Tài chính', en: 'Finance', icon: 'bi-cash-coin', actions: [] },
  { code: 'tuition', parent: 'grp-finance', route: '/management/tuition', vi: 'Học phí', en: 'Tuition', icon: 'bi-receipt', actions: ALL.filter((a) => a !== 'import') },

  { code: 'grp-system', parent: null, route: '', vi: 'Hệ thống', en: 'System', icon: 'bi-gear', actions: [] },
  { code: 'user', parent: 'grp-system', route: '/system/user', vi: 'Người dùng', en: 'Users', icon: 'bi-person-gear', actions: CRUD_EXPORT },
  { code: 'role', parent: 'grp-system', route: '/system/role', vi: 'Vai trò và quyền', en: 'Roles and rights', icon: 'bi-key', actions: CRUD_EXPORT },
  { code: 'school', parent: 'grp-system', route: '/system/school', vi: 'Trường học', en: 'Schools', icon: 'bi-building', actions: ['read', 'create', 'update'], systemOnly: true },
  { code: 'audit', parent: 'grp-system', route: '/system/audit', vi: 'Nhật ký thay đổi', en: 'Audit log', icon: 'bi-journal-text', actions: ['read', 'export'], systemOnly: true },
];

export const MENU_BY_CODE = new Map(MENU_TREE.map((m) => [m.code, m]));

/** The menus a school's role matrix offers (system-only menus are left out). */
export const ROLE_MATRIX_MENUS = MENU_TREE.filter((m) => m.parent && !m.systemOnly);

/** Every action of every menu: what a system administrator holds. */
export function allRights(): Record<string, string[]> {
  return Object.fromEntries(MENU_TREE.filter((m) => m.actions.length).map((m) => [m.code, [...m.actions]]));
}
