-- Medicine requests recorded by staff (issue 37): a parent may hand the teacher a paper request, which the teacher
-- records (`MedicineRequest/create`). New schools' teachers get `create` from standard-roles.ts; here the roles of
-- existing schools that handle medicine requests (they hold `update` and `approve` on the menu) get it too. A role
-- that already has it is left as it is, so the migration may run twice.
UPDATE roles
   SET rights = jsonb_set(rights, ARRAY['medicine-request'], (rights -> 'medicine-request') || '["create"]'::jsonb)
 WHERE jsonb_typeof(rights -> 'medicine-request') = 'array'
   AND (rights -> 'medicine-request') @> '["update","approve"]'::jsonb
   AND NOT ((rights -> 'medicine-request') @> '["create"]'::jsonb);
