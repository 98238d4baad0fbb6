import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { createTenant } from '../tenant/create-tenant';
import { createUser, grantSchool } from '../user/create-user';
import { DEMO_CLASSES, seedDemoClasses } from './demo-classes';
import { seedDemoStudents } from './demo-students';
import { seedDemoAppAccounts } from './demo-app-accounts';
import { seedDemoAttendance } from './demo-attendance';
import { seedDemoContactBook } from './demo-contact-book';
import { seedDemoTuition } from './demo-tuition';
import { seedDemoVaccines } from './demo-vaccines';
import { seedDemoRequests } from './demo-requests';
import { seedDemoEvents } from './demo-events';
import { seedDemoHealth } from './demo-health';
import { seedDemoSurveys } from './demo-surveys';
import { seedDemoNews } from './demo-news';
import { seedDemoMenus } from './demo-menus';

export const DEMO_USERS = [
  'admin',
  'principal',
  'teacher1',
  'teacher2',
  'teacher3',
  'teacher4',
  'teacher5',
  'accountant',
  'nurse',
  'office',
] as const;

/**
 * Two demo schools and one account per role; `office` works in both schools (principal of the second). Every class has
 * a teacher (DEMO_CLASSES). One transaction.
 */
export async function seedDemo(database: Db, password: string) {
  await database.transaction(async (tx) => {
    const hoaSen = await createTenant(tx, {
      code: 'HOASEN',
      name: 'Trường Mầm non Hoa Sen',
      address: '12 Phố Hoa Sen, phường Ba Đình',
      provinceId: '01',
      phone: '024 3823 4567',
      email: 'lienhe@hoasen.edu.vn',
      config: {
        logo: '/logo.svg',
        brandName: 'Mầm non Hoa Sen',
        btnColor: '#c2255c',
        textColor: '#ffffff',
        themePrimary: '#c2255c',
        themeMHPrimary: '#c93a72',
        themeMHHeader: '#fff5f9',
        themeMHPrimaryLighter: '#fde6ef',
      },
    });
    const anhDuong = await createTenant(tx, {
      code: 'ANHDUONG',
      name: 'Trường Mầm non Ánh Dương',
      address: '45 Đường Nắng Mai, phường Bến Thành',
      provinceId: '79',
      phone: '028 3822 7788',
      email: 'lienhe@anhduong.edu.vn',
      config: {
        logo: '/logo.svg',
        brandName: 'Mầm non Ánh Dương',
        btnColor: '#f59f00',
        textColor: '#212529',
        themePrimary: '#f59f00',
        themeMHPrimary: '#d98b00',
        themeMHHeader: '#fffaf0',
        themeMHPrimaryLighter: '#fff3d6',
      },
    });
    const s1 = hoaSen.tenant.id;
    // Both schools are created in one transaction (same now()): make Hoa Sen the first school, the one the sign-in
    // pages and a system administrator open by default.
    await tx
      .update(tenants)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(tenants.id, s1));
    const people = [
      { username: 'admin', fullName: 'Quản trị Hệ thống', email: 'admin@mamnon.local', isSystemAdmin: true },
      {
        username: 'principal',
        fullName: 'Nguyễn Thị Lan',
        email: 'lan.nguyen@hoasen.edu.vn',
        school: s1,
        role: 'principal',
        scope: 'school' as const,
      },
      {
        username: 'teacher1',
        fullName: 'Trần Thu Hà',
        email: 'ha.tran@hoasen.edu.vn',
        school: s1,
        role: 'teacher',
        scope: 'class' as const,
      },
      {
        username: 'teacher2',
        fullName: 'Lê Minh Anh',
        email: 'anh.le@hoasen.edu.vn',
        school: s1,
        role: 'teacher',
        scope: 'class' as const,
      },
      {
        username: 'teacher3',
        fullName: 'Vũ Thị Thanh',
        email: 'thanh.vu@hoasen.edu.vn',
        school: s1,
        role: 'teacher',
        scope: 'class' as const,
      },
      {
        username: 'teacher4',
        fullName: 'Đặng Ngọc Bích',
        email: 'bich.dang@hoasen.edu.vn',
        school: s1,
        role: 'teacher',
        scope: 'class' as const,
      },
      {
        username: 'teacher5',
        fullName: 'Bùi Thị Yến',
        email: 'yen.bui@anhduong.edu.vn',
        school: anhDuong.tenant.id,
        role: 'teacher',
        scope: 'class' as const,
      },
      {
        username: 'accountant',
        fullName: 'Phạm Văn Đức',
        email: 'duc.pham@hoasen.edu.vn',
        school: s1,
        role: 'accountant',
        scope: 'school' as const,
      },
      {
        username: 'nurse',
        fullName: 'Hoàng Thị Mai',
        email: 'mai.hoang@hoasen.edu.vn',
        school: s1,
        role: 'nurse',
        scope: 'school' as const,
      },
    ];
    const ids: Record<string, string> = {};
    for (const p of people) {
      const user = await createUser(tx, {
        username: p.username,
        fullName: p.fullName,
        email: p.email,
        password,
        isSystemAdmin: p.isSystemAdmin,
      });
      ids[p.username] = user.id;
      if (p.school)
        await grantSchool(tx, {
          tenantId: p.school,
          userId: user.id,
          scope: p.scope,
          roleIds: [(p.school === s1 ? hoaSen : anhDuong).roleIds[p.role]],
          isDefault: true,
        });
    }
    const office = await createUser(tx, {
      username: 'office',
      fullName: 'Đỗ Thanh Hương',
      email: 'huong.do@mamnon.local',
      password,
    });
    await grantSchool(tx, {
      tenantId: s1,
      userId: office.id,
      scope: 'school',
      roleIds: [hoaSen.roleIds.office],
      isDefault: true,
    });
    await grantSchool(tx, {
      tenantId: anhDuong.tenant.id,
      userId: office.id,
      scope: 'school',
      roleIds: [anhDuong.roleIds.principal],
    });
    await seedDemoClasses(tx, { tenantId: s1, teacherIds: ids, list: DEMO_CLASSES.HOASEN });
    await seedDemoStudents(tx, { tenantId: s1 });
    // The second school: a few classes and children, its own teacher (office is its principal).
    await seedDemoClasses(tx, { tenantId: anhDuong.tenant.id, teacherIds: ids, list: DEMO_CLASSES.ANHDUONG });
    await seedDemoStudents(tx, { tenantId: anhDuong.tenant.id, perClass: 8, seed: 20260906 });
    await seedDemoAppAccounts(tx, { tenantId: s1, password });
    await seedDemoAttendance(tx, { tenantId: s1, principalId: ids.principal });
    await seedDemoContactBook(tx, { tenantId: s1, principalId: ids.principal });
    await seedDemoTuition(tx, { tenantId: s1, accountantId: ids.accountant });
    await seedDemoVaccines(tx, { tenantId: s1, nurseId: ids.nurse });
    await seedDemoRequests(tx, { tenantId: s1, principalId: ids.principal });
    await seedDemoEvents(tx, { tenantId: s1, principalId: ids.principal });
    await seedDemoHealth(tx, { tenantId: s1, nurseId: ids.nurse });
    await seedDemoMenus(tx, { tenantId: s1, nurseId: ids.nurse });
    await seedDemoSurveys(tx, { tenantId: s1, principalId: ids.principal });
    await seedDemoNews(tx, { tenantId: s1, userIds: { principal: ids.principal, teacher1: ids.teacher1, teacher2: ids.teacher2 } });
  });
}
