-- Menus (issue 38): the school's dish library and its week menus per age group, published to parents.
-- dishes: a dish with its ingredients (grams per serving; `food_code` names a row of the food table in
-- lib/food-table.ts, null for a food typed by hand) and its nutrition per serving, computed from the ingredients or
-- entered by hand (`nutrition_source`). A dish some menu uses is archived (`archived_at`), never deleted: the foreign
-- key from meal_menu_items refuses the delete, and old menus still show it.
CREATE TABLE "dishes" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition_source" text DEFAULT 'computed' NOT NULL,
	"energy_kcal" numeric(7, 1) NOT NULL,
	"protein_g" numeric(6, 1) NOT NULL,
	"fat_g" numeric(6, 1) NOT NULL,
	"carb_g" numeric(6, 1) NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dishes_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "dishes_source_check" CHECK ("nutrition_source" in ('computed', 'manual')),
	CONSTRAINT "dishes_values_check" CHECK ("energy_kcal" >= 0 AND "protein_g" >= 0 AND "fat_g" >= 0 AND "carb_g" >= 0),
	CONSTRAINT "dishes_name_check" CHECK (length(btrim("name")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dishes_tenant_name_key" ON "dishes" ("tenant_id", lower("name")) WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- meal_menus: one week (its Monday) of one age group (nha_tre, mau_giao); a draft until published to parents.
CREATE TABLE "meal_menus" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"age_group" text NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_menus_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "meal_menus_age_group_check" CHECK ("age_group" in ('nha_tre', 'mau_giao')),
	CONSTRAINT "meal_menus_status_check" CHECK ("status" in ('draft', 'published')),
	CONSTRAINT "meal_menus_monday_check" CHECK (extract(isodow from "week_start") = 1),
	CONSTRAINT "meal_menus_published_check" CHECK (("status" = 'published') = ("published_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "meal_menus_week_key" ON "meal_menus" ("tenant_id","age_group","week_start");
--> statement-breakpoint
-- meal_menu_items: the dishes of one meal of one day, in order.
CREATE TABLE "meal_menu_items" (
	"tenant_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"day" date NOT NULL,
	"meal" text NOT NULL,
	"position" smallint NOT NULL,
	"dish_id" uuid NOT NULL,
	CONSTRAINT "meal_menu_items_pk" PRIMARY KEY("tenant_id","menu_id","day","meal","position"),
	CONSTRAINT "meal_menu_items_menu_fk" FOREIGN KEY ("tenant_id","menu_id") REFERENCES "meal_menus"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "meal_menu_items_dish_fk" FOREIGN KEY ("tenant_id","dish_id") REFERENCES "dishes"("tenant_id","id"),
	CONSTRAINT "meal_menu_items_meal_check" CHECK ("meal" in ('breakfast', 'lunch', 'snack')),
	CONSTRAINT "meal_menu_items_position_check" CHECK ("position" >= 0)
);
--> statement-breakpoint
CREATE INDEX "meal_menu_items_dish_idx" ON "meal_menu_items" ("tenant_id","dish_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON dishes, meal_menus, meal_menu_items TO app_user;
--> statement-breakpoint
ALTER TABLE dishes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE dishes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON dishes USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON dishes
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
ALTER TABLE meal_menus ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE meal_menus FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON meal_menus USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON meal_menus
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
ALTER TABLE meal_menu_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE meal_menu_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON meal_menu_items USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON meal_menu_items
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
SELECT audit_enable('dishes');
--> statement-breakpoint
SELECT audit_enable('meal_menus');
