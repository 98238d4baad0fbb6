import { allRights } from '../menu/menu-tree';

type RoleSeed = { key: string; vi: string; en: string; isSystem: boolean; scope: 'school' | 'class'; rights: Record<string, string[]> };

const r = (...actions: string[]) => actions;
const READ = r('read');

/** The roles every new school starts with. Schools may change them, except the ones marked system. */
export function standardRoles(): RoleSeed[] {
  const everything = allRights();
  const { user: _u, role: _r, school: _s, audit: _a, ...management } = everything;
  return [
    { key: 'principal', vi: 'Hiệu trưởng', en: 'Principal', isSystem: true, scope: 'school', rights: { ...management, user: everything.user, role: everything.role } },
    {
      key: 'teacher',
      vi: 'Giáo viên',
      en: 'Teacher',
      isSystem: false,
      scope: 'class',
      rights: {
        home: READ,
        student: r('read', 'update'),
        class: READ,
        attendance: r('read', 'create', 'update', 'export'),
        'contact-book': r('read', 'update', 'export'),
        absence: r('read', 'create', 'update', 'approve'),
        'medicine-request': r('read', 'create', 'update', 'approve'),
        'message-request': r('read', 'update'),
        'health-declaration': r('read', 'create', 'update'),
        'vaccine-declaration': READ,
        // Teachers send their own classes' news out themselves (`approve` = publish); a school may take it away.
        'news-class': r('read', 'create', 'update', 'delete', 'approve'),
        'news-student': r('read', 'create', 'update', 'delete', 'approve'),
        'news-public': READ,
        survey: READ,
        // Teachers make events for their own classes and record the replies parents give them by phone.
        'calendar-event-confirm': r('read', 'create', 'update'),
        // Teachers see the week's menus and the dishes; the kitchen (nurse, principal) plans them.
        'meal-menu': READ,
        dish: READ,
      },
    },
    {
      key: 'accountant',
      vi: 'Kế toán',
      en: 'Accountant',
      isSystem: false,
      scope: 'school',
      rights: { home: READ, class: READ, student: r('read', 'export'), attendance: r('read', 'export'), tuition: everything.tuition, 'app-account': READ, 'news-public': READ },
    },
    {
      key: 'nurse',
      vi: 'Nhân viên y tế',
      en: 'Nurse',
      isSystem: false,
      scope: 'school',
      rights: {
        home: READ,
        student: READ,
        class: READ,
        attendance: READ,
        'contact-book': READ,
        absence: READ,
        'medicine-request': everything['medicine-request'],
        'health-declaration': everything['health-declaration'],
        'vaccine-declaration': everything['vaccine-declaration'],
        'news-public': READ,
        'meal-menu': everything['meal-menu'],
        dish: everything.dish,
      },
    },
    {
      key: 'office',
      vi: 'Văn phòng',
      en: 'Office',
      isSystem: false,
      scope: 'school',
      rights: {
        home: READ,
        student: everything.student,
        class: READ,
        attendance: r('read', 'export'),
        'contact-book': r('read', 'export'),
        absence: everything.absence,
        'message-request': everything['message-request'],
        'news-public': everything['news-public'],
        'news-class': READ,
        survey: everything.survey,
        survey_v1: everything.survey_v1,
        'calendar-event-confirm': everything['calendar-event-confirm'],
        'app-account': everything['app-account'],
      },
    },
  ];
}
