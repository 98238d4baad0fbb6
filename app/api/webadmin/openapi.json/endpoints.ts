// Every route module of the API. tests/unit/openapi-coverage.test.ts fails when a route is missing here.
import * as login from '../User/login/route';
import * as userDetail from '../User/get-detail-by-token/route';
import * as updateLanguage from '../User/update-language/[code]/route';
import * as updatePassword from '../User/update-password/route';
import * as masterData from '../MasterData/get-droplist/route';
import * as config from '../Config/get-list/route';
import * as publicKey from '../Config/public-key/route';
import * as healthPing from '../Health/ping/route';
import * as healthLive from '../Health/live/route';
import * as provinces from '../Province/get-droplist-by-country-code/route';
import * as accessGroup from '../../admin/accounts/getAccessGroup/route';
import * as tenants from '../Tenant/get-droplist-by-user/route';
import * as menus from '../Menu/get-list-by-user/route';
import * as sessionList from '../session/get-list/route';
import * as sessionEnd from '../session/inactivate/[session_id]/route';
import * as sessionEndAll from '../session/inactivate-by-user/route';
import * as sessionEndByToken from '../session/inactivate-by-token/[hashed_token]/route';
import * as roleList from '../Role/get-list/route';
import * as roleDetail from '../Role/get-detail/route';
import * as roleCreate from '../Role/create/route';
import * as roleUpdate from '../Role/update/[id]/route';
import * as roleDuplicate from '../Role/duplicate/[id]/route';
import * as roleDelete from '../Role/delete/route';
import * as roleAssignable from '../Role/get-assignable/route';
import * as userList from '../User/get-list/route';
import * as userGetDetail from '../User/get-detail/route';
import * as userCreate from '../User/create/route';
import * as userUpdate from '../User/update/[id]/route';
import * as userResetPassword from '../User/reset-password/[id]/route';
import * as userLock from '../User/lock/[id]/route';
import * as userUnlock from '../User/unlock/[id]/route';
import * as userEndSessions from '../User/inactivate-sessions/[id]/route';
import * as schoolList from '../Tenant/get-list/route';
import * as schoolDetail from '../Tenant/get-detail/route';
import * as schoolCreate from '../Tenant/create/route';
import * as schoolUpdate from '../Tenant/update/[id]/route';
import * as schoolUploadLogo from '../Tenant/upload-logo/[id]/route';
import * as schoolLogo from '../Tenant/logo/[file]/route';
import * as schoolYearList from '../SchoolYear/get-list/route';
import * as schoolYearCreate from '../SchoolYear/create/route';
import * as schoolYearUpdate from '../SchoolYear/update/[id]/route';
import * as schoolYearSetCurrent from '../SchoolYear/set-current/[id]/route';
import * as schoolYearDelete from '../SchoolYear/delete/route';
import * as classList from '../Class/get-list/route';
import * as classDetail from '../Class/get-detail/route';
import * as classCreate from '../Class/create/route';
import * as classUpdate from '../Class/update/[id]/route';
import * as classDelete from '../Class/delete/route';
import * as classCopy from '../Class/copy/route';
import * as classTeachers from '../Class/get-teacher-droplist/route';
import * as studentList from '../Student/get-list/route';
import * as studentDetail from '../Student/get-detail/route';
import * as studentCreate from '../Student/create/route';
import * as studentUpdate from '../Student/update/[id]/route';
import * as studentMove from '../Student/move-class/route';
import * as studentStatus from '../Student/change-status/[id]/route';
import * as studentExport from '../Student/export/route';
import * as studentImportTemplate from '../Student/import-template/route';
import * as studentImport from '../Student/import/route';
import * as studentUploadPhoto from '../Student/upload-photo/[id]/route';
import * as studentDeletePhoto from '../Student/delete-photo/[id]/route';
import * as studentPhoto from '../Student/photo/[file]/route';
import * as auditList from '../Audit/get-list/route';
import * as auditDetail from '../Audit/get-detail/route';
import * as auditExport from '../Audit/export/route';
import * as appAccountList from '../AppAccount/get-list/route';
import * as appAccountCreate from '../AppAccount/create/route';
import * as appAccountBulk from '../AppAccount/create-bulk/route';
import * as appAccountReset from '../AppAccount/reset-password/[id]/route';
import * as appAccountLock from '../AppAccount/lock/[id]/route';
import * as appAccountUnlock from '../AppAccount/unlock/[id]/route';
import * as appLogin from '../../app/login/route';
import * as appProfile from '../../app/profile/route';
import * as appChildren from '../../app/children/route';
import * as attendanceGetDay from '../Attendance/get-day/route';
import * as attendanceUpdate from '../Attendance/update/route';
import * as attendanceCheckIn from '../Attendance/check-in/route';
import * as attendanceCheckOut from '../Attendance/check-out/route';
import * as attendanceMarkAllPresent from '../Attendance/mark-all-present/route';
import * as attendanceGetMonth from '../Attendance/get-month/route';
import * as attendanceGetStudentMonth from '../Attendance/get-student-month/route';
import * as attendanceGetToday from '../Attendance/get-today/route';
import * as attendanceGetSettings from '../Attendance/get-settings/route';
import * as attendanceUpdateSettings from '../Attendance/update-settings/route';
import * as attendanceExportMonth from '../Attendance/export-month/route';
import type { RouteHandler } from '@/lib/server/http/endpoint';
import * as absenceList from '../Absence/get-list/route';
import * as absenceDetail from '../Absence/get-detail/route';
import * as absenceExport from '../Absence/export/route';
import * as absenceCreate from '../Absence/create/route';
import * as absenceApprove from '../Absence/approve/route';
import * as absenceReject from '../Absence/reject/route';
import * as absenceUpload from '../Absence/upload-attachment/[id]/route';
import * as absenceAttachment from '../Absence/attachment/route';
import * as tuitionFeeitemGetList from '../FeeItem/get-list/route';
import * as tuitionFeeitemCreate from '../FeeItem/create/route';
import * as tuitionFeeitemUpdateId from '../FeeItem/update/[id]/route';
import * as tuitionTuitionGenerate from '../Tuition/generate/route';
import * as tuitionTuitionGetInvoices from '../Tuition/get-invoices/route';
import * as tuitionTuitionGetInvoice from '../Tuition/get-invoice/route';
import * as tuitionTuitionIssue from '../Tuition/issue/route';
import * as tuitionTuitionCancel from '../Tuition/cancel/route';
import * as tuitionTuitionDelete from '../Tuition/delete/route';
import * as tuitionTuitionAddLine from '../Tuition/add-line/route';
import * as tuitionTuitionAddDiscount from '../Tuition/add-discount/route';
import * as tuitionTuitionRecordPayment from '../Tuition/record-payment/route';
import * as tuitionTuitionGetDebtReport from '../Tuition/get-debt-report/route';
import * as tuitionTuitionGetPaymentsReport from '../Tuition/get-payments-report/route';
import * as tuitionTuitionGetSettings from '../Tuition/get-settings/route';
import * as tuitionTuitionUpdateSettings from '../Tuition/update-settings/route';
import * as tuitionTuitionReceiptPaymentId from '../Tuition/receipt/[payment_id]/route';
import * as tuitionTuitionExportDebtReport from '../Tuition/export-debt-report/route';
import * as tuitionInvoices from '../../app/invoices/route';
import * as appAbsences from '../../app/absences/route';
import * as appAbsenceCreate from '../../app/absences/create/route';
import * as appAbsenceCancel from '../../app/absences/cancel/route';
import * as appAbsenceUpload from '../../app/absences/upload-attachment/[id]/route';
import * as appAbsenceAttachment from '../../app/absences/attachment/route';
import * as appAttendance from '../../app/attendance/route';

export const ROUTE_MODULES: Record<string, Record<string, unknown>> = {
  'webadmin/User/login': login,
  'webadmin/User/get-detail-by-token': userDetail,
  'webadmin/User/update-language/[code]': updateLanguage,
  'webadmin/User/update-password': updatePassword,
  'webadmin/MasterData/get-droplist': masterData,
  'webadmin/Config/get-list': config,
  'webadmin/Config/public-key': publicKey,
  'webadmin/Health/ping': healthPing,
  'webadmin/Health/live': healthLive,
  'webadmin/Province/get-droplist-by-country-code': provinces,
  'admin/accounts/getAccessGroup': accessGroup,
  'webadmin/Tenant/get-droplist-by-user': tenants,
  'webadmin/Menu/get-list-by-user': menus,
  'webadmin/session/get-list': sessionList,
  'webadmin/session/inactivate/[session_id]': sessionEnd,
  'webadmin/session/inactivate-by-user': sessionEndAll,
  'webadmin/session/inactivate-by-token/[hashed_token]': sessionEndByToken,
  'webadmin/Role/get-list': roleList,
  'webadmin/Role/get-detail': roleDetail,
  'webadmin/Role/create': roleCreate,
  'webadmin/Role/update/[id]': roleUpdate,
  'webadmin/Role/duplicate/[id]': roleDuplicate,
  'webadmin/Role/delete': roleDelete,
  'webadmin/Role/get-assignable': roleAssignable,
  'webadmin/User/get-list': userList,
  'webadmin/User/get-detail': userGetDetail,
  'webadmin/User/create': userCreate,
  'webadmin/User/update/[id]': userUpdate,
  'webadmin/User/reset-password/[id]': userResetPassword,
  'webadmin/User/lock/[id]': userLock,
  'webadmin/User/unlock/[id]': userUnlock,
  'webadmin/User/inactivate-sessions/[id]': userEndSessions,
  'webadmin/Tenant/get-list': schoolList,
  'webadmin/Tenant/get-detail': schoolDetail,
  'webadmin/Tenant/create': schoolCreate,
  'webadmin/Tenant/update/[id]': schoolUpdate,
  'webadmin/Tenant/upload-logo/[id]': schoolUploadLogo,
  'webadmin/Tenant/logo/[file]': schoolLogo,
  'webadmin/SchoolYear/get-list': schoolYearList,
  'webadmin/SchoolYear/create': schoolYearCreate,
  'webadmin/SchoolYear/update/[id]': schoolYearUpdate,
  'webadmin/SchoolYear/set-current/[id]': schoolYearSetCurrent,
  'webadmin/SchoolYear/delete': schoolYearDelete,
  'webadmin/Class/get-list': classList,
  'webadmin/Class/get-detail': classDetail,
  'webadmin/Class/create': classCreate,
  'webadmin/Class/update/[id]': classUpdate,
  'webadmin/Class/delete': classDelete,
  'webadmin/Class/copy': classCopy,
  'webadmin/Class/get-teacher-droplist': classTeachers,
  'webadmin/Student/get-list': studentList,
  'webadmin/Student/get-detail': studentDetail,
  'webadmin/Student/create': studentCreate,
  'webadmin/Student/update/[id]': studentUpdate,
  'webadmin/Student/move-class': studentMove,
  'webadmin/Student/change-status/[id]': studentStatus,
  'webadmin/Student/export': studentExport,
  'webadmin/Student/import-template': studentImportTemplate,
  'webadmin/Student/import': studentImport,
  'webadmin/Student/upload-photo/[id]': studentUploadPhoto,
  'webadmin/Student/delete-photo/[id]': studentDeletePhoto,
  'webadmin/Student/photo/[file]': studentPhoto,
  'webadmin/Audit/get-list': auditList,
  'webadmin/Audit/get-detail': auditDetail,
  'webadmin/Audit/export': auditExport,
  'webadmin/AppAccount/get-list': appAccountList,
  'webadmin/AppAccount/create': appAccountCreate,
  'webadmin/AppAccount/create-bulk': appAccountBulk,
  'webadmin/AppAccount/reset-password/[id]': appAccountReset,
  'webadmin/AppAccount/lock/[id]': appAccountLock,
  'webadmin/AppAccount/unlock/[id]': appAccountUnlock,
  'webadmin/Attendance/get-day': attendanceGetDay,
  'webadmin/Attendance/update': attendanceUpdate,
  'webadmin/Attendance/check-in': attendanceCheckIn,
  'webadmin/Attendance/check-out': attendanceCheckOut,
  'webadmin/Attendance/mark-all-present': attendanceMarkAllPresent,
  'webadmin/Attendance/get-month': attendanceGetMonth,
  'webadmin/Attendance/get-student-month': attendanceGetStudentMonth,
  'webadmin/Attendance/get-today': attendanceGetToday,
  'webadmin/Attendance/get-settings': attendanceGetSettings,
  'webadmin/Attendance/update-settings': attendanceUpdateSettings,
  'webadmin/Attendance/export-month': attendanceExportMonth,
  'app/login': appLogin,
  'app/profile': appProfile,
  'app/children': appChildren,
  'webadmin/Absence/get-list': absenceList,
  'webadmin/Absence/get-detail': absenceDetail,
  'webadmin/Absence/export': absenceExport,
  'webadmin/Absence/create': absenceCreate,
  'webadmin/Absence/approve': absenceApprove,
  'webadmin/Absence/reject': absenceReject,
  'webadmin/Absence/upload-attachment/[id]': absenceUpload,
  'webadmin/Absence/attachment': absenceAttachment,
  'webadmin/FeeItem/get-list': tuitionFeeitemGetList,
  'webadmin/FeeItem/create': tuitionFeeitemCreate,
  'webadmin/FeeItem/update/[id]': tuitionFeeitemUpdateId,
  'webadmin/Tuition/generate': tuitionTuitionGenerate,
  'webadmin/Tuition/get-invoices': tuitionTuitionGetInvoices,
  'webadmin/Tuition/get-invoice': tuitionTuitionGetInvoice,
  'webadmin/Tuition/issue': tuitionTuitionIssue,
  'webadmin/Tuition/cancel': tuitionTuitionCancel,
  'webadmin/Tuition/delete': tuitionTuitionDelete,
  'webadmin/Tuition/add-line': tuitionTuitionAddLine,
  'webadmin/Tuition/add-discount': tuitionTuitionAddDiscount,
  'webadmin/Tuition/record-payment': tuitionTuitionRecordPayment,
  'webadmin/Tuition/get-debt-report': tuitionTuitionGetDebtReport,
  'webadmin/Tuition/get-payments-report': tuitionTuitionGetPaymentsReport,
  'webadmin/Tuition/get-settings': tuitionTuitionGetSettings,
  'webadmin/Tuition/update-settings': tuitionTuitionUpdateSettings,
  'webadmin/Tuition/receipt/[payment_id]': tuitionTuitionReceiptPaymentId,
  'webadmin/Tuition/export-debt-report': tuitionTuitionExportDebtReport,
  'app/invoices': tuitionInvoices,
  'app/absences': appAbsences,
  'app/absences/create': appAbsenceCreate,
  'app/absences/cancel': appAbsenceCancel,
  'app/absences/upload-attachment/[id]': appAbsenceUpload,
  'app/absences/attachment': appAbsenceAttachment,
  'app/attendance': appAttendance,
};

export function allHandlers(): RouteHandler[] {
  return Object.values(ROUTE_MODULES).flatMap((m) =>
    Object.values(m).filter((v): v is RouteHandler => typeof v === 'function' && 'definition' in v),
  );
}
