// Every route module of the API. tests/unit/openapi-coverage.test.ts fails when a route is missing here.
import * as login from '../User/login/route';
import * as userDetail from '../User/get-detail-by-token/route';
import * as updateLanguage from '../User/update-language/[code]/route';
import * as updatePassword from '../User/update-password/route';
import * as masterData from '../MasterData/get-droplist/route';
import * as config from '../Config/get-list/route';
import * as publicKey from '../Config/public-key/route';
import * as provinces from '../Province/get-droplist-by-country-code/route';
import * as accessGroup from '../../admin/accounts/getAccessGroup/route';
import * as tenants from '../Tenant/get-droplist-by-user/route';
import * as menus from '../Menu/get-list-by-user/route';
import * as sessionList from '../session/get-list/route';
import * as sessionEnd from '../session/inactivate/[session_id]/route';
import * as sessionEndAll from '../session/inactivate-by-user/route';
import * as sessionEndByToken from '../session/inactivate-by-token/[hashed_token]/route';
import type { RouteHandler } from '@/lib/server/http/endpoint';

export const ROUTE_MODULES: Record<string, Record<string, unknown>> = {
  'webadmin/User/login': login,
  'webadmin/User/get-detail-by-token': userDetail,
  'webadmin/User/update-language/[code]': updateLanguage,
  'webadmin/User/update-password': updatePassword,
  'webadmin/MasterData/get-droplist': masterData,
  'webadmin/Config/get-list': config,
  'webadmin/Config/public-key': publicKey,
  'webadmin/Province/get-droplist-by-country-code': provinces,
  'admin/accounts/getAccessGroup': accessGroup,
  'webadmin/Tenant/get-droplist-by-user': tenants,
  'webadmin/Menu/get-list-by-user': menus,
  'webadmin/session/get-list': sessionList,
  'webadmin/session/inactivate/[session_id]': sessionEnd,
  'webadmin/session/inactivate-by-user': sessionEndAll,
  'webadmin/session/inactivate-by-token/[hashed_token]': sessionEndByToken,
};

export function allHandlers(): RouteHandler[] {
  return Object.values(ROUTE_MODULES).flatMap((m) =>
    Object.values(m).filter((v): v is RouteHandler => typeof v === 'function' && 'definition' in v),
  );
}
