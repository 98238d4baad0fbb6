import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = await PGlite.create();
console.log('mem open', Date.now()-t); t=Date.now();
await db.exec("create role app_user nologin; create table t(id int, tenant uuid); alter table t enable row level security; alter table t force row level security; create policy p on t using (tenant = current_setting('app.tenant_id', true)::uuid); grant all on t to app_user; insert into t values (1, '00000000-0000-0000-0000-000000000001'),(2,'00000000-0000-0000-0000-000000000002');");
const r = await db.transaction(async tx => { await tx.query("select set_config('role','app_user',true), set_config('app.tenant_id','00000000-0000-0000-0000-000000000001',true)"); return tx.query('select * from t'); });
console.log(r.rows, Date.now()-t);
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const db2 = await PGlite.create({loadDataDir: dump}); console.log('load', Date.now()-t, (await db2.query('select count(*) from t')).rows);
